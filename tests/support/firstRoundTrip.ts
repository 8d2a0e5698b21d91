/**
 * What a page's first paint needs, read from a built site: the site checks
 * hold every page to FIRST_ROUND_TRIP_BUDGET with it (tests/checks/), and
 * a unit test shows it red (tests/unit/build/firstRoundTrip.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { headStylesheets, INLINED } from '../../src/build/criticalCss';

/**
 * What a page's first paint needs (docs/architecture.md, "Before the
 * script"): its HTML as served, the brotli twin the server sends, with its
 * CSS inline (src/build/criticalCss.ts): the whole `stylesheet`, or its
 * critical rules with the stylesheet linked after them. Problems: a
 * stylesheet linked in the head (it would hold the paint), no inlined CSS, a
 * page that links no stylesheet and inlines only part of it (what it lacks
 * would never come), or a compressed twin that is not the page (compressed
 * before the CSS went in).
 */
export function firstRoundTrip(dist: string, file: string, stylesheet: string): { brotli: number; problems: string[]; links: boolean } {
  const html = readFileSync(join(dist, file), 'utf8');
  const compressed = readFileSync(join(dist, `${file}.br`));
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const inline = /<style>([^<]+)<\/style>/.exec(head)?.[1];
  // A fetched link: the one a page with all of it inline carries, of a type no browser fetches, is not.
  const links = [...html.matchAll(/<link\b[^>]*\srel="?stylesheet\b[^>]*>/gi)].some((match) => !match[0].includes(`type="${INLINED}"`));
  const problems = [
    ...headStylesheets(html).map((tag) => `links a render-blocking stylesheet: ${tag}`),
    ...(inline ? [] : ['has no critical CSS inline in its head']),
    ...(inline && !links && inline !== stylesheet.trim() ? ['links no stylesheet, and inlines only part of it'] : []),
    ...(brotliDecompressSync(compressed).toString('utf8') === html ? [] : [`${file}.br is not the page as written`]),
  ];
  return { brotli: compressed.length, problems, links };
}
