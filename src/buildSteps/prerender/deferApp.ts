/**
 * Takes the application's script off the critical path of every page
 * (docs/architecture.md, "Before the script"). Vite writes the app into the
 * HTML as a module script with modulepreload links for its chunks: the
 * browser would fetch all of it (about 100 KB gzip) while the page is still
 * painting. This swaps them for the small boot module (src/entry-boot.ts),
 * which names the app and its chunks in data attributes and imports them
 * once the page has painted and the browser is idle. The app's chunk graph
 * stays what Vite made of it; only the moment changes.
 *
 * Which files those are comes from Vite's build manifest, not from the
 * template's text: the tags removed are the ones that name exactly those
 * files, and a tag that is not there (or one more that is) stops the build
 * (../rewrites/replaceOnce.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { replaceOnce, RewriteError } from '../rewrites/replaceOnce.ts';

/** One entry of Vite's `.vite/manifest.json` (build.manifest in vite.config.ts). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of the two entries (paths relative to the Vite root, src/). */
export const APP_ENTRY = 'index.html';
export const BOOT_ENTRY = 'entry-boot.ts';

const STEP = 'deferApp (src/buildSteps/prerender/deferApp.ts)';

/**
 * The modules the entry imports in a later task (src/entry-client.tsx), by
 * their manifest key: fetched with the entry, so that each stage waits on the
 * main thread, not on the network.
 */
export const APP_STAGES = ['../node_modules/react-dom/client.js'];

/**
 * The app's public paths: its entry file; `imports`, every chunk it imports
 * statically, depth first (what Vite preloads in the page template); and
 * `preloads`, those followed by the entry's stages (APP_STAGES) and their chunks.
 */
export function appFiles(manifest: Manifest): { app: string; boot: string; imports: string[]; preloads: string[] } {
  const entryOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.isEntry) throw new RewriteError(`${STEP}: Vite's manifest has no entry "${key}" (build.manifest and the inputs in vite.config.ts)`);
    return chunk;
  };
  const seen = new Set<string>([APP_ENTRY]);
  const preloads: string[] = [];
  const add = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    preloads.push(`/${manifest[key].file}`);
    visit(key);
  };
  const visit = (key: string) => (manifest[key]?.imports ?? []).forEach(add);
  const app = entryOf(APP_ENTRY);
  visit(APP_ENTRY);
  const imports = [...preloads];
  for (const stage of APP_STAGES) {
    if (!app.dynamicImports?.includes(stage)) throw new RewriteError(`${STEP}: the app's entry no longer imports "${stage}" lazily (src/entry-client.tsx); update APP_STAGES`);
    add(stage);
  }
  return { app: `/${app.file}`, boot: `/${entryOf(BOOT_ENTRY).file}`, imports, preloads };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A whole tag line that names `file` in `attribute`, whatever the order of its other attributes. */
const tagNaming = (element: 'script' | 'link', attribute: 'src' | 'href', file: string) =>
  new RegExp(`[ \\t]*<${element}\\b[^>]*\\s${attribute}="${escape(file)}"[^>]*>${element === 'script' ? '</script>' : ''}\\n?`);

/** The Content-Security-Policy source that allows exactly this inline script's text. */
const scriptHash = (code: string) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;

/**
 * `html`, Vite's page template, with the boot module's code (`bootCode`, the
 * text of its file) inline in place of the app's script and preloads, and the
 * hash the Content-Security-Policy must allow it by.
 */
export function deferApp(html: string, manifest: Manifest, bootCode: string): { html: string; scriptHash: string } {
  const { app, preloads, imports } = appFiles(manifest);
  const code = bootCode.trim();
  // Inside <script> the text ends at the first "</script" and "<!--" changes how it is read: neither may be in it.
  if (/<\/script|<!--/i.test(code)) throw new RewriteError(`${STEP}: the boot module's code (src/entry-boot.ts) contains "</script" or "<!--" and cannot go inline`);
  const appScript = tagNaming('script', 'src', app);
  const indent = /^[ \t]*/.exec(appScript.exec(html)?.[0] ?? '')![0];
  // Async: Chrome holds the first paint of a page that is waiting for a deferred
  // script (any module script without async, even an empty one), measured 70-110 ms
  // later at Lighthouse's throttling; the boot module only listens, so it may run
  // whenever the parser reaches it (docs/architecture.md, "Before the script").
  const bootTag = `${indent}<script type="module" async data-app="${app}" data-preload="${preloads.join(' ')}">${code}</script>\n`;
  let page = replaceOnce(html, appScript, bootTag, { step: STEP, what: `Vite's module script for the app (${app})` });
  for (const file of imports) {
    page = replaceOnce(page, tagNaming('link', 'href', file), '', { step: STEP, what: `Vite's modulepreload link for ${file}` });
  }
  // Anything Vite preloads or runs that the manifest did not name would load during the paint.
  const left = /<link\b[^>]*rel="modulepreload"[^>]*>|<script\b(?![^>]*data-app=)[^>]*type="module"[^>]*>/.exec(page);
  if (left) throw new RewriteError(`${STEP}: the page template still holds ${left[0]} after the app's own tags were replaced; Vite's output changed shape`);
  return { html: page, scriptHash: scriptHash(code) };
}

/** The boot module's code, from its file in the client build in `dist`. */
export async function readBootCode(dist: string, manifest: Manifest): Promise<string> {
  const file = join(dist, appFiles(manifest).boot);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new RewriteError(`${STEP}: cannot read the boot module ${file}: ${(error as Error).message}`);
  }
}

/** The text of the app's whole stylesheet in the client build in `dist`, as Vite's manifest names it. */
export async function readAppStylesheet(dist: string): Promise<string> {
  const files = (await readManifest(dist))[APP_ENTRY]?.css ?? [];
  if (!files.length) throw new RewriteError(`${STEP}: Vite's manifest in ${dist} names no stylesheet for ${APP_ENTRY}`);
  return (await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')))).map((css) => css.trim()).join('\n');
}

/** Vite's manifest of the client build in `dist`. */
export async function readManifest(dist: string): Promise<Manifest> {
  const file = join(dist, '.vite', 'manifest.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new RewriteError(`${STEP}: cannot read Vite's build manifest ${file} (build.manifest in vite.config.ts): ${(error as Error).message}`);
  }
}
