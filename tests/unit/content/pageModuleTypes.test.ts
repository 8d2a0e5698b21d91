// @vitest-environment node
/**
 * The fixed pages' module types are derived from the model's pages
 * (src/buildSteps/content/pageModuleTypes.ts): the written file is what the
 * pages make, one module per page, so a page added to the model is typed, and
 * one removed is no longer importable.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULE_TYPES_FILE, pageModuleTypes } from '../../../src/buildSteps/content/pageModuleTypes';
import { pageFiles } from '../../../src/content/model/pages';

describe('the fixed pages’ module types', () => {
  it('are written as the model’s pages make them (the content plugin rewrites the file at build: npm run build or npm run dev)', () => {
    expect(readFileSync(PAGE_MODULE_TYPES_FILE, 'utf8')).toBe(pageModuleTypes());
  });

  it('declare one module per fixed page, typed by that page', () => {
    const declared = [...pageModuleTypes().matchAll(/declare module 'virtual:content\/page\/([A-Za-z]+)\/\*' \{\n {2}const copy: import\('\.\/model\/pages'\)\.PageCopy<'([A-Za-z]+)'>;/g)];
    expect(declared.map(([, module, page]) => [module, page])).toEqual(Object.keys(pageFiles).map((page) => [page, page]));
    expect(pageModuleTypes(['home'])).not.toContain("'about'");
  });
});
