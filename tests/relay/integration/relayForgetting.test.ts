// @vitest-environment node
/**
 * Forgetting is forgetting (docs/relay.md, "The lead relay:
 * forgetting"). The Node relay run as `npm start` runs it (src/server/main.ts
 * in a process of its own, its data folder with the outbox of .eml files,
 * everything it prints captured to a file in that folder): a lead with an
 * e-mail address no other lead has, deleted through the office's inbox
 * (signed in), is found nowhere in the data folder once the deletion is
 * answered: every byte of the database, its WAL, the outbox and the log,
 * as UTF-8, UTF-16 and base64 (tests/support/textInFiles.ts); the lead was
 * in the database file itself (the server restarted in between), the
 * deletion's pages in the WAL. Then two more leads, one in the file and one
 * in the WAL when the server is killed (`kill -9`) with a half-written
 * message left in the outbox, and the server started again a retention
 * period later (its clock moved: tests/integration/support/movedClock.ts): retention deletes
 * both at start, the unfinished file is swept, and neither address is found.
 *
 * On the Worker (workerd, a local D1), what can be tested: the lead's rows
 * gone after the inbox's delete, the Worker's log without the address, and
 * D1 refusing `PRAGMA secure_delete` (what Cloudflare keeps is written in
 * docs/architecture.md, not tested here).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../../src/relay/app';
import { DATABASE_FILE, OUTBOX_DIR } from '../../../src/relay/node/nodeRelay';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { retentionMonthsOf } from '../../../src/relay/settings';
import { BUILT_SITE_FILE, builtSiteJson } from '../../../src/distContract/builtSite';
import { validValues } from '../../support/formFixtures';
import { startMailApiReceiver } from '../../support/mailApiReceiver';
import { OFFICE } from '../../support/officeAccount';
import { fixtureSite } from '../../support/siteFixture';
import { foundSummary, textInFiles } from '../../support/textInFiles';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { stopAll } from '../../support/stopAll';

const root = resolve(import.meta.dirname, '../../..');
const MONTHS = retentionMonthsOf({});

/** An address no other lead has: its local part is looked for too, so a message that splits the address is still caught. */
function uniqueVisitor(label: string) {
  const token = `forget-${label}-${randomBytes(6).toString('hex')}`;
  return { token, email: `${token}@example.com` };
}

/** A contact message from that address, asking for the visitor's confirmation too (an .eml to the visitor). */
function contactForm(email: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), email })) body.append(name, value);
  return body;
}

/**
 * Every place the address is still written under `dir`, whole or in part: its local part alone, which no other
 * text has, is found wherever the address is, and also where a message folded or encoded it in two pieces.
 */
function traces(dir: string, visitor: { token: string; email: string }) {
  const found = textInFiles(dir, visitor.token);
  if (!found.length) expect(textInFiles(dir, visitor.email)).toEqual([]);
  return found;
}

/** A free port on 127.0.0.1 for the server (main.ts listens on PORT). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
};

describe('the Node relay as npm start runs it', () => {
  const work = mkdtempSync(join(tmpdir(), 'relay-forget-'));
  const dataDir = join(work, 'data');
  const outbox = join(dataDir, OUTBOX_DIR);
  const logFile = join(dataDir, 'server.log');
  let origin: string;
  let port: number;
  let dist: string;
  let server: ChildProcess | undefined;
  let cookie: string;

  const logText = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  /** src/server/main.ts in its own process, printing into the data folder's log; resolves once it listens. */
  async function startServer(clockAheadMs = 0) {
    const from = logText().length;
    const log = openSync(logFile, 'a');
    const preload = clockAheadMs ? ['--import', './tests/integration/support/movedClock.ts'] : [];
    const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_DIST: dist,
        DATA_DIR: dataDir,
        SMTP_URL: '',
        RELAY_WEBHOOK_URL: '',
        OFFICE_EMAIL: OFFICE.email,
        OFFICE_PASSWORD: OFFICE.password,
        CLOCK_AHEAD_MS: String(clockAheadMs),
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    server = child;
    let exited = false;
    child.once('exit', () => (exited = true));
    await until(() => {
      if (exited) throw new Error(`the server exited:\n${logText().slice(from)}`);
      return logText().slice(from).includes('Site running at');
    }, 'the server to listen');
    return child;
  }

  async function stopServer(signal: 'SIGTERM' | 'SIGKILL') {
    const exited = new Promise((done) => server!.once('exit', done));
    server!.kill(signal);
    await exited;
  }

  async function signIn() {
    const answer = await fetch(`${origin}/office/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ email: OFFICE.email, password: OFFICE.password }).toString(),
    });
    expect(answer.status).toBe(303);
    cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
  }

  const office = (path: string, init: RequestInit = {}) => fetch(`${origin}/office/api${path}`, { ...init, headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', ...init.headers } });

  /** Posts the lead and waits until the outbox has written both its messages. */
  async function postDelivered(email: string): Promise<string> {
    const answer = await fetch(`${origin}${RELAY_AJAX_PATH}`, { method: 'POST', body: contactForm(email) });
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    await until(async () => {
      const lead = (await (await office(`/leads/${id}`)).json()) as { deliveries: { state: string }[] };
      return lead.deliveries.length === 2 && lead.deliveries.every((delivery) => delivery.state === 'delivered');
    }, 'the lead to be delivered');
    return id;
  }

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    ({ dist } = fixtureSite());
    // The folder the log is captured into, as `npm start > .data/server.log` would.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dist, BUILT_SITE_FILE), builtSiteJson({ relayEndpoint: RELAY_AJAX_PATH, relayFormAction: RELAY_FORM_PATH, siteOrigin: origin, scriptHashes: [] }));
  });
  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server!.once('exit', done));
    }
    rmSync(work, { recursive: true, force: true });
  });

  it("a lead deleted in the office's inbox: its e-mail address is found nowhere in the data folder (database, WAL, outbox, log) when the deletion is answered", async () => {
    await startServer();
    await signIn();
    const visitor = uniqueVisitor('inbox');
    const id = await postDelivered(visitor.email);
    expect(readdirSync(outbox).filter((file) => file.startsWith(`${id}.`))).toHaveLength(2);
    // A stop writes the WAL into the database file: the lead is in the file itself, as older leads are.
    await stopServer('SIGTERM');
    await startServer();
    await signIn();

    // The search finds what is there: the lead in the database file and in both messages.
    const before = traces(dataDir, visitor);
    expect(before.some(({ file }) => file === DATABASE_FILE)).toBe(true);
    expect(before.filter(({ file }) => file.startsWith(`${OUTBOX_DIR}/`)).length).toBeGreaterThan(0);

    const deleted = await office(`/leads/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const after = traces(dataDir, visitor);
    console.log(`[forget] node, inbox delete: the address before: ${foundSummary(before)}; after: ${foundSummary(after)}`);
    expect(after, foundSummary(after)).toEqual([]);
    expect(readdirSync(outbox).filter((file) => file.startsWith(`${id}.`))).toEqual([]);
    // The log names the lead by its id.
    expect(logText()).toContain(id);
    expect((await office(`/leads/${id}`)).status).toBe(404);
  }, 120_000);

  it('two leads deleted by retention, one in the database file and one in the WAL, after a kill -9 left a half-written message in the outbox: swept at start, neither address found', async () => {
    const inFile = uniqueVisitor('retention-file');
    const inWal = uniqueVisitor('retention-wal');
    const ids = [await postDelivered(inFile.email)];
    await stopServer('SIGTERM');
    await startServer();
    await signIn();
    ids.push(await postDelivered(inWal.email));
    // What a kill mid-write leaves: the message under the transport's hidden draft name (src/relay/node/transports.ts).
    const draft = join(outbox, `.${crypto.randomUUID()}.part`);
    copyFileSync(join(outbox, `${ids[1]}.office.eml`), draft);
    const before = [traces(dataDir, inFile), traces(dataDir, inWal)];
    expect(before[0].some(({ file }) => file === DATABASE_FILE)).toBe(true);
    expect(before[1].some(({ file }) => file === `${DATABASE_FILE}-wal`), 'the second lead is in the WAL when the server is killed').toBe(true);
    await stopServer('SIGKILL');

    // A retention period and a month later: the start's retention run deletes both.
    const logged = logText().length;
    await startServer((MONTHS + 1) * 31 * 24 * 60 * 60_000);
    await until(() => /\[lead relay\] retention: 2 leads deleted/.test(logText().slice(logged)), 'the retention run');
    expect(existsSync(draft)).toBe(false);
    // Counted in the log, not by listing hidden names: at this start, a month on, the alarms' own messages
    // (still open, the silence) are being written under hidden draft names of their own.
    expect(logText().slice(logged)).toContain(`[lead relay] 1 unfinished file swept from ${outbox}`);

    const after = [traces(dataDir, inFile), traces(dataDir, inWal)];
    console.log(
      `[forget] node, retention after kill -9: the addresses before: ${before.map(foundSummary).join(' | ')}; after: ${after.map(foundSummary).join(' | ')}; data folder ${readdirSync(dataDir)
        .map((file) => `${file} ${statSync(join(dataDir, file)).size} B`)
        .join(', ')}`,
    );
    expect(after, after.map(foundSummary).join(' | ')).toEqual([[], []]);
    await signIn();
    for (const id of ids) expect((await office(`/leads/${id}`)).status).toBe(404);
  }, 120_000);
});

describe('the Worker on D1', () => {
  const SITE = 'http://www.prairiepoint.example';
  let worker: WorkerRelay<RelayDatabase>;
  let mailApi: Awaited<ReturnType<typeof startMailApiReceiver>>;

  beforeAll(async () => {
    mailApi = await startMailApiReceiver();
    worker = await startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'forget-test-key', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } });
  }, 120_000);
  afterAll(() => stopAll(worker, mailApi));

  it("a lead deleted in the office's inbox: its rows gone from D1, the Worker's log never named the visitor; D1 refuses secure_delete", async () => {
    const visitor = uniqueVisitor('worker');
    const encoded = new Response(contactForm(visitor.email));
    const answer = await worker.fetch(`${SITE}${RELAY_AJAX_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': encoded.headers.get('content-type')!, 'CF-Connecting-IP': '203.0.113.61' },
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
    const { id } = (await answer.json()) as { id: string };
    await until(async () => (await worker.db.selectFrom('deliveries').select('state').where('lead_id', '=', id).execute()).filter((row) => row.state === 'delivered').length === 2, 'the Worker to deliver');

    const signedIn = await worker.fetch(`${SITE}/office/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': '203.0.113.62' },
      body: new URLSearchParams({ email: OFFICE.email, password: OFFICE.password }).toString(),
    });
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
    const deleted = await worker.fetch(`${SITE}/office/api/leads/${id}`, { method: 'DELETE', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } });
    expect(deleted.status).toBe(200);

    const rows = {
      leads: (await worker.db.selectFrom('leads').select('id').where('id', '=', id).execute()).length,
      deliveries: (await worker.db.selectFrom('deliveries').select('id').where('lead_id', '=', id).execute()).length,
      attempts: (await sql<{ n: number }>`select count(*) as n from attempts where delivery_id not in (select id from deliveries)`.execute(worker.db)).rows[0].n,
    };
    expect(rows).toEqual({ leads: 0, deliveries: 0, attempts: 0 });
    // The Worker's log (Cloudflare keeps it in its logs) names the lead by its id, never the visitor.
    expect(worker.output.some((line) => line.includes(id))).toBe(true);
    expect(worker.output.filter((line) => line.includes(visitor.token))).toEqual([]);
    // What the Worker cannot do on D1: overwrite what a deletion leaves (docs/relay.md, "The lead relay: forgetting").
    await expect(sql`PRAGMA secure_delete = ON`.execute(worker.db)).rejects.toThrow(/not authorized/);
    console.log(`[forget] worker: lead ${id} deleted, 0 rows left in leads, deliveries, attempts; the log names it ${worker.output.filter((line) => line.includes(id)).length} time(s), the visitor 0; D1 refuses PRAGMA secure_delete (SQLITE_AUTH)`);
  });
});
