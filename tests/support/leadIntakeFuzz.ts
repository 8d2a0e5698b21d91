/**
 * The doors' intake, fuzzed (docs/testing.md, "Fuzzing the two doors"): the
 * second corpus of the relay fuzz (./relayFuzz.ts, which breaks the body's
 * framing), this one aimed at what a well-framed post carries: how many
 * fields (none to thousands), how long a name and a value are (empty to past
 * the body limit), and what bytes they hold: UTF-8 edge cases (non-BMP,
 * combining marks, U+FFFF), invalid UTF-8 (a lone continuation byte, a cut
 * sequence, overlong encodings such as C0 80 for NUL, surrogates, past
 * U+10FFFF), NUL and the other control characters, direction changers,
 * percent-encoding garbage in urlencoded bodies, and charset parameters on
 * the body, on a part, or as `_charset_`. Seeded and bounded in count and
 * time; each body on its own connection. It answers the counts, and the
 * caller reads what was stored from the relay's database.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { formDefinitions } from '../../src/formDefinitions/registry';
import { toPayload } from '../../src/forms/payload';
import { FIELD_CHARS } from '../../src/relay/leadCaps';
import { validValues } from './formFixtures';
import { sendBody, type RelayFuzzOptions } from './relayFuzz';

/** The corpus's seed, size and time (docs/testing.md): the same bodies for every runtime. */
export const INTAKE_FUZZ = { seed: 61, numRuns: 400, timeLimitMs: 120_000 };

/** Byte sequences worth putting in a name or a value. */
const EDGES: readonly Buffer[] = [
  // UTF-8 that is valid but unusual.
  'é',
  'e\u0301',
  '\u{1F600}',
  '\uFFFF',
  '\uFEFF',
  '\u2028',
  'ǅ',
  // Direction changers and invisible marks.
  '\u202E',
  '\u2066',
  '\u200B',
  '\u061C',
  // Control characters: NUL, the C0 set, DEL, C1 (as UTF-8).
  '\u0000',
  '\u0007',
  '\u001B[31m',
  '\r\n',
  '\r',
  '\t',
  '\u007F',
  '\u0085',
  '\u009B',
  // Characters that mean something to a header, a form or a CSV.
  '"',
  ';',
  '=',
  '&',
  '%',
  '+',
  '=cmd|',
  '<script>',
].map((text) => Buffer.from(text, 'utf8'));

/** Invalid UTF-8: what a decoder must replace, never pass on. */
const INVALID: readonly Buffer[] = [
  [0x80],
  [0xbf, 0x80],
  [0xc3],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0x80],
  [0xf0, 0x80, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xfe],
  [0xff],
  [0xff, 0xfe],
].map((bytes) => Buffer.from(bytes));

/** Percent-encoding as a careless or hostile client writes it (urlencoded bodies). */
const PERCENT_GARBAGE = ['%', '%%', '%G1', '%0', '%zz', '%C0%80', '%ED%A0%80', '%FF%FE', '%00', '%u0041', '+%2B+', '%25%'];

/** Each byte as urlencoded writes it: unreserved as itself, the rest as %XX (invalid UTF-8 stays invalid once decoded). */
const ESCAPED = Array.from({ length: 256 }, (_, byte) => (/[A-Za-z0-9*\-._]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`));

const CHARSETS = ['utf-8', 'UTF-8', '"utf-8"', 'iso-8859-1', 'windows-1252', 'utf-16', 'UTF-16LE', 'shift_jis', 'x-unknown', ''];

/** A piece of text: unusual, invalid, or plain. */
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGES) },
  { weight: 2, arbitrary: fc.constantFrom(...INVALID) },
  { weight: 3, arbitrary: fc.string({ maxLength: 12, unit: 'grapheme' }).map((text) => Buffer.from(text, 'utf8')) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 6 }).map((bytes) => Buffer.from(bytes)) },
);

/** Lengths, the usual ones often and the huge ones rarely (each costs its size on the wire, and in the relay). */
const lengths = (usual: readonly number[], rare: readonly number[]) =>
  fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...usual) }, { weight: 1, arbitrary: fc.constantFrom(...rare) });

/** Some pieces, repeated to a length: empty, a word, a paragraph, or past any sensible cap. */
const text = (length: fc.Arbitrary<number>) =>
  fc.record({ pieces: fc.array(piece, { maxLength: 4 }), length }).map(({ pieces, length: size }) => {
    const unit = Buffer.concat(pieces);
    return unit.length && size ? Buffer.alloc(size, unit) : Buffer.alloc(0);
  });

/** The names the contact form posts, relay's fields included: posts of these are read as a form's lead (the spam rules, the mail). */
const FORM_NAMES = Object.keys(toPayload(formDefinitions.contact, validValues(formDefinitions.contact)));

export interface IntakePost {
  door: string;
  contentType: string;
  body: Buffer;
  /** What the body was made of, for a failure's message. */
  shape: string;
}

/** A body no larger than about `budget` bytes: a count of fields that would pass it gets shorter values. */
export const intakePost = (doors: readonly string[], budget: number): fc.Arbitrary<IntakePost> =>
  fc
    .record({
      door: fc.constantFrom(...doors),
      encoding: fc.constantFrom('multipart', 'multipart', 'urlencoded'),
      count: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 12 }) }, { weight: 2, arbitrary: fc.constantFrom(30, 100) }, { weight: 1, arbitrary: fc.constantFrom(400, 2_000, 6_000) }),
      name: text(lengths([0, 1, 8, 12, 40], [300, 5_000])),
      value: text(lengths([0, 1, 20, 80, 200, 2_000], [40_000, 300_000, budget])),
      // The form's names only (past their number, each again), the form's then fuzzed ones, or fuzzed ones only.
      names: fc.constantFrom('form', 'form', 'form then fuzzed', 'fuzzed'),
      distinct: fc.boolean(),
      // A field the forms have: its value as made, or made as long as its cap (src/relay/leadCaps.ts) allows, or a byte more.
      fill: fc.constantFrom('as made', 'as made', 'to its cap', 'past its cap'),
      charset: fc.option(fc.constantFrom(...CHARSETS), { nil: undefined }),
      charsetWhere: fc.constantFrom('type', 'part', '_charset_'),
      garbage: fc.option(fc.constantFrom(...PERCENT_GARBAGE), { nil: undefined }),
    })
    .map(({ door, encoding, count, name, value, names, distinct, fill, charset, charsetWhere, garbage }) => {
      // Shorter names and values when the fields would not fit the budget: some bodies pass the body limit, none by megabytes.
      // (urlencoded writes most bytes of these as three: %XX)
      const perField = Math.floor(budget / (encoding === 'urlencoded' ? 3 : 1) / Math.max(count, 1));
      const shortName = name.subarray(0, Math.min(name.length, perField));
      const shortValue = value.subarray(0, Math.min(value.length, Math.max(0, perField - shortName.length - 90) + 8));
      const fieldName = (index: number) => {
        if (names === 'form' || (names === 'form then fuzzed' && index < FORM_NAMES.length)) return Buffer.from(FORM_NAMES[index % FORM_NAMES.length]);
        return distinct ? Buffer.concat([shortName, Buffer.from(String(index))]) : shortName;
      };
      // At its cap in bytes: as many characters once decoded when the bytes are ASCII, fewer otherwise (never more).
      const filled = (key: Buffer) => {
        const cap = FIELD_CHARS.get(key.toString('latin1'));
        // (only in posts of a form's size: a thousand fields at their caps would be megabytes, refused by their length alone)
        if (fill === 'as made' || cap === undefined || count > FORM_NAMES.length) return shortValue;
        const unit = shortValue.length ? shortValue.subarray(0, 16) : Buffer.from('x');
        return Buffer.alloc(fill === 'to its cap' ? cap : cap + 1, fill === 'to its cap' ? unit : 'x');
      };
      const fields = Array.from({ length: count }, (_, index) => fieldName(index)).map((key) => [key, filled(key)] as const);
      if (charset !== undefined && charsetWhere === '_charset_') fields.unshift([Buffer.from('_charset_'), Buffer.from(charset)]);
      const shape = `${encoding}, ${fields.length} fields (${names} names), name ${shortName.length} B, value ${fill === 'as made' ? `${shortValue.length} B` : fill}${charset !== undefined ? `, charset "${charset}" (${charsetWhere})` : ''}${garbage ? `, garbage ${garbage}` : ''}`;

      if (encoding === 'urlencoded') {
        const escape = (bytes: Buffer) => Array.from(bytes, (byte) => ESCAPED[byte]).join('');
        const pairs = fields.map(([key, val], index) => `${escape(key)}=${escape(val)}${garbage && index % 2 === 0 ? garbage : ''}`);
        const type = `application/x-www-form-urlencoded${charset !== undefined && charsetWhere === 'type' ? `; charset=${charset}` : ''}`;
        return { door, contentType: type, body: Buffer.from(pairs.join('&') + (garbage && !pairs.length ? garbage : ''), 'latin1'), shape };
      }
      const boundary = '----intake-fuzz-7MA4YWxkTrZu0gW';
      const partType = charset !== undefined && charsetWhere === 'part' ? `Content-Type: text/plain; charset=${charset}\r\n` : '';
      const parts = fields.map(([key, val]) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`), key, Buffer.from(`"\r\n${partType}\r\n`), val, Buffer.from('\r\n')]));
      const type = `multipart/form-data; ${charset !== undefined && charsetWhere === 'type' ? `charset=${charset}; ` : ''}boundary=${boundary}`;
      return { door, contentType: type, body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), shape };
    });

/** The same options as the door fuzz's: the relay's origin, its doors, its body limit, the seed and the bounds. */
export type IntakeFuzzOptions = RelayFuzzOptions;

export interface IntakeFuzzCounts {
  posted: number;
  /** Answered 5xx (the assertion fails at the first). */
  failed: number;
  /** Answered 4xx: refused, nothing stored. */
  refused: number;
  /** Answered as stored: 200, or 303 at the form door. */
  stored: number;
  /** Cut off unanswered: bodies past the body limit only. */
  cut: number;
  /** The largest body sent. */
  largestBody: number;
  /** Each body's status in order (0: cut off), with what it was made of: to compare runtimes. */
  answers: { status: number; shape: string }[];
}

/** Posts the corpus; no 5xx, whatever the body. */
export async function fuzzLeadIntake(options: IntakeFuzzOptions): Promise<IntakeFuzzCounts> {
  const counts: IntakeFuzzCounts = { posted: 0, failed: 0, refused: 0, stored: 0, cut: 0, largestBody: 0, answers: [] };
  await fc.assert(
    fc.asyncProperty(intakePost(options.doors, options.maxBodyBytes + 4_096), async (post) => {
      const answer = await sendBody(options.baseUrl, { door: post.door, method: 'POST', contentType: post.contentType, body: post.body });
      counts.posted++;
      counts.largestBody = Math.max(counts.largestBody, post.body.length);
      const what = `POST ${post.door} (${post.shape}; ${post.body.length} bytes)`;
      counts.answers.push({ status: answer?.status ?? 0, shape: what });
      if (!answer) {
        counts.cut++;
        expect(post.body.length, `${what}: the connection closed without an answer`).toBeGreaterThan(options.maxBodyBytes);
        return;
      }
      if (answer.status >= 500) counts.failed++;
      else if (answer.status >= 400) counts.refused++;
      else if (answer.status === 200 || answer.status === 303) counts.stored++;
      expect(answer.status, what).toBeLessThan(500);
    }),
    { seed: options.seed, numRuns: options.numRuns, interruptAfterTimeLimit: options.timeLimitMs, markInterruptAsFailure: true },
  );
  return counts;
}

/** What the fields stored as a lead's `fields` column hold at their largest (each stored lead read back from the database). */
export function storedExtremes(rows: readonly { fields: string }[]) {
  const extremes = { leads: rows.length, bytes: 0, fields: 0, nameLength: 0, valueLength: 0 };
  for (const row of rows) {
    const fields = JSON.parse(row.fields) as [string, string][];
    extremes.bytes = Math.max(extremes.bytes, Buffer.byteLength(row.fields));
    extremes.fields = Math.max(extremes.fields, fields.length);
    for (const [name, value] of fields) {
      extremes.nameLength = Math.max(extremes.nameLength, name.length);
      extremes.valueLength = Math.max(extremes.valueLength, value.length);
    }
  }
  return extremes;
}

/** "[fuzz] node: 400 bodies, 0 5xx, 312 refused 4xx, 88 stored, largest stored lead 3.1 KB (…)". */
export function intakeLine(runtime: string, counts: IntakeFuzzCounts, extremes: ReturnType<typeof storedExtremes>): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return (
    `[fuzz] ${runtime}: ${counts.posted} bodies (largest ${kb(counts.largestBody)}), ${counts.failed} 5xx, ${counts.refused} refused 4xx, ${counts.cut} cut off past the limit, ${counts.stored} stored; ` +
    `largest stored lead ${kb(extremes.bytes)}, at most ${extremes.fields} fields, a name of ${extremes.nameLength} and a value of ${extremes.valueLength} characters`
  );
}
