/**
 * The types of the fixed pages' modules (`virtual:content/page/<page>/<locale>`,
 * docs/content.md, "How content reaches a page"), one declaration per page of
 * the model (src/content/model/pages.ts, `pageFiles`), each typed by its
 * page's model. An ambient module's name cannot be a type parameter, so the
 * declarations are derived and written out to src/content/pageModules.d.ts:
 * the content plugin rewrites that file when the pages change (./siteContent.ts),
 * and the unit tier fails on a stale one (tests/unit/content/pageModuleTypes.test.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageFiles } from '../../content/model/pages.ts';

/** Where the declarations are written. */
export const PAGE_MODULE_TYPES_FILE = resolve(import.meta.dirname, '../../content/pageModules.d.ts');

/** The declarations' text, a module for each fixed page. */
export function pageModuleTypes(pages: readonly string[] = Object.keys(pageFiles)): string {
  const head = [
    '/**',
    ' * Each fixed page\'s module in one language (virtual:content/page/<page>/<locale>), typed by its model.',
    ' * Written by src/buildSteps/content/pageModuleTypes.ts from the fixed pages of src/content/model/pages.ts: do not edit.',
    ' */',
    '/* eslint-disable @typescript-eslint/consistent-type-imports */',
  ];
  const modules = pages.map((page) => [``, `declare module 'virtual:content/page/${page}/*' {`, `  const copy: import('./model/pages').PageCopy<'${page}'>;`, '  export default copy;', '}']);
  return [...head, ...modules.flat(), ''].join('\n');
}

/** Writes the declarations when the file differs from them (a fixed page added or removed); says whether it wrote. */
export function writePageModuleTypes(file = PAGE_MODULE_TYPES_FILE): boolean {
  const text = pageModuleTypes();
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}
