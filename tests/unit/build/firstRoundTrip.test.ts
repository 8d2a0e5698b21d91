// @vitest-environment node
/**
 * The site check of a page's first round trip (tests/support/firstRoundTrip.ts):
 * red on a page that links its stylesheet in the head, on one without its
 * critical CSS, on one that links none and inlines only part of it, and on a
 * compressed twin written before the CSS went in.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstRoundTrip } from '../../support/firstRoundTrip';

const dist = mkdtempSync(join(tmpdir(), 'first-round-trip-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const LINK = '<link rel="stylesheet" href="/assets/index.css">';
const STYLESHEET = '.a{color:red}.b{color:blue}\n';
const INLINED = `<!doctype html><html><head><style>.a{color:red}</style></head><body><p class="a">Hi</p>${LINK}</body></html>`;
const WHOLE = `<!doctype html><html><head><style>.a{color:red}.b{color:blue}</style></head><body><p class="a">Hi</p></body></html>`;
const BLOCKING = `<!doctype html><html><head>${LINK}</head><body><p class="a">Hi</p></body></html>`;

function built(name: string, html: string, compressed = html) {
  writeFileSync(join(dist, name), html);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(compressed));
  return name;
}

describe('firstRoundTrip', () => {
  it('passes a page with its critical CSS inline and its stylesheet at the end of the body, and weighs its brotli twin', () => {
    const { brotli, problems } = firstRoundTrip(dist, built('good.html', INLINED), STYLESHEET);
    expect(problems).toEqual([]);
    expect(brotli).toBe(brotliCompressSync(INLINED).length);
  });

  it('passes a page with the whole stylesheet inline and no link, and names one that links none and inlines only part of it', () => {
    expect(firstRoundTrip(dist, built('whole.html', WHOLE), STYLESHEET).problems).toEqual([]);
    expect(firstRoundTrip(dist, built('part.html', INLINED.replace(LINK, '')), STYLESHEET).problems).toEqual(['links no stylesheet, and inlines only part of it']);
  });

  it('names a stylesheet linked in the head, and the missing inline CSS', () => {
    expect(firstRoundTrip(dist, built('blocking.html', BLOCKING), STYLESHEET).problems).toEqual([
      `links a render-blocking stylesheet: ${LINK}`,
      'has no critical CSS inline in its head',
    ]);
  });

  it('names a compressed twin that is not the page as written', () => {
    expect(firstRoundTrip(dist, built('stale.html', INLINED, BLOCKING), STYLESHEET).problems).toEqual(['stale.html.br is not the page as written']);
  });
});
