/**
 * The page's icon as a data URL, in place of the template's link to
 * /favicon.svg (the file stays: the JSON-LD names it as the agency's logo).
 * The browser asks for a linked icon on its own during the load; in
 * Lighthouse's simulation that request, when it finishes before the
 * observed paint, takes the connection the page's icon sprite would have
 * reused and moves the sprite to a new one: LCP a round trip later, on some
 * loads and not others (docs/performance.md, "The first paint").
 * Inline, there is no request. The icon is a few hundred bytes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { replaceOnce } from '../rewrites/replaceOnce';

const STEP = 'inlineIcon (src/buildSteps/prerender/inlineIcon.ts)';
export const ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/**
 * An SVG as a `data:` URL that can stand in a double-quoted attribute: its
 * double quotes become single ones, and only what a URL or the attribute
 * cannot hold is escaped (far shorter than base64 or full percent-encoding).
 */
export function svgDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>&]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${text}`;
}

/** `template` with the icon link's file (from the client build in `dist`) written into it. */
export async function inlineIcon(template: string, dist: string): Promise<string> {
  const svg = await readFile(join(dist, 'favicon.svg'), 'utf8');
  return replaceOnce(template, ICON_LINK, `<link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml">`, {
    step: STEP,
    what: `the icon link of src/index.html (${ICON_LINK})`,
  });
}
