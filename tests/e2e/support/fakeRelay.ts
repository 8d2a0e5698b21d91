/**
 * A fake form relay for the browser tests, on 127.0.0.1. It records every
 * submission and answers as each test asks. Tests run in parallel, so both
 * the records and the behaviour are keyed by the submission's `email` field:
 * every test posts with its own address.
 *
 *   POST /ajax/<anything>          a submission by the script (multipart), answered per mode
 *   POST /<anything else>          a form the browser posted by itself: recorded, then
 *                                  303 to its `_next`, as FormSubmit's HTML endpoint does
 *   PUT  /__control/mode           {"key": email, "mode": Mode}
 *   GET  /__control/requests?key=  the recorded submissions for a key
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** ok | refuse (HTTP 200, success "false") | status:<code> | delay:<ms> | hang | drop | cors */
export type Mode = string;

export interface RecordedSubmission {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Field names in the order they were sent (duplicates show twice). */
  fieldNames: string[];
  fields: Record<string, string>;
  receivedAt: number;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

async function parseMultipart(req: IncomingMessage, body: Buffer) {
  const request = new Request('http://relay.local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: new Uint8Array(body),
  });
  const form = await request.formData();
  const fieldNames: string[] = [];
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    fieldNames.push(name);
    fields[name] = typeof value === 'string' ? value : `[file ${value.name}]`;
  }
  return { fieldNames, fields };
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
};

function json(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = cors) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(data));
}

export function createFakeRelay() {
  const modes = new Map<string, Mode>();
  const records = new Map<string, RecordedSubmission[]>();
  const hanging = new Set<ServerResponse>();

  async function submission(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    let parsed: { fieldNames: string[]; fields: Record<string, string> };
    try {
      parsed = await parseMultipart(req, body);
    } catch {
      return json(res, 400, { success: 'false', message: 'not multipart' });
    }
    const key = parsed.fields.email ?? '';
    const list = records.get(key) ?? [];
    list.push({ method: req.method!, path: req.url!, headers: req.headers, ...parsed, receivedAt: Date.now() });
    records.set(key, list);

    if (!req.url!.startsWith('/ajax/')) {
      res.writeHead(303, { Location: parsed.fields._next || '/' });
      return res.end();
    }

    const mode = modes.get(key) ?? 'ok';
    const [kind, arg] = mode.split(':');
    switch (kind) {
      case 'status':
        return json(res, Number(arg), { success: 'false', message: `fake relay answered ${arg}` });
      case 'refuse':
        // FormSubmit's answer before the office mailbox has activated the form.
        return json(res, 200, { success: 'false', message: 'This form needs Activation. We have sent you an email.' });
      case 'delay':
        return void setTimeout(() => json(res, 200, { success: 'true' }), Number(arg));
      case 'hang':
        hanging.add(res);
        return void res.on('close', () => hanging.delete(res));
      case 'drop':
        return void req.socket.destroy();
      case 'cors':
        return json(res, 200, { success: 'true' }, {});
      default:
        return json(res, 200, { success: 'true', message: 'The form was submitted successfully.' });
    }
  }

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === '/__control/mode' && req.method === 'PUT') {
      const { key, mode } = JSON.parse((await readBody(req)).toString()) as { key: string; mode: Mode };
      modes.set(key, mode);
      return json(res, 200, { key, mode });
    }
    if (url.pathname === '/__control/requests' && req.method === 'GET') {
      return json(res, 200, records.get(url.searchParams.get('key') ?? '') ?? []);
    }
    json(res, 404, { error: 'unknown control call' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://relay.local');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    const handle = url.pathname.startsWith('/__control/') ? control(req, res, url) : submission(req, res);
    handle.catch((error: unknown) => {
      console.error('fake relay error', error);
      if (!res.headersSent) json(res, 500, { error: 'fake relay failed' });
    });
  });
  server.on('close', () => hanging.forEach((res) => res.destroy()));
  return server;
}
