import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript per page, React included: gzip bytes. */
export const JS_BUDGET = 100 * 1024;
/** Render-blocking CSS per page: gzip bytes. */
export const CSS_BUDGET = 25 * 1024;

const gzipSize = (dist: string, href: string) => gzipSync(readFileSync(join(dist, href))).length;

/** What a page loads before it is interactive: its entry script, module preloads and stylesheets. */
export function initialAssets(html: string) {
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="(\/[^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/[^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+)"/g)].map((m) => m[1]);
  return { js: [...new Set([...scripts, ...preloads])], css: [...new Set(styles)] };
}

export function pageWeight(dist: string, html: string) {
  const { js, css } = initialAssets(html);
  return {
    js: js.reduce((sum, href) => sum + gzipSize(dist, href), 0),
    css: css.reduce((sum, href) => sum + gzipSize(dist, href), 0),
  };
}
