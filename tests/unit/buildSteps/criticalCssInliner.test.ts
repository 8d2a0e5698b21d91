// @vitest-environment node
/**
 * The critical-CSS step (src/buildSteps/prerender/criticalCssInliner.ts) on a small page: the
 * whole stylesheet inline while the page stays within one round trip;
 * past it, the runs of the stylesheet the page uses, and the rules Beasties
 * cannot match by itself (selectors of pseudo-classes alone), go inline in
 * its head, one <style> per run, and the runs between them into a file the
 * first <style> names; without script the stylesheet's link comes in a
 * <noscript> at the end of the body. No stylesheet holds the first paint,
 * and the rest of the page is left byte for byte.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CARRIED_RUN_STEPS, criticalCssInliner, DEFERRED_CSS, FIRST_ROUND_TRIP_BYTES, headStylesheets, templateStylesheet } from '../../../src/buildSteps/prerender/criticalCssInliner';
import { rejoined } from '../../../src/buildSteps/prerender/splitStylesheet';
import { RewriteError } from '../../../src/buildSteps/rewrites/replaceOnce';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-Gh4.css">';
const WITHOUT_SCRIPT = `<noscript>${LINK}</noscript>`;
/** What tells Vite's preload helper the stylesheet is on the page, without a request. */
const MARKER = '<link type="text/x-inline-css" rel="stylesheet" crossorigin href="/assets/index-Gh4.css">';
const page = (link = LINK) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <script type="module" async data-app="/assets/index-Ab1.js">addEventListener('load',()=>import('/assets/index-Ab1.js'))</script>
    ${link}
  </head>
  <body>
    <div id="root"><main class="grid used"><a class="text-link" href="/">Home</a><svg><use href="/assets/icons.svg#x"></use></svg></main></div>
  </body>
</html>
`;
const STYLESHEET = [
  '.used{color:red}',
  '.unused{color:blue}',
  '.text-link:hover{color:green}',
  ':where(.grid){grid-template-columns:minmax(0,1fr)}',
  ':focus-visible{outline:3px solid #1d5a96}',
  '@media (min-width:1024px){.used{color:navy}.unused{color:teal}}',
].join('\n');

const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/index-Gh4.css'), STYLESHEET);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('criticalCssInliner', () => {
  it('puts the whole stylesheet in a <style> in place of the link while the page stays within one round trip, and links it only inert', async () => {
    const { html, deferred } = await criticalCssInliner(dist, templateStylesheet(page()))(page(), 'index.html');
    expect(html).toBe(page(`<style>${STYLESHEET}</style>`).replace('</div>\n  </body>', `</div>\n    ${MARKER}\n  </body>`));
    expect(deferred).toBeUndefined();
    expect(brotliCompressSync(html).length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  it('falls back to the runs the page uses for a page that would be past one round trip with all of it', async () => {
    const bytes = brotliCompressSync(page(`<style>${STYLESHEET}</style>`).replace('</div>\n  </body>', `</div>\n    ${MARKER}\n  </body>`)).length;
    const { html } = await criticalCssInliner(dist, templateStylesheet(page()), bytes - 1)(page(), 'index.html');
    expect(html).not.toContain('.unused');
    expect((await criticalCssInliner(dist, templateStylesheet(page()), bytes)(page(), 'index.html')).html).toContain(`<style>${STYLESHEET}</style>`);
  });

  // Past the round trip: the page's own rules (Beasties), in the stylesheet's order.
  const inline = criticalCssInliner(dist, templateStylesheet(page()), 0);

  it('puts each run of rules the page uses in a <style> of its own, the first naming the file of the runs between them', async () => {
    const { html, deferred } = await inline(page(), 'index.html');
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toEqual([
      '.used{color:red}',
      '.text-link:hover{color:green}:where(.grid){grid-template-columns:minmax(0,1fr)}:focus-visible{outline:3px solid #1d5a96}@media (min-width:1024px){.used{color:navy}}',
    ]);
    expect(deferred!.file).toMatch(/^assets\/deferred-css-[\w-]{10}\.json$/);
    const runs = JSON.parse(deferred!.json) as string[];
    expect(runs).toEqual(['', '.unused{color:blue}', '@media (min-width:1024px){.unused{color:teal}}']);
    // Put back together, the stylesheet as written: the cascade is the stylesheet's.
    expect(rejoined({ inline: styles, deferred: runs })).toBe(STYLESHEET.replaceAll('\n', ''));
    expect(html).toBe(
      page(`<style ${DEFERRED_CSS}="/${deferred!.file}">${styles[0]}</style><style>${styles[1]}</style>`).replace(
        '</div>\n  </body>',
        `</div>\n    ${MARKER}\n    ${WITHOUT_SCRIPT}\n  </body>`,
      ),
    );
    expect(headStylesheets(html)).toEqual([]);
  });

  it('keeps the selectors made of pseudo-classes alone, which Beasties cannot match against the page', async () => {
    const { html } = await inline(page(), 'index.html');
    expect(html).toContain(':where(.grid){grid-template-columns:minmax(0,1fr)}');
    expect(html).toContain(':focus-visible{outline:3px solid #1d5a96}');
  });

  it('carries inline the short runs the page does not use, as many as the round trip allows: fewer <style>s to put in', async () => {
    // Rules no page uses, 600 characters at the end of the stylesheet: past every step.
    const long = Array.from({ length: 30 }, (_, index) => `.long-${index}{margin:${index}px}`).join('');
    writeFileSync(join(dist, 'assets/long-Gh4.css'), `${STYLESHEET}\n${long}`);
    const link = LINK.replace('index-Gh4', 'long-Gh4');
    const whole = brotliCompressSync(page(`<style>${STYLESHEET}\n${long}</style>`)).length;
    const { html, deferred } = await criticalCssInliner(dist, templateStylesheet(page(link)), whole - 1)(page(link), 'index.html');
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    // `.unused{color:blue}` comes inline, and the two runs around it are one; `.unused{color:teal}` and the long rules are one run, past every step.
    expect(styles).toEqual([STYLESHEET.replaceAll('\n', '').replace('.unused{color:teal}', '')]);
    expect(JSON.parse(deferred!.json)).toEqual(['', `@media (min-width:1024px){.unused{color:teal}}${long}`]);
    expect(CARRIED_RUN_STEPS.at(-1)).toBe(0);
  });

  it('stops the build, naming the page, when the page does not hold the template\'s link', async () => {
    await expect(inline(page('<link rel="stylesheet" href="/assets/other.css">'), 'about.html')).rejects.toThrow(
      /criticalCssInliner \(src\/buildSteps\/prerender\/criticalCssInliner\.ts\): expected the stylesheet link .* in about\.html exactly once, found it 0 times/,
    );
  });
});

describe('templateStylesheet', () => {
  it("names the template's one stylesheet link and its file", () => {
    expect(templateStylesheet(page())).toEqual({ tag: LINK, href: '/assets/index-Gh4.css' });
  });

  it('stops the build when the template links no stylesheet, or more than one', () => {
    expect(() => templateStylesheet(page(''))).toThrow(RewriteError);
    expect(() => templateStylesheet(page(`${LINK}\n    <link rel="stylesheet" href="/assets/more.css">`))).toThrow(/found 2/);
  });
});

describe('headStylesheets', () => {
  it('finds the links that hold the first paint, not a print stylesheet nor one in the body', () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"><link href="/b.css" rel=stylesheet><link rel="stylesheet" media="print" href="/c.css"><link rel="preload" as="style" href="/d.css"></head><body><link rel="stylesheet" href="/e.css"></body></html>`;
    expect(headStylesheets(html)).toEqual(['<link rel="stylesheet" href="/a.css">', '<link href="/b.css" rel=stylesheet>']);
  });
});
