/**
 * Reading a post on web standards (Node and Workers alike): the body
 * stops at `maxBytes` (413) or `timeoutMs` (408) without buffering the rest,
 * and the form's text fields are kept in the order sent. A lead is the
 * form's fields (src/relay/leadCaps.ts; docs/forms.md, "The lead relay"): a
 * post past a cap, with a field no form has or a field twice, or with
 * nothing filled in, is refused with what is wrong.
 */
import { visibleMarks } from '../lib/visibleMarks';
import { FIELD_CHARS, isVisitorField, LEAD_CAPS } from './leadCaps';

/** The body's cap: the largest real post with its margin (src/relay/leadCaps.ts). */
export const MAX_BODY_BYTES = LEAD_CAPS.bodyBytes;
export const BODY_TIMEOUT_MS = 10_000;

/** A post the relay refuses, with the status it answers. */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 405 | 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Every text field as sent: `[name, value]` in order (the forms send no files; a file is dropped). */
export type Fields = [name: string, value: string][];

const MULTIPART = /^multipart\/form-data;\s*boundary=/i;
const URLENCODED = /^application\/x-www-form-urlencoded(;|$)/i;

export async function readBody(request: Request, maxBytes: number, timeoutMs: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new Refusal(413, 'Submission too large');
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Refusal(408, 'Submission timed out')), timeoutMs);
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    // Stop reading: the rest of the upload is never buffered.
    reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The fields of a post. The script always sends multipart; a browser posting
 * a form by itself (the form door) may send either encoding.
 */
export async function readFields(request: Request, door: 'ajax' | 'form', maxBytes = MAX_BODY_BYTES, timeoutMs = BODY_TIMEOUT_MS): Promise<Fields> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!MULTIPART.test(contentType) && !(door === 'form' && URLENCODED.test(contentType))) {
    throw new Refusal(400, door === 'form' ? 'Expected a form post' : 'Expected multipart/form-data');
  }
  const body = await readBody(request, maxBytes, timeoutMs);
  let form: FormData;
  try {
    form = await new Request('http://relay.local/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
  } catch {
    throw new Refusal(400, door === 'form' ? 'Malformed form body' : 'Malformed multipart body');
  }
  return leadFieldsOf(form);
}

/** A field's name in a refusal: marked (src/lib/visibleMarks.ts), and short. */
const quoted = (name: string) => `"${visibleMarks(name.slice(0, LEAD_CAPS.nameChars), { oneLine: true })}"`;

/** The text fields of a parsed post, or the Refusal of the first cap it passes (src/relay/leadCaps.ts). */
export function leadFieldsOf(form: FormData): Fields {
  const fields: Fields = [];
  const seen = new Set<string>();
  let count = 0;
  for (const [name, value] of form.entries()) {
    if (++count > LEAD_CAPS.fields) throw new Refusal(413, `Too many fields: a form has at most ${LEAD_CAPS.fields}`);
    if (name.length > LEAD_CAPS.nameChars) throw new Refusal(400, `A field name is too long: ${quoted(name)}`);
    const chars = FIELD_CHARS.get(name);
    if (chars === undefined) throw new Refusal(400, `No form has a field named ${quoted(name)}`);
    if (seen.has(name)) throw new Refusal(400, `The field ${quoted(name)} was sent twice`);
    seen.add(name);
    // The forms send no files: a file is dropped.
    if (typeof value !== 'string') continue;
    if (value.length > chars) throw new Refusal(413, `The field ${quoted(name)} is too long: at most ${chars.toLocaleString('en-US')} characters`);
    fields.push([name, value]);
  }
  if (!fields.some(([name, value]) => isVisitorField(name) && value.trim() !== '')) throw new Refusal(400, 'Nothing was filled in');
  return fields;
}

/** The first value sent under `name`, or ''. */
export const valueOf = (fields: Fields, name: string) => fields.find(([key]) => key === name)?.[1] ?? '';
