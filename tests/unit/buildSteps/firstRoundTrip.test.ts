// @vitest-environment node
/**
 * The site check of a page's first round trip (tests/support/firstRoundTrip.ts):
 * red on a page that links its stylesheet in the head, on one without its
 * critical CSS, on one that inlines only part of it and defers nothing, on
 * deferred rules that are missing or out of the stylesheet's order, on a page
 * that gives a visitor without script no stylesheet, and on a compressed twin
 * written before the CSS went in.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstRoundTrip } from '../../support/firstRoundTrip';

const dist = mkdtempSync(join(tmpdir(), 'first-round-trip-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const LINK = '<link rel="stylesheet" href="/assets/index.css">';
const STYLESHEET = '.a{color:red}.b{color:blue}\n';
const DEFERRED = '<style data-deferred-css="/assets/deferred-css-1.json">.a{color:red}</style>';
const INLINED = `<!doctype html><html><head>${DEFERRED}</head><body><p class="a">Hi</p><noscript>${LINK}</noscript></body></html>`;
const WHOLE = `<!doctype html><html><head><style>.a{color:red}.b{color:blue}</style></head><body><p class="a">Hi</p></body></html>`;
const BLOCKING = `<!doctype html><html><head>${LINK}</head><body><p class="a">Hi</p></body></html>`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/deferred-css-1.json'), JSON.stringify(['', '.b{color:blue}']));
writeFileSync(join(dist, 'assets/deferred-css-2.json'), JSON.stringify(['.b{color:blue}', '']));

function built(name: string, html: string, compressed = html) {
  writeFileSync(join(dist, name), html);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(compressed));
  return name;
}

describe('firstRoundTrip', () => {
  it('passes a page with the rules it uses inline and the others deferred, and weighs its brotli twin', () => {
    const { brotli, problems, deferred } = firstRoundTrip(dist, built('good.html', INLINED), STYLESHEET);
    expect(problems).toEqual([]);
    expect(deferred).toBe(true);
    expect(brotli).toBe(brotliCompressSync(INLINED).length);
  });

  it('passes a page with the whole stylesheet inline, and names one that inlines only part of it and defers nothing', () => {
    expect(firstRoundTrip(dist, built('whole.html', WHOLE), STYLESHEET)).toMatchObject({ problems: [], deferred: false });
    expect(firstRoundTrip(dist, built('part.html', INLINED.replace(DEFERRED, '<style>.a{color:red}</style>')), STYLESHEET).problems).toEqual([
      'inlines only part of the stylesheet, and defers none of it',
    ]);
  });

  it('names deferred rules that are not in the build, or that do not make the stylesheet in its order', () => {
    expect(firstRoundTrip(dist, built('lost.html', INLINED.replace('-1.json', '-9.json')), STYLESHEET).problems).toEqual([
      'defers its other rules to assets/deferred-css-9.json, which is not in the build',
    ]);
    expect(firstRoundTrip(dist, built('order.html', INLINED.replace('-1.json', '-2.json')), STYLESHEET).problems).toEqual([
      'its inline rules and assets/deferred-css-2.json do not make the stylesheet, in its order',
    ]);
  });

  it('names a page with deferred rules that links no stylesheet for a visitor without script', () => {
    expect(firstRoundTrip(dist, built('noscript.html', INLINED.replace(`<noscript>${LINK}</noscript>`, '')), STYLESHEET).problems).toEqual([
      'defers rules to its script, and links no stylesheet for a visitor without script',
    ]);
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
