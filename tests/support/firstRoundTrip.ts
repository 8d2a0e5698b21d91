/**
 * What a page's first paint needs, read from a built site: the site checks
 * hold every page to FIRST_ROUND_TRIP_BUDGET with it (tests/checks/), and
 * a unit test shows it red (tests/unit/build/firstRoundTrip.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { headStylesheets } from '../../src/build/criticalCss';

/**
 * What a page's first paint needs (docs/architecture.md, "Before the
 * script"): its HTML as served, the brotli twin the server sends, with the
 * critical CSS inline. Problems: a stylesheet linked in the head (it would
 * hold the paint), no inlined CSS, or a compressed twin that is not the page
 * (compressed before the CSS went in).
 */
export function firstRoundTrip(dist: string, file: string): { brotli: number; problems: string[] } {
  const html = readFileSync(join(dist, file), 'utf8');
  const compressed = readFileSync(join(dist, `${file}.br`));
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const problems = [
    ...headStylesheets(html).map((tag) => `links a render-blocking stylesheet: ${tag}`),
    ...(/<style>[^<]+<\/style>/.test(head) ? [] : ['has no critical CSS inline in its head']),
    ...(brotliDecompressSync(compressed).toString('utf8') === html ? [] : [`${file}.br is not the page as written`]),
  ];
  return { brotli: compressed.length, problems };
}
