// @vitest-environment node
/**
 * The bundled server's paths, fuzzed (docs/testing.md, "Fuzzing the two
 * doors"): a bounded corpus generated with a fixed seed from the pieces an
 * attacker combines (percent-encodings in both cases, overlong UTF-8, dot
 * segments, double slashes, backslashes, control characters, the host files'
 * names, the probes of an open redirect), each sent as raw bytes on a socket
 * so that no client tidies it first. Whatever the path: no 5xx, no file from
 * outside dist/, no Location that leaves the site.
 */
import type { Server } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../../src/server/siteServer';
import { listenOnLoopback } from '../../support/loopback';
import { fixtureSite, SECRET } from '../../support/siteFixture';

/** The corpus's size and seed, and the time it may take (docs/testing.md gives the counts). */
export const PATH_FUZZ = { seed: 54, numRuns: 1500, timeLimitMs: 60_000 };

let server: Server;
let port: number;
const origin = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  server = createSiteServer({ dist: fixtureSite().dist, site: { relayEndpoint: 'https://relay.example/ajax/x' } });
  ({ port } = await listenOnLoopback(server));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface RawAnswer {
  status: number;
  location?: string;
  body: string;
}

/** One request with the path as raw bytes (latin1: each char one byte); the answer's status, Location and body. */
function rawGet(path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1')));
    let answer = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer for ${JSON.stringify(path)}`)));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      if (!status) return reject(new Error(`not an HTTP answer for ${JSON.stringify(path)}: ${JSON.stringify(answer.slice(0, 80))}`));
      const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
      resolve({ status, location: /\r\nlocation: ([^\r\n]*)/i.exec(head)?.[1], body: answer.slice(head.length + 4) });
    });
  });
}

/** Each piece a path is made of. */
const piece = fc.oneof(
  // Names of the site, of its host files, of what lies beside dist/.
  fc.constantFrom('about', 'es', 'services', 'auto', 'assets', 'admin', 'app-abc123.js', '_headers', '_redirects', 'secret.txt', 'evil.com', '404.html', 'index.html'),
  // Dot segments, plain and encoded (both cases, double-encoded, overlong UTF-8).
  fc.constantFrom('.', '..', '%2e', '%2E%2E', '.%2e', '%252e%252e', '%c0%ae%c0%ae', '%e0%80%ae'),
  // Slashes and backslashes, encoded or not, overlong.
  fc.constantFrom('/', '//', '\\', '%2f', '%2F', '%5c', '%5C', '%255c', '%c0%af', '%e0%80%af', '%5f', '%5F'),
  // Control characters (raw and encoded), a NUL, high bytes, stray and malformed escapes.
  fc.constantFrom('\t', '\x01', '\x7f', '%00', '%0d%0a', '%09', '\xff', '\xc3\xa9', '%', '%zz', '%E0%A4%A', '?', '#', ';'),
  // Anything else printable.
  fc.string({ minLength: 1, maxLength: 6, unit: fc.constantFrom(...'abcXYZ09-_.~!$&\'()*+,;=:@'.split('')) }),
);

/** A path: "/" and up to 12 pieces, sometimes a trailing slash and a query, now and then over the length limit. */
const path = fc
  .tuple(fc.array(piece, { maxLength: 12 }), fc.boolean(), fc.option(fc.constantFrom('?x=1', '?next=//evil.com', '?a=%2F%2Fevil.com'), { nil: '' }), fc.nat({ max: 40 }))
  .map(([pieces, trailing, query, long]) => `/${pieces.join('')}${trailing ? '/' : ''}${long === 0 ? 'a'.repeat(3000) : ''}${query}`);

describe('the bundled server, on a generated corpus of hostile paths', () => {
  it(`answers every one without a 5xx, a file from outside dist/ or a redirect off the site (seed ${PATH_FUZZ.seed}, ${PATH_FUZZ.numRuns} paths)`, async () => {
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(path, async (candidate) => {
        const { status, location, body } = await rawGet(candidate);
        sent++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, candidate).toBeLessThan(500);
        expect(body, candidate).not.toContain(SECRET);
        if (location !== undefined) {
          expect(status, candidate).toBeGreaterThanOrEqual(300);
          expect(new URL(location, origin()).origin, `${candidate} → ${location}`).toBe(origin());
          // What a browser does with it: the same origin, whatever it strips (tabs, newlines) or turns (\ into /).
          expect(location, candidate).toMatch(/^\/(?![/\\])/);
        }
      }),
      { seed: PATH_FUZZ.seed, numRuns: PATH_FUZZ.numRuns, interruptAfterTimeLimit: PATH_FUZZ.timeLimitMs, markInterruptAsFailure: true },
    );
    expect(sent).toBe(PATH_FUZZ.numRuns);
    // The corpus reaches every kind of answer: pages, redirects, not found, refusals.
    for (const status of [200, 308, 404, 400]) expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0);
  }, 90_000);
});
