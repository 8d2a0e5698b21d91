/**
 * The capture relay of `npm start` (PRODUCT.md section 5): accepts the same
 * multipart POST as the real form-to-e-mail relay, answers 200 JSON, appends
 * each submission as one JSON line to <dataDir>/submissions.jsonl and prints
 * a one-line summary, so every form can be tried locally without e-mail.
 *
 * Guards: bodies over 1 MB get 413 (reading stops), a body still incomplete
 * after 10 s gets 408 (slow or stalled uploads), anything that is not
 * multipart gets 400, other methods 405. It writes one file, in its data
 * folder, and nowhere else.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';

/** Same-origin path the `npm start` build posts to. */
export const CAPTURE_RELAY_PATH = '/relay/submit';
export const CAPTURE_FILE = 'submissions.jsonl';
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TIMEOUT_MS = 10_000;

export interface CaptureRelayOptions {
  /** Folder of the JSON Lines file (created on first write). */
  dataDir: string;
  maxBytes?: number;
  /** How long the whole body may take to arrive. */
  bodyTimeoutMs?: number;
  /** Where the one-line summaries go. */
  log?: (line: string) => void;
}

export interface CapturedSubmission {
  receivedAt: string;
  subject: string;
  fields: Record<string, string>;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
};

function json(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...extra });
  res.end(text);
}

class TooLarge extends Error {}
class TimedOut extends Error {}

/** Reads the body, giving up (without buffering the rest) once it passes `max` bytes or `timeoutMs`. */
function readBody(req: IncomingMessage, max: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const giveUp = (error: Error) => {
      clearTimeout(timer);
      req.removeAllListeners('data');
      req.pause();
      reject(error);
    };
    const timer = setTimeout(() => giveUp(new TimedOut()), timeoutMs);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) giveUp(new TooLarge());
      else chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    req.on('error', giveUp);
  });
}

async function parseFields(contentType: string, body: Buffer): Promise<Record<string, string>> {
  const form = await new Request('http://capture.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  const fields: Record<string, string> = {};
  // Text fields only: the forms send no files, and a file never reaches the disk.
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** A one-line, terminal-safe summary (control characters removed, long values cut). */
export function summarize(submission: CapturedSubmission): string {
  const clean = (text: string, max: number) => {
    const flat = text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  };
  const { fields } = submission;
  const who = [fields.firstName, fields.lastName].filter(Boolean).join(' ') || fields.businessName || '';
  const from = [who, fields.email ? `<${fields.email}>` : ''].filter(Boolean).join(' ');
  const count = Object.keys(fields).filter((name) => !name.startsWith('_')).length;
  return `[capture relay] ${submission.receivedAt} "${clean(submission.subject, 80)}"${from ? ` from ${clean(from, 80)}` : ''} (${count} fields)`;
}

export function createCaptureRelay({ dataDir, maxBytes = MAX_BODY_BYTES, bodyTimeoutMs = BODY_TIMEOUT_MS, log = console.log }: CaptureRelayOptions) {
  const file = join(resolve(dataDir), CAPTURE_FILE);
  // Appends run one after another, so concurrent submissions never interleave.
  let writes: Promise<unknown> = Promise.resolve();
  const append = (line: string) => {
    writes = writes.then(async () => {
      await mkdir(resolve(dataDir), { recursive: true });
      await appendFile(file, line, 'utf8');
    });
    return writes;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'POST') return json(res, 405, { success: 'false', message: 'Use POST' }, { Allow: 'POST, OPTIONS' });

    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
      req.resume();
      return json(res, 400, { success: 'false', message: 'Expected multipart/form-data' });
    }
    // Answer, then close the connection instead of reading the rest of the upload.
    const refuse = (status: number, message: string) => {
      if (req.socket.destroyed) return;
      json(res, status, { success: 'false', message }, { Connection: 'close' });
      res.on('finish', () => req.socket.destroy());
    };
    const tooLarge = () => refuse(413, 'Submission too large');
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) return tooLarge();

    let fields: Record<string, string>;
    try {
      fields = await parseFields(contentType, await readBody(req, maxBytes, bodyTimeoutMs));
    } catch (error) {
      if (error instanceof TooLarge) return tooLarge();
      if (error instanceof TimedOut) return refuse(408, 'Submission timed out');
      // The visitor's connection broke mid-upload: nobody is left to answer.
      if (req.socket.destroyed) return;
      return json(res, 400, { success: 'false', message: 'Malformed multipart body' });
    }

    const submission: CapturedSubmission = { receivedAt: new Date().toISOString(), subject: fields._subject ?? '', fields };
    await append(`${JSON.stringify(submission)}\n`);
    log(summarize(submission));
    json(res, 200, { success: 'true', message: 'The form was submitted successfully.' });
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[capture relay] could not record a submission:', error instanceof Error ? error.message : error);
      if (!res.headersSent) json(res, 500, { success: 'false', message: 'Could not record the submission' });
    });
  };
}
