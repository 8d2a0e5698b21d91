/**
 * First paint in one round trip (docs/architecture.md, "Before the script"):
 * the stylesheet every page links (about 40 KB, 7.5 KB gzip) would hold the
 * first paint until it has arrived. For each prerendered page, Beasties
 * computes the rules that page's HTML uses; they go into a <style> in its
 * head, in place of the stylesheet's link, and the link moves to the end of
 * the body. The page paints from its own HTML, and the whole stylesheet
 * (cached once for every page) is in place by the `load` event, before the
 * app starts (src/entry-boot.ts waits for it), so what the script adds to
 * the page (a form's errors, the crowded bar, the map's frame) finds its
 * rules there.
 *
 * No script and no inline event handler loads it (Beasties' `media`, `swap`
 * and `js` strategies need one or the other), so the Content-Security-Policy
 * keeps `script-src 'self'`. A link at the end of the body holds the
 * rendering of nothing after it, and nothing comes after it.
 *
 * Beasties only computes: it re-serialises the documents it reads (attribute
 * names lower-cased, an attribute on <html>), so the page is edited here
 * instead, through rewrite.ts, which stops the build when the template's
 * stylesheet link is not where it was.
 */
import Beasties from 'beasties';
import { replaceOnce, RewriteError } from './rewrite';

const STEP = 'criticalCss (src/build/criticalCss.ts)';

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

/**
 * A function that gives a prerendered page (the full document, its
 * stylesheet still linked in the head) its critical CSS inline and the link
 * at the end of its body. One Beasties for every page: it reads the
 * stylesheet from `dist` once.
 */
export function criticalCssInliner(dist: string, stylesheet: { tag: string; href: string }) {
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
    // The link comes out first (checked: exactly once), and goes back at the end of the body.
    const MARK = '<!--critical-css-->';
    const marked = replaceOnce(html, stylesheet.tag, MARK, site(`the stylesheet link ${stylesheet.tag}`));
    const css = inlinedCss(await beasties.process(html), page);
    // The CSS lands inside a <style> element: it must not be able to close it.
    if (/<\/style/i.test(css)) throw new RewriteError(`${STEP}: the critical CSS of ${page} contains "</style"`);
    const inlined = replaceOnce(marked, MARK, `<style>${css}</style>`, site('the stylesheet link\'s place'));
    return replaceOnce(inlined, /\n?[ \t]*<\/body>/, `\n    ${stylesheet.tag}\n  </body>`, site('the closing </body>'));
  };
}
