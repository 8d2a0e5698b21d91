/**
 * The capture relay of `npm start`: accepts the same POSTs as the real
 * form-to-e-mail relay, appends each submission as one JSON line to
 * <dataDir>/submissions.jsonl and prints a one-line summary, so every form
 * can be tried locally without e-mail. Like FormSubmit it has two doors
 * (docs/forms.md, "The relay"):
 *   - the ajax endpoint (CAPTURE_RELAY_PATH), which the script posts to:
 *     multipart only, answered with JSON;
 *   - the HTML endpoint (CAPTURE_FORM_PATH, the forms' `action`), which the
 *     browser posts to by itself when no script runs: multipart or
 *     urlencoded, answered with 303 to `_next` when that is a page of this
 *     same site, and with a short page of its own otherwise (never an open
 *     redirect).
 *
 * Guards: bodies over 1 MB get 413 (reading stops), a body still incomplete
 * after 10 s gets 408 (slow or stalled uploads), a body of another type gets
 * 400, other methods 405. It writes one file, in its data folder, and
 * nowhere else.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { htmlEndpointOf } from '../config/relay';
import { SOURCE_FIELDS } from '../forms/leadSource';

/** Same-origin ajax endpoint the `npm start` build posts to (shaped like FormSubmit's). */
export const CAPTURE_RELAY_PATH = '/relay/ajax/submit';
/** Its HTML endpoint: the `npm start` build's form `action`. */
export const CAPTURE_FORM_PATH = htmlEndpointOf(CAPTURE_RELAY_PATH);
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
  /** Which door: the script's JSON endpoint (default) or the browser's HTML one. */
  door?: 'ajax' | 'form';
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

/** A short page for the browser's own post (the HTML door). */
function page(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Capture relay</title><p>${message}</p><p><a href="/">Back to the site</a></p></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), ...extra });
  res.end(html);
}

/**
 * Where to send the visitor after an HTML post: `_next` when it is a page of
 * the site that received the post (the request's own host), as a path, so
 * that the answer can never point at another site.
 */
export function sameSiteRedirect(next: string | undefined, host: string | undefined): string | undefined {
  if (!next || !host) return undefined;
  let url: URL;
  try {
    url = new URL(next, `http://${host}`);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== host) return undefined;
  // One leading slash: "//other.example" would be a link to another host.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
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

const MULTIPART = /^multipart\/form-data;\s*boundary=/i;
const URLENCODED = /^application\/x-www-form-urlencoded(;|$)/i;

async function parseFields(contentType: string, body: Buffer): Promise<Record<string, string>> {
  const form = await new Request('http://capture.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  const fields: Record<string, string> = {};
  // Text fields only: the forms send no files, and a file never reaches the disk.
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** A one-line, terminal-safe summary: subject, sender, where the lead came from (control characters removed, long values cut). */
export function summarize(submission: CapturedSubmission): string {
  const clean = (text: string, max: number) => {
    const flat = text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  };
  const { fields } = submission;
  const who = [fields.firstName, fields.lastName].filter(Boolean).join(' ') || fields.businessName || '';
  const from = [who, fields.email ? `<${fields.email}>` : ''].filter(Boolean).join(' ');
  // What the visitor filled in: not the relay's own fields (_subject...), nor where the lead came from.
  const count = Object.keys(fields).filter((name) => !name.startsWith('_') && !(SOURCE_FIELDS as readonly string[]).includes(name)).length;
  const source = [fields.sourcePage ? ` via ${clean(fields.sourcePage, 80)}` : '', fields.sourceCampaign ? ` (campaign ${clean(fields.sourceCampaign, 80)})` : ''].join('');
  return `[capture relay] ${submission.receivedAt} "${clean(submission.subject, 80)}"${from ? ` from ${clean(from, 80)}` : ''}${source} (${count} fields)`;
}

/**
 * Appends to one file run one after another, even from both doors, so
 * concurrent submissions never interleave; a failed write does not stop the next.
 */
const queues = new Map<string, Promise<unknown>>();
function inTurn(file: string, write: () => Promise<void>): Promise<void> {
  const turn = (queues.get(file) ?? Promise.resolve()).catch(() => {}).then(write);
  queues.set(file, turn);
  return turn;
}

export function createCaptureRelay({
  dataDir,
  maxBytes = MAX_BODY_BYTES,
  bodyTimeoutMs = BODY_TIMEOUT_MS,
  log = console.log,
  door = 'ajax',
}: CaptureRelayOptions) {
  const file = join(resolve(dataDir), CAPTURE_FILE);
  const append = (line: string) =>
    inTurn(file, async () => {
      await mkdir(resolve(dataDir), { recursive: true });
      await appendFile(file, line, 'utf8');
    });

  const html = door === 'form';
  /** The answer to a post that was not recorded, in the door's own language. */
  const fail = (res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) =>
    html ? page(res, status, `Not recorded: ${message}.`, extra) : json(res, status, { success: 'false', message }, extra);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'POST') return fail(res, 405, 'Use POST', { Allow: 'POST, OPTIONS' });

    const contentType = req.headers['content-type'] ?? '';
    // A browser posting a form by itself may send either encoding; the script always sends multipart.
    if (!MULTIPART.test(contentType) && !(html && URLENCODED.test(contentType))) {
      req.resume();
      return fail(res, 400, html ? 'Expected a form post' : 'Expected multipart/form-data');
    }
    // Answer, then close the connection instead of reading the rest of the upload.
    const refuse = (status: number, message: string) => {
      if (req.socket.destroyed) return;
      fail(res, status, message, { Connection: 'close' });
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
      return fail(res, 400, html ? 'Malformed form body' : 'Malformed multipart body');
    }

    const submission: CapturedSubmission = { receivedAt: new Date().toISOString(), subject: fields._subject ?? '', fields };
    await append(`${JSON.stringify(submission)}\n`);
    log(summarize(submission));
    if (!html) return json(res, 200, { success: 'true', message: 'The form was submitted successfully.' });
    const next = sameSiteRedirect(fields._next, req.headers.host);
    if (next) {
      res.writeHead(303, { Location: next, 'Content-Length': 0 });
      return res.end();
    }
    page(res, 200, 'Thank you, your request was recorded.');
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[capture relay] could not record a submission:', error instanceof Error ? error.message : error);
      if (!res.headersSent) fail(res, 500, 'Could not record the submission');
    });
  };
}
