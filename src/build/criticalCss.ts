/**
 * First paint in one round trip (docs/architecture.md, "Before the script"):
 * the stylesheet every page links (about 42 KB, 7 KB brotli) would hold the
 * first paint until it has arrived. Each prerendered page gets its CSS in a
 * <style> in its head, in place of the stylesheet's link:
 *
 * - the whole stylesheet, when the page still arrives in one round trip with
 *   it (FIRST_ROUND_TRIP_BYTES of brotli, as served): nothing more to fetch,
 *   which is what the bench's limit copy does (docs/measured.md: a link, even
 *   at the end of the body, is a request on the first paint's path, and costs
 *   LCP a round trip in the lab);
 * - otherwise the rules that page's HTML uses, as Beasties computes them, and
 *   the stylesheet named in a `<noscript data-stylesheet>` at the end of the
 *   body. Without script the browser loads it from there (a link at the end
 *   of the body holds the rendering of nothing after it); with script the
 *   boot module loads it once the page has painted and starts the app when
 *   it is in place (src/entry-boot.ts), so what the script adds to the page
 *   (a form's errors, the crowded bar, the map's frame) finds its rules. No
 *   request stands between the HTML and the first paint either way (a link
 *   read by the parser would: docs/measured.md). A page the office lengthens
 *   falls back to this by itself.
 *
 * No inline event handler loads it (Beasties' `media` and `swap` strategies
 * need one, its `js` strategy an inline script), so the
 * Content-Security-Policy allows no inline script but the boot module's hash.
 *
 * Beasties only computes: it re-serialises the documents it reads (attribute
 * names lower-cased, an attribute on <html>), so the page is edited here
 * instead, through rewrite.ts, which stops the build when the template's
 * stylesheet link is not where it was.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { brotliSize } from './precompress';
import { replaceOnce, RewriteError } from './rewrite';

const STEP = 'criticalCss (src/build/criticalCss.ts)';

/**
 * A page's HTML as served (brotli bytes) that arrives in one round trip: a new
 * TCP connection's first window is 10 segments of 1460 bytes, 14,600 bytes
 * (RFC 6928), and the response's headers take about 1,050 of them (the
 * Content-Security-Policy most: src/server/securityHeaders.ts); 13 KB leaves
 * the rest as margin. Not gzip: the bundled server and the static hosts
 * answer browsers with the brotli twin (precompress.ts).
 */
export const FIRST_ROUND_TRIP_BYTES = 13 * 1024;

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
    .filter((tag) => /\srel="?stylesheet\b/i.test(tag) && !/\smedia="?(print|not all)"?/i.test(tag));
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

/** CSS about to go inside a <style> element: it must not be able to close it. */
function styleElement(css: string, what: string): string {
  if (/<\/style/i.test(css)) throw new RewriteError(`${STEP}: ${what} contains "</style"`);
  return `<style>${css}</style>`;
}

/**
 * A function that gives a prerendered page (the full document, its
 * stylesheet still linked in the head) the whole stylesheet inline, or, when
 * that would take it past one round trip (`firstRoundTrip` brotli bytes), its
 * critical CSS inline and the stylesheet named for later at the end of its
 * body. The stylesheet is
 * read from `dist` once, and one Beasties serves every page.
 */
export function criticalCssInliner(dist: string, stylesheet: { tag: string; href: string }, firstRoundTrip = FIRST_ROUND_TRIP_BYTES) {
  const wholeStylesheet = styleElement(readFileSync(join(dist, stylesheet.href)).toString('utf8').trim(), `the stylesheet ${stylesheet.href}`);
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    // The full stylesheet stays whole: one file, cached once for every page.
    pruneSource: false,
    // Every rule the page's HTML uses, wherever it is on the page: a reader may scroll
    // before the stylesheet arrives (docs/architecture.md, "Before the script").
    allowRules: [PSEUDO_ONLY_SELECTOR],
    // The site has no web fonts (system-ui); keyframes only for what the page animates.
    fonts: false,
    keyframes: 'critical',
    logLevel: 'warn',
  });
  return async (html: string, page: string): Promise<string> => {
    const site = (what: string) => ({ step: STEP, what: `${what} in ${page}` });
    // The link comes out first (checked: exactly once).
    const MARK = '<!--critical-css-->';
    const marked = replaceOnce(html, stylesheet.tag, MARK, site(`the stylesheet link ${stylesheet.tag}`));
    const whole = replaceOnce(marked, MARK, wholeStylesheet, site("the stylesheet link's place"));
    if (brotliSize(whole) <= firstRoundTrip) return whole;
    const critical = styleElement(inlinedCss(await beasties.process(html), page), `the critical CSS of ${page}`);
    const inlined = replaceOnce(marked, MARK, critical, site("the stylesheet link's place"));
    // The whole stylesheet still comes, after the first paint (src/entry-boot.ts), or without script from here.
    const later = `<noscript data-stylesheet="${stylesheet.href}">${stylesheet.tag}</noscript>`;
    return replaceOnce(inlined, /\n?[ \t]*<\/body>/, `\n    ${later}\n  </body>`, site('the closing </body>'));
  };
}
