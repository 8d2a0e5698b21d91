/**
 * What a page's first paint needs, read from a built site: the site checks
 * hold every page to FIRST_ROUND_TRIP_BUDGET with it (tests/checks/), and
 * a unit test shows it red (tests/unit/buildSteps/firstRoundTrip.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DEFERRED_CSS, headStylesheets } from '../../src/buildSteps/prerender/criticalCssInliner';
import { rejoined, rulesOf } from '../../src/buildSteps/prerender/splitStylesheet';

/**
 * What a page's first paint needs (docs/architecture.md, "Before the
 * script"): its HTML as served, the brotli twin the server sends, with its
 * CSS inline (src/buildSteps/prerender/criticalCssInliner.ts): the whole `stylesheet`, or the runs
 * of it the page uses with the others in the file the first <style> names.
 * Problems: a stylesheet linked in the head (it would hold the paint), no
 * inlined CSS, a page that inlines only part of it and defers nothing (what
 * it lacks would never come), deferred rules that are missing or do not make
 * the stylesheet with the inline ones, in its order, a page with deferred
 * rules that gives a visitor without script no stylesheet, or a compressed
 * twin that is not the page (compressed before the CSS went in).
 */
export function firstRoundTrip(dist: string, file: string, stylesheet: string): { brotli: number; problems: string[]; deferred: boolean } {
  const html = readFileSync(join(dist, file), 'utf8');
  const compressed = readFileSync(join(dist, `${file}.br`));
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const styles = [...head.matchAll(/<style\b([^>]*)>([^<]*)<\/style>/g)];
  const deferredFile = new RegExp(`\\s${DEFERRED_CSS}="/([^"]+)"`).exec(styles[0]?.[1] ?? '')?.[1];
  const problems = [
    ...headStylesheets(html).map((tag) => `links a render-blocking stylesheet: ${tag}`),
    ...(styles.length ? [] : ['has no critical CSS inline in its head']),
    ...(styles.length && !deferredFile && styles.map((style) => style[2]).join('') !== stylesheet.trim() ? ['inlines only part of the stylesheet, and defers none of it'] : []),
    ...(deferredFile ? deferredProblems(dist, deferredFile, styles.map((style) => style[2]), stylesheet, html) : []),
    ...(brotliDecompressSync(compressed).toString('utf8') === html ? [] : [`${file}.br is not the page as written`]),
  ];
  return { brotli: compressed.length, problems, deferred: !!deferredFile };
}

function deferredProblems(dist: string, file: string, inline: string[], stylesheet: string, html: string): string[] {
  if (!existsSync(join(dist, file))) return [`defers its other rules to ${file}, which is not in the build`];
  const deferred = JSON.parse(readFileSync(join(dist, file), 'utf8')) as string[];
  return [
    ...(deferred.length === inline.length + 1 && rejoined({ inline, deferred }) === rulesOf(stylesheet) ? [] : [`its inline rules and ${file} do not make the stylesheet, in its order`]),
    ...(/<noscript><link\b[^>]*\srel="stylesheet"[^>]*><\/noscript>/.test(html) ? [] : ['defers rules to its script, and links no stylesheet for a visitor without script']),
  ];
}
