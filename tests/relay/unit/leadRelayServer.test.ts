// @vitest-environment node
/**
 * The lead relay mounted in the bundled server exactly as `npm start` does
 * (src/server/main.ts, src/relay/node/), attacked over real HTTP on
 * 127.0.0.1: oversized, slow, stalled, aborted and malformed bodies, wrong
 * methods, CORS preflights, path traversal in every field and header, and
 * 200 concurrent submissions; then the form door a form posts to without
 * JavaScript, and the pure helpers (the one-line log summary, the same-site
 * redirect). The server must answer each one correctly, keep serving, store
 * each accepted submission in its SQLite database (every field as sent, in
 * order), print one summary line per stored lead and none otherwise, and
 * write in its data folder only.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_AJAX_PATH as CAPTURE_RELAY_PATH, RELAY_FORM_PATH as CAPTURE_FORM_PATH } from '../../../src/relay/app';
import { MAX_BODY_BYTES, type Fields } from '../../../src/relay/body';
import { FIELD_CHARS } from '../../../src/relay/leadCaps';
import { startNodeRelay, type NodeRelay } from '../../../src/relay/node/nodeRelay';
import { sameSiteRedirect } from '../../../src/relay/sameSite';
import { summarize } from '../../../src/relay/summary';
import { createSiteServer } from '../../../src/server/siteServer';
import { listenOnLoopback } from '../../support/loopback';

/** Short enough to test, long enough that a normal local upload never trips it. */
const BODY_TIMEOUT_MS = 400;

let root: string;
let dataDir: string;
let server: Server;
let port: number;
let relay: NodeRelay;
const printed: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lead-relay-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, '404.html'), '<h1>404</h1>');
  mkdirSync(join(dist, 'es'));
  writeFileSync(join(dist, 'es', '404.html'), '<h1>404</h1>');
  dataDir = join(root, 'data');
  // As src/server/main.ts mounts it.
  // Every post here comes from 127.0.0.1: past the limit they are spam, each kept whole (no day's bound: src/relay/spam/spamStorage.ts) so that each is a record to read.
  relay = await startNodeRelay({ dataDir, bodyTimeoutMs: BODY_TIMEOUT_MS, log: (line) => printed.push(line), spamPerDay: Number.MAX_SAFE_INTEGER });
  const routes = { [CAPTURE_RELAY_PATH]: relay.listener, [CAPTURE_FORM_PATH]: relay.listener };
  server = createSiteServer({ dist, site: { relayEndpoint: CAPTURE_RELAY_PATH }, routes });
  ({ port } = await listenOnLoopback(server));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await relay.close();
  rmSync(root, { recursive: true, force: true });
});

/** After every test: the server still answers a page and a submission. */
afterEach(async () => {
  expect(server.listening).toBe(true);
  expect((await get('/')).status).toBe(200);
});

const relayUrl = () => `http://127.0.0.1:${port}${CAPTURE_RELAY_PATH}`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(path: string) {
  return new Promise<Answer>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (res) => collect(res, resolve)).on('error', reject).end();
  });
}

function collect(res: IncomingMessage, resolve: (answer: Answer) => void) {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (body += chunk));
  res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
  // The server may cut the connection right after answering (413, 408).
  res.on('error', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
}

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A multipart body as bytes, with its content type, for the raw-socket cases. */
async function multipart(fields: Record<string, string>) {
  const request = new Request('http://x/', { method: 'POST', body: formOf(fields) });
  return { type: request.headers.get('content-type')!, bytes: Buffer.from(await request.arrayBuffer()) };
}

/**
 * A POST written by hand: the body in pieces, optionally stalling, optionally
 * aborting. Resolves with the answer, or with status 0 if the connection closed without one.
 */
function post(options: {
  headers: Record<string, string | number>;
  pieces: Buffer[];
  /** Stop writing after the pieces, leaving the request open. */
  stall?: boolean;
  /** Destroy the connection after the pieces. */
  abort?: boolean;
  path?: string;
}) {
  return new Promise<Answer>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: options.path ?? CAPTURE_RELAY_PATH, method: 'POST', headers: options.headers });
    req.on('response', (res) => collect(res, resolve));
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    req.on('close', () => resolve({ status: 0, headers: {}, body: '' }));
    let index = 0;
    const pump = () => {
      while (index < options.pieces.length) {
        const piece = options.pieces[index++];
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (options.abort) req.destroy();
      else if (!options.stall) req.end();
    };
    pump();
  });
}

/** Every stored lead, oldest first, read from the database file by a connection of its own. */
function records(): { id: string; receivedAt: string; subject: string; fields: Record<string, string> }[] {
  const db = new Database(relay.databaseFile, { readonly: true });
  try {
    const rows = db.prepare('SELECT id, received_at, subject, fields FROM leads ORDER BY rowid').all() as { id: string; received_at: string; subject: string; fields: string }[];
    return rows.map((row) => ({ id: row.id, receivedAt: row.received_at, subject: row.subject, fields: Object.fromEntries(JSON.parse(row.fields) as Fields) }));
  } finally {
    db.close();
  }
}

/** Every file under the temp root, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const lead = (n: number | string) => ({
  firstName: 'Maria',
  lastName: `Lopez ${n}`,
  email: `lead-${n}@example.com`,
  phone: '(630) 555-0199',
  subject: 'policy',
  message: `Question ${n}: "quotes", \\ backslashes, <b>tags</b>, emoji 🚚, مرحبا, and a line\r\nbreak.`,
  policyAgreement: 'true',
  sourcePage: '/contact',
  sourceCampaign: '',
  _form: 'contact',
  _subject: 'Contact Form - policy',
  _captcha: 'false',
  _honey: '',
  _template: 'table',
});

describe('the lead relay in the bundled server', () => {
  it('stores a valid multipart POST with every field as sent and answers 200 JSON with its id', async () => {
    const before = records().length;
    const printedBefore = printed.length;
    const fields = lead('single');
    const response = await fetch(relayUrl(), { method: 'POST', body: formOf(fields), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = await response.json();
    expect(answer).toEqual({ success: 'true', message: 'The form was submitted successfully.', id: expect.any(String) });
    // The bundled server's security headers reach the relay's answers too.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const all = records();
    expect(all).toHaveLength(before + 1);
    const record = all.at(-1)!;
    expect(record.id).toBe(answer.id);
    expect(record.fields).toEqual(fields);
    // The office's subject: the form's shown name, the option chosen and the visitor (docs/relay.md, "The office's words and time"), never the posted `_subject`.
    expect(record.subject).toBe('Send us a message (Policy Question): Maria Lopez single');
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
    // One summary line per submission: the lead by its id, its form, its door, how many fields the visitor filled
    // in (the _ ones are the relay's, the source fields the site's); nothing the visitor typed (PRODUCT 15.6).
    expect(printed.slice(printedBefore)).toEqual([`[lead relay] ${record.id} stored: contact, ajax door, 7 fields`]);
  });

  it('accepts a message as long as a message may be (src/relay/leadCaps.ts), in characters of three bytes', async () => {
    const before = records().length;
    const longest = FIELD_CHARS.get('message')!;
    const fields = { ...lead('big'), message: '€'.repeat(longest) };
    const response = await fetch(relayUrl(), { method: 'POST', body: formOf(fields) });
    expect(response.status).toBe(200);
    expect(records()).toHaveLength(before + 1);
    expect(records().at(-1)!.fields.message).toHaveLength(longest);
  });

  it('answers 413 to a body over its cap (MAX_BODY_BYTES), by its Content-Length, and records nothing', async () => {
    const before = records().length;
    const printedBefore = printed.length;
    const { type, bytes } = await multipart({ ...lead('huge'), message: 'x'.repeat(MAX_BODY_BYTES + 10) });
    const answer = await post({ headers: { 'Content-Type': type, 'Content-Length': bytes.length }, pieces: [bytes] });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: 'false' });
    expect(records()).toHaveLength(before);
    expect(printed).toHaveLength(printedBefore);
  });

  it('answers 413 to a chunked body once it passes its cap, without reading the rest', async () => {
    const before = records().length;
    const printedBefore = printed.length;
    const { type } = await multipart({});
    // 64 × 64 KB = 4 MB, chunked (no Content-Length): only the streamed size can trip the limit.
    const pieces = Array.from({ length: 64 }, () => Buffer.alloc(64 * 1024, 'y'));
    const answer = await post({ headers: { 'Content-Type': type, 'Transfer-Encoding': 'chunked' }, pieces });
    expect(answer.status).toBe(413);
    expect(records()).toHaveLength(before);
    expect(printed).toHaveLength(printedBefore);
  });

  it.each([
    { label: 'JSON', type: 'application/json', body: JSON.stringify(lead('json')) },
    { label: 'urlencoded', type: 'application/x-www-form-urlencoded', body: new URLSearchParams(lead('urlencoded')).toString() },
    { label: 'plain text', type: 'text/plain', body: 'email=lead@example.com' },
    { label: 'multipart without a boundary', type: 'multipart/form-data', body: '--x\r\n' },
    { label: 'malformed multipart', type: 'multipart/form-data; boundary=zzz', body: 'not really multipart' },
    { label: 'an empty body without a type', type: undefined, body: undefined },
  ])('answers 400 JSON to a body that is not multipart ($label), records and prints nothing', async ({ type, body }) => {
    const before = records().length;
    const printedBefore = printed.length;
    const response = await fetch(relayUrl(), { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: 'false' });
    expect(records()).toHaveLength(before);
    expect(printed).toHaveLength(printedBefore);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers 405 to %s, naming the allowed methods', async (method) => {
    const response = await fetch(relayUrl(), { method, ...(method === 'GET' ? {} : { body: formOf(lead(method)) }) });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers a CORS preflight with 204, allowing a POST from any origin', async () => {
    const response = await fetch(relayUrl(), { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('cuts off a body that stalls with 408, and records nothing', async () => {
    const before = records().length;
    const { type, bytes } = await multipart(lead('stalled'));
    const started = Date.now();
    const answer = await post({
      headers: { 'Content-Type': type, 'Content-Length': bytes.length },
      pieces: [bytes.subarray(0, 100)],
      stall: true,
    });
    expect(answer.status).toBe(408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(BODY_TIMEOUT_MS + 3_000);
    expect(records()).toHaveLength(before);
  });

  it('cuts off a body that trickles in slower than the time-out allows', async () => {
    const { type, bytes } = await multipart(lead('trickle'));
    const answer = await new Promise<Answer>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: CAPTURE_RELAY_PATH, method: 'POST', headers: { 'Content-Type': type, 'Content-Length': bytes.length } });
      req.on('response', (res) => collect(res, resolve));
      req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      // A byte every 50 ms: never idle long, never finished in time (slowloris on the body).
      let sent = 0;
      const timer = setInterval(() => {
        if (req.destroyed || sent >= bytes.length) return clearInterval(timer);
        req.write(bytes.subarray(sent, ++sent));
      }, 50);
      req.on('close', () => clearInterval(timer));
    });
    expect(answer.status).toBe(408);
  });

  it('survives a client that disconnects mid-upload, recording nothing', async () => {
    const before = records().length;
    const { type, bytes } = await multipart(lead('aborted'));
    await post({ headers: { 'Content-Type': type, 'Content-Length': bytes.length }, pieces: [bytes.subarray(0, bytes.length / 2)], abort: true });
    // Past the body time-out: the abandoned request must not answer into a closed socket or crash.
    await new Promise((resolve) => setTimeout(resolve, BODY_TIMEOUT_MS + 200));
    expect(records()).toHaveLength(before);
  });

  it('never writes outside its data folder, whatever the fields, file names, headers or path say', async () => {
    const evil = '../../../../../../../../tmp/pwned';
    const fields: Record<string, string> = {
      ...lead('traversal'),
      firstName: evil,
      lastName: '..\\..\\..\\windows\\pwned',
      email: 'traversal@example.com/../../pwned',
      _subject: '../../pwned.jsonl',
      message: 'nul\u0000byte and %2e%2e%2f%2e%2e%2fpwned',
    };
    const form = formOf(fields);
    // A file part with a traversing file name, under a name a form has: the forms send no files, so none may reach the disk.
    form.append('policyNumber', new Blob(['PWNED-FILE']), '../../../pwned.txt');
    const headers = { 'X-Forwarded-For': evil, 'X-Original-URL': evil, Referer: `http://127.0.0.1/${evil}`, 'User-Agent': evil };
    const response = await fetch(relayUrl(), { method: 'POST', body: form, headers });
    expect(response.status).toBe(200);
    const record = records().at(-1)!;
    expect(record.fields.firstName).toBe(evil);
    expect(record.fields).not.toHaveProperty('policyNumber');
    // Field names no form has are refused (src/relay/leadCaps.ts), before anything is written.
    for (const name of [evil, '%2e%2e%2fpwned', 'name\u0000.jsonl']) {
      const refused = await fetch(relayUrl(), { method: 'POST', body: formOf({ ...lead('traversal-name'), [name]: 'value' }), headers });
      expect(refused.status, name).toBe(400);
    }

    // Traversal in the request path never reaches the relay (exact path match) nor writes anything.
    for (const path of [`${CAPTURE_RELAY_PATH}/../../pwned`, `${CAPTURE_RELAY_PATH}%2f..%2f..%2fpwned`, `/relay/../relay/submit/..%2f..%2fpwned`]) {
      const { type, bytes } = await multipart(lead('path'));
      const answer = await post({ path, headers: { 'Content-Type': type, 'Content-Length': bytes.length }, pieces: [bytes] });
      expect(answer.status, path).not.toBe(200);
    }

    // The database (and its WAL files), and the outbox's .eml files named by lead id: nothing else, nowhere else.
    await relay.flush();
    const files = filesUnder(root);
    expect(files.filter((file) => !file.startsWith('data/outbox/'))).toEqual(['data/relay.sqlite', 'data/relay.sqlite-shm', 'data/relay.sqlite-wal', 'dist/404.html', 'dist/es/404.html', 'dist/index.html']);
    expect(files.filter((file) => file.startsWith('data/outbox/')).every((file) => /^data\/outbox\/[0-9a-f-]{36}\.office\.eml$/.test(file))).toBe(true);
    expect(files.filter((file) => file.startsWith('data/outbox/')).map((file) => readFileSync(join(root, file), 'utf8')).join('')).not.toContain('PWNED-FILE');
  });

  // 200 commits, each on the disk before its answer (synchronous=FULL): seconds on a busy machine.
  it('stores 200 concurrent submissions as exactly 200 intact leads, and prints 200 summaries', async () => {
    const before = records().length;
    const printedBefore = printed.length;
    const sent = Array.from({ length: 200 }, (_, n) => lead(`c${n}`));
    const responses = await Promise.all(sent.map((fields) => fetch(relayUrl(), { method: 'POST', body: formOf(fields) })));
    expect(responses.map((response) => response.status)).toEqual(sent.map(() => 200));

    const added = records().slice(before);
    expect(added).toHaveLength(200);
    const byEmail = new Map(added.map((record) => [record.fields.email, record]));
    expect(byEmail.size).toBe(200);
    for (const fields of sent) {
      const record = byEmail.get(fields.email)!;
      expect(Object.keys(record.fields).sort()).toEqual(Object.keys(fields).sort());
      expect(record.fields).toEqual(fields);
      expect(record.subject).toBe(`Send us a message (Policy Question): Maria ${fields.lastName}`);
    }
    expect(printed.slice(printedBefore)).toHaveLength(200);
  }, 30_000);

  it('keeps serving while a stalled upload is pending', async () => {
    const { type, bytes } = await multipart(lead('pending'));
    const stalled = post({ headers: { 'Content-Type': type, 'Content-Length': bytes.length }, pieces: [bytes.subarray(0, 10)], stall: true });
    const response = await fetch(relayUrl(), { method: 'POST', body: formOf(lead('meanwhile')) });
    expect(response.status).toBe(200);
    expect((await stalled).status).toBe(408);
  });

  it('answers garbage on the socket without crashing', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`POST ${CAPTURE_RELAY_PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
      setTimeout(() => socket.destroy(), 2_000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('the HTML door: a form the browser posted by itself (no script)', () => {
  const formUrl = () => `http://127.0.0.1:${port}${CAPTURE_FORM_PATH}`;
  const site = () => `http://127.0.0.1:${port}`;
  const lead = (next: string) => ({
    firstName: 'Ana',
    email: 'ana@example.com',
    policyAgreement: 'true',
    _subject: 'Contact Form',
    _captcha: 'false',
    _honey: '',
    _next: next,
  });
  const send = (body: FormData | URLSearchParams) => fetch(formUrl(), { method: 'POST', body, redirect: 'manual' });

  it('records a multipart post and answers 303 to the same-site _next, as a path', async () => {
    const before = records().length;
    const answer = await send(formOf(lead(`${site()}/thanks`)));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/thanks');
    const recorded = records();
    expect(recorded).toHaveLength(before + 1);
    expect(recorded.at(-1)!.fields).toEqual(lead(`${site()}/thanks`));
    // The fields of no one form: the office's subject is the relay's own, never the posted `_subject` (src/relay/formOf.ts).
    expect(recorded.at(-1)!.subject).toBe('Website form: Ana');
  });

  it('records a urlencoded post the same way', async () => {
    const before = records().length;
    const answer = await send(new URLSearchParams(lead('/thanks')));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/thanks');
    expect(records()).toHaveLength(before + 1);
    expect(records().at(-1)!.fields.firstName).toBe('Ana');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'javascript:alert(1)',
    'http://127.0.0.1:1/thanks',
  ])('records the lead but does not follow _next %s (never an open redirect)', async (next) => {
    const before = records().length;
    const answer = await send(formOf(lead(next)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('Thank you, your request was recorded.');
    expect(records()).toHaveLength(before + 1);
  });

  it('turns a same-site _next that starts with two slashes into a path on this site', async () => {
    const answer = await send(formOf(lead(`${site()}//evil.example/phish`)));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/evil.example/phish');
  });

  it('answers a body of another type with a 400 page and records nothing', async () => {
    const before = records().length;
    const answer = await fetch(formUrl(), { method: 'POST', body: '{"firstName":"Ana"}', headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(records()).toHaveLength(before);
  });

  it('keeps the ajax door JSON-only: a urlencoded post there is refused', async () => {
    const answer = await fetch(relayUrl(), { method: 'POST', body: new URLSearchParams(lead('/thanks')) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: 'false', message: 'Expected multipart/form-data' });
  });
});

describe('sameSiteRedirect', () => {
  it.each([
    ['http://127.0.0.1:4173/thanks', '127.0.0.1:4173', '/thanks'],
    ['/thanks?from=form', '127.0.0.1:4173', '/thanks?from=form'],
    ['https://www.prairiepoint.example/thanks', 'www.prairiepoint.example', '/thanks'],
    ['https://www.prairiepoint.example/thanks', '127.0.0.1:4173', undefined],
    ['//evil.example/', '127.0.0.1:4173', undefined],
    ['', '127.0.0.1:4173', undefined],
    ['/thanks', undefined, undefined],
  ])('%s on host %s → %s', (next, host, expected) => {
    expect(sameSiteRedirect(next, host)).toBe(expected);
  });
});

describe('summarize', () => {
  const fields = Object.entries({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', sourcePage: '/service', sourceCampaign: 'google / cpc / spring-auto', _subject: 'Policy Change Request - add-vehicle', _template: 'table' });

  it('names the lead by its id, its form, its door and its field count: never a name, an address or any other text the visitor sent', () => {
    const line = summarize({ id: 'lead-1', form: 'policyChange', door: 'ajax', spam: 0, spam_reason: null }, fields);
    expect(line).toBe('[lead relay] lead-1 stored: policyChange, ajax door, 3 fields');
    for (const [, value] of fields) expect(line).not.toContain(value);
  });

  it("says why a lead was held as spam, in the relay's own words", () => {
    const line = summarize({ id: 'lead-2', form: null, door: 'form', spam: 1, spam_reason: 'rate: address' }, [['firstName', 'Evil\r\nName\u001b[31m']]);
    expect(line).toBe('[lead relay] lead-2 stored: unrecognised form, form door, 1 field, spam: rate: address');
  });
});
