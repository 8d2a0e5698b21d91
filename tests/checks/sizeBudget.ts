import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The budgets a page's weight is held to: tests/support/budgets.ts, shared with the browser tests.

const gzipSize = (dist: string, href: string) => gzipSync(readFileSync(join(dist, href))).length;

/**
 * What a page loads before it is interactive: its scripts, module preloads and
 * stylesheets, and what its boot module loads later (src/buildSteps/prerender/deferApp.ts:
 * the app named by `data-app`, its chunks by `data-preload`).
 */
export function initialAssets(html: string) {
  const scriptTags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const scripts = scriptTags.filter((tag) => attr(tag, 'type') === 'module').map((tag) => attr(tag, 'src'));
  const deferred = scriptTags.flatMap((tag) => [attr(tag, 'data-app'), ...(attr(tag, 'data-preload')?.split(' ') ?? [])]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/[^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+)"/g)].map((m) => m[1]);
  const js = [...scripts, ...deferred, ...preloads].filter((href): href is string => Boolean(href?.startsWith('/')));
  return { js: [...new Set(js)], css: [...new Set(styles)] };
}

export function pageWeight(dist: string, html: string) {
  const { js, css } = initialAssets(html);
  return {
    js: js.reduce((sum, href) => sum + gzipSize(dist, href), 0),
    css: css.reduce((sum, href) => sum + gzipSize(dist, href), 0),
  };
}

