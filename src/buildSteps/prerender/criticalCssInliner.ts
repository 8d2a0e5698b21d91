/**
 * First paint in one round trip (docs/architecture.md, "Before the script"):
 * the stylesheet every page links (about 42 KB, 7 KB brotli) would hold the
 * first paint until it has arrived. Each prerendered page gets its CSS in a
 * <style> in its head, in place of the stylesheet's link:
 *
 * - the whole stylesheet, when the page still arrives in one round trip with
 *   it (FIRST_ROUND_TRIP_BYTES of brotli, as served): nothing more to fetch,
 *   which is what the bench's limit copy does (docs/performance.md, "The
 *   first paint": a link, even at the end of the body, is a request on the
 *   first paint's path, and costs LCP a round trip in the lab). The body ends with the stylesheet's link
 *   marked `type="text/x-inline-css"` (INLINED), a type no browser fetches (HTML: a link
 *   whose type is not a styling language it supports is not fetched;
 *   `disabled` is, by Chrome): Vite's preload helper looks for a link to the
 *   stylesheet before a form's chunk loads, and without one would link it
 *   again (a second copy, and the whole page restyled);
 * - otherwise the rules that page's HTML uses, as Beasties computes them, in
 *   the stylesheet's order: the stylesheet is cut into the runs the page uses,
 *   one <style> each in the head, and the runs between them, written to a
 *   file of the page's own (`/assets/deferred-css-….json`, named by the first
 *   <style>'s `data-deferred-css`; splitStylesheet.ts). Once the page has
 *   painted, the boot module (src/entry-boot.ts) puts each of those runs in a
 *   <style> at its place, so the document holds the whole stylesheet in its
 *   order, and the browser restyles only what those rules name: none of it is
 *   on the page. The app starts after that, so what it adds (a form's errors,
 *   the crowded bar) finds its rules. The body ends with the INLINED link as
 *   above, and, for a visitor without script, the stylesheet's link in a
 *   <noscript>: it comes after every inline rule, whole, so the order is
 *   again the stylesheet's. The whole stylesheet linked at the end of the body
 *   was the step before: when it arrived the browser restyled the whole page
 *   (every rule it holds names something on the page), 40-100 ms at 4x CPU
 *   after the first paint, the Lighthouse blocking time of these pages
 *   (docs/performance.md, "The first paint"). A page the office lengthens
 *   falls back to this by itself.
 *
 * No inline event handler and no script of its own loads anything (Beasties'
 * `media` and `swap` strategies need a handler, its `js` strategy an inline
 * script): the boot module is already there, so the Content-Security-Policy
 * allows no inline script but its hash.
 *
 * Beasties only computes: it re-serialises the documents it reads (attribute
 * names lower-cased, an attribute on <html>), so the page is edited here
 * instead, through ../rewrites/replaceOnce.ts, which stops the build when the template's
 * stylesheet link is not where it was.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { brotliSize } from './precompress';
import { replaceOnce, RewriteError } from '../rewrites/replaceOnce';
import { splitStylesheet } from './splitStylesheet';

const STEP = 'criticalCssInliner (src/buildSteps/prerender/criticalCssInliner.ts)';

/** A new TCP connection's first window: 10 segments of 1460 bytes (RFC 6928). */
export const FIRST_WINDOW_BYTES = 14_600;

/**
 * The most a page's response headers take as the bundled server sends them
 * (HTTP/1.1, the Content-Security-Policy most: src/distContract/securityHeaders.ts).
 * They were 1,031 bytes on 2026-11-26; tests/unit/server/siteServer.test.ts
 * fails when they outgrow this, so the threshold below moves with them.
 */
export const PAGE_HEADER_BYTES = 1_100;

/**
 * A page's HTML as served (brotli bytes) that still arrives in the first
 * window with its headers: 13,500. Not gzip: the bundled server and the
 * static hosts answer browsers with the brotli twin (precompress.ts).
 */
export const FIRST_ROUND_TRIP_BYTES = FIRST_WINDOW_BYTES - PAGE_HEADER_BYTES;

/**
 * Selectors made of pseudo-classes alone: `:focus-visible`, `:where(.grid)`,
 * `:where(img.photo)`, `::backdrop`. Beasties strips pseudo-classes with
 * their arguments before matching a selector against the page, so these
 * leave nothing to match and would be left out: the focus ring, the grid's
 * single column and the photo's box would change when the stylesheet
 * arrives. They are few and short; every page keeps them.
 */
export const PSEUDO_ONLY_SELECTOR = /^(?:::?[\w-]+(?:\([^()]*\))?)+$/;

/** The stylesheet links of a page's head, the ones that hold its first paint (a link whose media never matches aside). */
export function headStylesheets(html: string): string[] {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\srel="?stylesheet\b/i.test(tag) && !/\smedia="?(print|not all)"?/i.test(tag) && !tag.includes(`type="${INLINED}"`));
}

/** The one stylesheet link of Vite's page template, as written, and the file it names. */
export function templateStylesheet(template: string): { tag: string; href: string } {
  const links = headStylesheets(template);
  if (links.length !== 1) {
    throw new RewriteError(
      `${STEP}: expected Vite's page template to link exactly one stylesheet in its head, found ${links.length} (${links.join(' ') || 'none'}). ` +
        'The generated text changed shape: update the step to the new shape rather than letting it pass.',
    );
  }
  const tag = links[0];
  return { tag, href: /\shref="([^"]+)"/.exec(tag)![1] };
}

/** The CSS of the one <style> Beasties put in a document's head. */
function inlinedCss(processed: string, page: string): string {
  const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  if (styles.length !== 1) throw new RewriteError(`${STEP}: Beasties wrote ${styles.length} <style> elements into ${page}, expected one`);
  return styles[0][1];
}

/** The type of the link that says the stylesheet is inline above it (not a stylesheet type: never fetched). */
export const INLINED = 'text/x-inline-css';

/** The link `tag` with `attribute` added. */
const attributed = (tag: string, attribute: string) => tag.replace(/^<link\b/, `<link ${attribute}`);

/** CSS about to go inside a <style> element: it must not be able to close it. */
function styleElement(css: string, what: string): string {
  if (/<\/style/i.test(css)) throw new RewriteError(`${STEP}: ${what} contains "</style"`);
  return `<style>${css}</style>`;
}

/**
 * The longest run of rules a page does not use that it still carries inline
 * (characters of CSS), tried in turn: the first that keeps the page within
 * one round trip is kept. Each run the page defers is one <style> more in
 * its head and one more the boot module puts in, and every style sheet in
 * the document costs each later style update: a hundred runs or so, cut
 * where Beasties' rules alternate with the rest, went in in 60 ms at 4x
 * CPU, with a 25 ms restyle after; carrying the runs of up to 200
 * characters left 11-17 runs, 10 and 8-12 ms, for about 0.9 KB of brotli
 * (docs/performance.md, "The main thread after the paint").
 */
export const CARRIED_RUN_STEPS = [512, 256, 128, 64, 32, 16, 0];

/** The attribute of a page's first <style> that names the file of the rules it does not carry (src/entry-boot.ts reads it). */
export const DEFERRED_CSS = 'data-deferred-css';

/** A page as the step leaves it, and the file of its deferred rules when it has one (its path under `dist`, its JSON). */
export interface InlinedPage {
  html: string;
  deferred?: { file: string; json: string };
}

/**
 * A function that gives a prerendered page (the full document, its
 * stylesheet still linked in the head) the whole stylesheet inline, or, when
 * that would take it past one round trip (`firstRoundTrip` brotli bytes), the
 * runs of the stylesheet it uses inline and the others in a file of its own.
 * The stylesheet is read from `dist` once, and one Beasties serves every page.
 */
export function criticalCssInliner(dist: string, stylesheet: { tag: string; href: string }, firstRoundTrip = FIRST_ROUND_TRIP_BYTES) {
  const css = readFileSync(join(dist, stylesheet.href)).toString('utf8').trim();
  const wholeStylesheet = styleElement(css, `the stylesheet ${stylesheet.href}`);
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    // The full stylesheet stays whole: one file, cached once for every page.
    pruneSource: false,
    // Every rule the page's HTML uses, wherever it is on the page: a reader may scroll
    // before the deferred rules arrive (docs/architecture.md, "Before the script").
    allowRules: [PSEUDO_ONLY_SELECTOR],
    // The site has no web fonts (system-ui); keyframes only for what the page animates.
    fonts: false,
    keyframes: 'critical',
    logLevel: 'warn',
  });
  return async (html: string, page: string): Promise<InlinedPage> => {
    const site = (what: string) => ({ step: STEP, what: `${what} in ${page}` });
    // The link comes out first (checked: exactly once).
    const MARK = '<!--critical-css-->';
    const marked = replaceOnce(html, stylesheet.tag, MARK, site(`the stylesheet link ${stylesheet.tag}`));
    const inlinedLink = attributed(stylesheet.tag, `type="${INLINED}"`);
    const ending = (tags: string) => (withCss: string) => replaceOnce(withCss, /\n?[ \t]*<\/body>/, `\n    ${tags}\n  </body>`, site('the closing </body>'));
    const whole = ending(inlinedLink)(replaceOnce(marked, MARK, wholeStylesheet, site("the stylesheet link's place")));
    if (brotliSize(whole) <= firstRoundTrip) return { html: whole };
    const critical = inlinedCss(await beasties.process(html), page);
    const split = (carryUpTo: number): InlinedPage => {
      const { inline, deferred } = splitStylesheet(css, critical, page, carryUpTo);
      const json = JSON.stringify(deferred);
      const file = `assets/deferred-css-${createHash('sha256').update(json).digest('base64url').slice(0, 10)}.json`;
      const styles = inline.map((run, index) => styleElement(run, `the critical CSS of ${page}`).replace('<style>', index ? '<style>' : `<style ${DEFERRED_CSS}="/${file}">`));
      // Without script the deferred rules never come: the whole stylesheet does, after every inline rule.
      return {
        html: ending(`${inlinedLink}\n    <noscript>${stylesheet.tag}</noscript>`)(replaceOnce(marked, MARK, styles.join(''), site("the stylesheet link's place"))),
        deferred: { file, json },
      };
    };
    // The fewest runs that still arrive in one round trip; failing that, none carried (the site checks hold every page to the round trip).
    let inlined: InlinedPage | undefined;
    for (const carryUpTo of CARRIED_RUN_STEPS) {
      inlined = split(carryUpTo);
      if (brotliSize(inlined.html) <= firstRoundTrip) break;
    }
    return inlined!;
  };
}
