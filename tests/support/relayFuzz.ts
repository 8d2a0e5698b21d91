/**
 * The relay's door, fuzzed (docs/testing.md, "Fuzzing the two doors"): a
 * bounded corpus of request bodies generated with a fixed seed (malformed
 * multipart, a boundary that does not match, parts without headers or cut
 * short, files where text is expected, huge fields, urlencoded garbage, JSON,
 * no type at all; `_next` set to every way of naming another site) posted to
 * a relay at `baseUrl`. Whatever the body: no 5xx, and no Location that
 * leaves the site. It names only a base URL and the doors' paths, so the same
 * fuzz runs against the lead relay on Node (src/relay/node/, in the bundled
 * server) and on any other runtime of src/relay/.
 */
import { request } from 'node:http';
import fc from 'fast-check';
import { expect } from 'vitest';

/** The corpus's size and seed, and the time it may take (docs/testing.md gives the counts): the same bodies for every runtime. */
export const RELAY_FUZZ = { seed: 54, numRuns: 300, timeLimitMs: 60_000 };

export interface RelayFuzzOptions {
  /** The relay's origin, as the site's pages post to it (http://127.0.0.1:…). */
  baseUrl: string;
  /** The doors' paths: the script's (multipart, JSON answers) and the browser's (form posts, a redirect to `_next`). */
  doors: readonly string[];
  /** The relay's body limit: a body over it may be cut off without an answer (the relay closes the connection). */
  maxBodyBytes: number;
  seed: number;
  numRuns: number;
  timeLimitMs: number;
}

/** Every way of naming another site a redirect could be tricked into, and this site's own pages. */
const NEXT_VALUES = [
  '//evil.com/',
  '/\\evil.com',
  '\\\\evil.com',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '\t//evil.com',
  ' //evil.com',
  'https://evil.com/thanks',
  'http://evil.com@127.0.0.1/thanks',
  'https:evil.com',
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  '/thanks',
  '/es/thanks?x=1',
  'thanks',
  '',
];

const FIELD_NAMES = ['_next', '_subject', '_honey', '_captcha', 'email', 'firstName', 'lastName', 'phone', 'message', 'sourcePage', 'sourceCampaign', 'x', '', 'a'.repeat(300), 'na"me', 'ñame\u0000'];

/** A text value: short, unusual, or huge (past the body limit now and then). */
const value = (maxBodyBytes: number) =>
  fc.oneof(
    { weight: 24, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 12, arbitrary: fc.constantFrom(...NEXT_VALUES) },
    { weight: 8, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
    // Rare, as each costs a megabyte on the wire.
    { weight: 1, arbitrary: fc.constantFrom(1_000, 100_000, maxBodyBytes + 1).map((size) => 'x'.repeat(size)) },
  );

interface Part {
  name: string;
  value: string;
  /** A file where the relay expects text. */
  filename?: string;
  /** The part's header block left out, or its name unquoted. */
  shape: 'plain' | 'no-headers' | 'unquoted';
}

const part = (maxBodyBytes: number) =>
  fc.record({
    name: fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })),
    value: value(maxBodyBytes),
    filename: fc.option(fc.constantFrom('photo.jpg', '../../etc/passwd', 'x.html', ''), { nil: undefined }),
    shape: fc.constantFrom('plain', 'plain', 'plain', 'no-headers', 'unquoted'),
  }) as fc.Arbitrary<Part>;

/** A multipart body of these parts, well formed or broken in one of the ways a client (or an attacker) breaks it. */
function multipart(parts: Part[], boundary: string, ending: 'closed' | 'open' | 'cut' | 'garbage'): Buffer {
  const chunks = parts.map(({ name, value: text, filename, shape }) => {
    const disposition = shape === 'unquoted' ? `form-data; name=${name}` : `form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}`;
    const head = shape === 'no-headers' ? '' : `Content-Disposition: ${disposition}\r\n${filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : ''}`;
    return `--${boundary}\r\n${head}\r\n${text}\r\n`;
  });
  const body = chunks.join('') + { closed: `--${boundary}--\r\n`, open: '', cut: `--${boundary}`, garbage: '\u0000\u00ff--\r\n' }[ending];
  const bytes = Buffer.from(body, 'utf8');
  return ending === 'cut' ? bytes.subarray(0, Math.max(0, bytes.length - 7)) : bytes;
}

/**
 * The contact form's own field names (a lead is a form's fields: src/relay/leadCaps.ts), some of them, each
 * with a fuzzed value: the bodies the relay may take as a lead, so the corpus reaches its stored answers too.
 */
const FORM_NAMES = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'policyAgreement', 'sourcePage', 'sourceCampaign', '_subject', '_captcha', '_honey', '_template'];
const formParts = (maxBodyBytes: number) =>
  fc
    .subarray(FORM_NAMES, { minLength: 1 })
    .chain((names) => fc.tuple(...names.map((name) => value(maxBodyBytes).map((text): Part => ({ name, value: text, shape: 'plain' })))));

export interface Post {
  door: string;
  method: string;
  contentType?: string;
  body: Buffer;
}

const post = ({ doors, maxBodyBytes }: RelayFuzzOptions): fc.Arbitrary<Post> =>
  fc
    .record({
      door: fc.constantFrom(...doors),
      method: fc.constantFrom('POST', 'POST', 'POST', 'POST', 'PUT', 'GET', 'OPTIONS'),
      parts: fc.oneof({ weight: 2, arbitrary: fc.array(part(maxBodyBytes), { maxLength: 8 }) }, { weight: 1, arbitrary: formParts(maxBodyBytes) }),
      // Half the bodies say where to go next, as every form posted without script does.
      next: fc.option(fc.constantFrom(...NEXT_VALUES), { nil: undefined }),
      boundary: fc.constantFrom('----fuzz', 'x', 'a'.repeat(70), '"quoted"', ''),
      declared: fc.constantFrom('same', 'same', 'same', 'other', 'none', 'urlencoded', 'urlencoded', 'json', 'text', 'absent'),
      ending: fc.constantFrom('closed', 'closed', 'open', 'cut', 'garbage'),
    })
    .map(({ door, method, parts: fields, next, boundary, declared, ending }) => {
      const parts: Part[] = next === undefined ? fields : [{ name: '_next', value: next, shape: 'plain' }, ...fields];
      if (declared === 'urlencoded') {
        const text = parts.map(({ name, value: field }) => `${encodeURIComponent(name)}=${ending === 'garbage' ? field.replace(/./g, '%') : encodeURIComponent(field)}`).join('&');
        return { door, method, contentType: 'application/x-www-form-urlencoded', body: Buffer.from(text) };
      }
      if (declared === 'json') return { door, method, contentType: 'application/json', body: Buffer.from(JSON.stringify(Object.fromEntries(parts.map((p) => [p.name, p.value])))) };
      const body = multipart(parts, boundary || '----fuzz', ending);
      const contentType = {
        same: `multipart/form-data; boundary=${boundary}`,
        other: 'multipart/form-data; boundary=not-the-one-used',
        none: 'multipart/form-data',
        text: 'text/plain',
        absent: undefined,
      }[declared];
      return { door, method, contentType, body };
    });

export interface Answer {
  status: number;
  location?: string;
}

/** Posts the body as it is (its own Content-Length); undefined when the relay closed the connection without an answer. Also ./leadIntakeFuzz.ts's. */
export function sendBody(baseUrl: string, { door, method, contentType, body }: Post): Promise<Answer | undefined> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      // A connection of its own for each body, so that one body's fate (a connection cut under an oversized
      // upload) never decides the next one's: miniflare's front of workerd, where the Worker is fuzzed, does not
      // reliably answer a post sent down a connection whose last upload was cut.
      { host: hostname, port, path: door, method, agent: false, headers: { ...(contentType !== undefined && { 'Content-Type': contentType }), 'Content-Length': body.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
        res.on('error', () => resolve({ status: res.statusCode!, location: res.headers.location }));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to a ${method} of ${body.length} bytes on ${door}`)));
    req.on('error', (error: NodeJS.ErrnoException) => (['ECONNRESET', 'EPIPE'].includes(error.code ?? '') ? resolve(undefined) : reject(error)));
    req.end(body);
  });
}

/** Runs the fuzz; resolves with how many bodies were posted and the statuses they got. */
export async function fuzzRelayBodies(options: RelayFuzzOptions): Promise<{ posted: number; statuses: Map<number, number> }> {
  const origin = new URL(options.baseUrl).origin;
  let posted = 0;
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(post(options), async (candidate) => {
      const answer = await sendBody(options.baseUrl, candidate);
      posted++;
      const what = `${candidate.method} ${candidate.door} (${candidate.contentType ?? 'no type'}, ${candidate.body.length} bytes)`;
      if (!answer) {
        // Only a body past the limit may be cut off unanswered.
        expect(candidate.body.length, `${what}: the connection closed without an answer`).toBeGreaterThan(options.maxBodyBytes);
        return;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, what).toBeLessThan(500);
      if (answer.location !== undefined) {
        expect(new URL(answer.location, origin).origin, `${what} → ${answer.location}`).toBe(origin);
        // A path: one slash, never two or a backslash (which browsers read as another host).
        if (!/^[a-z][a-z\d+.-]*:/i.test(answer.location)) expect(answer.location, what).toMatch(/^\/(?![/\\])/);
      }
    }),
    { seed: options.seed, numRuns: options.numRuns, interruptAfterTimeLimit: options.timeLimitMs, markInterruptAsFailure: true },
  );
  return { posted, statuses };
}
