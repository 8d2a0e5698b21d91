/**
 * Takes the application's script off the critical path of every page. Vite
 * writes the app into the HTML as a module script with modulepreload links
 * for its chunks: the browser would fetch all of it (about 100 KB gzip) while
 * the page is still painting. This swaps them for the small boot module
 * (src/entry-boot.ts), which names the app and its chunks in data attributes
 * and imports them once the page has painted and the browser is idle. The
 * app's chunk graph stays what Vite made of it; only the moment changes.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

const APP_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/** `html`, Vite's page template, with the boot module (its public path) in place of the app's script and preloads. */
export function deferApp(html: string, bootSrc: string): string {
  const apps = [...html.matchAll(APP_SCRIPT)];
  if (apps.length !== 1) throw new Error(`deferApp: expected one module script in the page template, found ${apps.length}`);
  const [[scriptTag, appSrc]] = apps;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const indent = /^[ \t]*/.exec(scriptTag)![0];
  // Low priority: a module script in the head is fetched at high priority, which
  // puts it in the page's critical path (Lighthouse counts it as render-blocking).
  const boot = `${indent}<script type="module" fetchpriority="low" src="${bootSrc}" data-app="${appSrc}" data-preload="${preloads.join(' ')}"></script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(scriptTag, () => boot);
}

/** The public path of the boot module Vite built into `dist` (an entry of its own, see vite.config.ts). */
export async function bootScriptIn(dist: string): Promise<string> {
  const boots = (await readdir(join(dist, 'assets'))).filter((name) => /^boot-[\w-]+\.js$/.test(name));
  if (boots.length !== 1) throw new Error(`deferApp: expected one boot module in ${dist}/assets, found ${boots.length}`);
  return `/assets/${boots[0]}`;
}
