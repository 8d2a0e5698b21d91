/**
 * Reading a post on web standards (Node and Workers alike): the body
 * stops at `maxBytes` (413) or `timeoutMs` (408) without buffering the rest,
 * and the form's text fields are kept in the order sent.
 */

export const MAX_BODY_BYTES = 1024 * 1024;
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
  const fields: Fields = [];
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields.push([name, value]);
  return fields;
}

/** The first value sent under `name`, or ''. */
export const valueOf = (fields: Fields, name: string) => fields.find(([key]) => key === name)?.[1] ?? '';
