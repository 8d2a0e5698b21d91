/**
 * The limit the Lighthouse bench measures the site against: a copy of the
 * built site whose pages hold no script at all (every script tag, JSON-LD
 * included, and every module preload removed), their stylesheet inlined in
 * full in the head (no request before the paint), and no frame from another
 * site. It paints from its own HTML in one round trip, as fast as the page
 * could: the difference between the two is what the script, the stylesheet's
 * handling and the third-party frames cost the first paint
 * (docs/performance.md, "Lighthouse against the limit copy").
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAppStylesheet } from '../../src/buildSteps/prerender/deferApp';
import { precompress } from '../../src/buildSteps/prerender/precompress';
import { withoutScripts } from '../support/withoutScripts';

const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;
const INLINE_STYLE = /<style>[\s\S]*?<\/style>/g;
/** A frame whose address is absolute: another site's (the site's own pages are never framed). */
const THIRD_PARTY_FRAME = /<iframe\b[^>]*\ssrc="(?:https?:)?\/\/[^"]*"[^>]*>[\s\S]*?<\/iframe>/g;

/**
 * `html` as the limit copy serves it: no script, no third-party frame, and
 * `css` (the full text of the site's stylesheets) in one <style> at the end
 * of the head, in place of its links and of any CSS already inline.
 */
export function limitCopy(html: string, css: string): string {
  const page = withoutScripts(html).replace(THIRD_PARTY_FRAME, '').replace(STYLESHEET, '').replace(INLINE_STYLE, '');
  if (!page.includes('</head>')) throw new Error('a page without </head>');
  return page.replace('</head>', () => `<style>${css}</style>\n  </head>`);
}

/** Writes the limit copy of `dist` to `out` (replacing it), its precompressed twins rebuilt. */
export async function deriveLimitCopy(dist: string, out: string): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  // The site's whole stylesheet, from Vite's manifest: whatever the build made of it on each page
  // (inline in full, or its critical rules and a link, src/buildSteps/prerender/criticalCssInliner.ts), the copy has all of it.
  const css = await readAppStylesheet(dist);
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('admin'));
  for (const page of pages) {
    const path = join(out, page);
    writeFileSync(path, limitCopy(readFileSync(path, 'utf8'), css));
  }
  // The server answers with the .br/.gz twins: they must hold the limit pages too.
  await precompress(out);
}
