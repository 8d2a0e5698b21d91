/**
 * Vite plugin: `virtual:cms-preview-styles` is the site's stylesheet as
 * text, for the editor's preview (src/admin/main.ts registers it, and Decap
 * puts it in the preview's frame only: the site's reset and utilities never
 * touch the editor's own page). It is made from the site's own sources, as
 * the site's build makes its stylesheet: the reset the client entry imports,
 * UnoCSS with uno.config.ts over the site's modules, then src/styles.css.
 * Made when the editor's page first asks for it, on the development server
 * as in the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { createGenerator, expandVariantGroup } from 'unocss';
import type { Plugin } from 'vite';
import unoConfig from '../../../uno.config.ts';

export const PREVIEW_STYLES_MODULE = 'virtual:cms-preview-styles';
const RESOLVED = `\0${PREVIEW_STYLES_MODULE}`;

const srcDir = resolve(import.meta.dirname, '../..');
/** The reset src/entry-client.tsx imports first. */
const RESET = '@unocss/reset/tailwind-compat.css';
/** Not the site's: the editor, the build and the server name no class a page shows. */
const NOT_THE_SITE = ['admin/', 'buildSteps/', 'server/'];

/** The site's modules UnoCSS reads class names from (its configuration's pipeline: scripts and HTML). */
export function siteSources(dir = srcDir): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.(tsx?|html)$/.test(file) && !NOT_THE_SITE.some((folder) => relative(dir, join(dir, file)).startsWith(folder)))
    .map((file) => join(dir, file));
}

/** The site's stylesheet: the reset, the utilities its modules use, then its own rules. */
export async function previewStylesheet(): Promise<string> {
  const uno = await createGenerator(unoConfig);
  // The site's build expands variant groups (`hover:(a b)`) before UnoCSS reads a module (uno.config.ts, transformers).
  const code = siteSources().map((file) => expandVariantGroup(readFileSync(file, 'utf8'))).join('\n');
  const { css } = await uno.generate(code, { preflights: true });
  const reset = readFileSync(createRequire(import.meta.url).resolve(RESET), 'utf8');
  return [reset, css, readFileSync(join(srcDir, 'styles.css'), 'utf8')].join('\n');
}

export function previewStyles(): Plugin {
  let stylesheet: Promise<string> | undefined;
  return {
    name: 'cms-preview-styles',
    resolveId(id) {
      return id === PREVIEW_STYLES_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      stylesheet ??= previewStylesheet();
      return `export default ${JSON.stringify(await stylesheet)};`;
    },
  };
}
