/**
 * The site's content as the pages receive it, for the tests that check a
 * page against its content file: every file read and checked by the build's
 * own reader (src/buildSteps/content/loadSiteContent.ts), in the language asked for, with
 * each form's definition in place of the import the build puts there (as
 * the page receives it). A language's article list stays a reference.
 */
import { loadSiteContent } from '../../src/buildSteps/content/loadSiteContent';
import type { CoveragePageContent } from '../../src/content/model/coverage';
import { pageFiles, type FixedPage, type PageCopy } from '../../src/content/model/pages';
import { locales, type Locale } from '../../src/i18n/locale';
import { isModuleImport } from '../../src/vocabulary/nodes';

const loaded = await loadSiteContent();

/** The modules the content names (forms' definitions), imported as the page's module imports them. */
const modules = new Map<string, Record<string, unknown>>();
async function withModules<T>(value: T): Promise<T> {
  if (isModuleImport(value) && !value.importFrom.startsWith('virtual:')) {
    if (!modules.has(value.importFrom)) modules.set(value.importFrom, (await import(value.importFrom)) as Record<string, unknown>);
    return modules.get(value.importFrom)![value.importName] as T;
  }
  if (Array.isArray(value)) return (await Promise.all(value.map(withModules))) as T;
  if (value && typeof value === 'object') return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await withModules(item)]))) as T;
  return value;
}

const resolvedPages = new Map<string, unknown>();
for (const locale of locales) {
  for (const { slug } of loaded.coverage) resolvedPages.set(`coverage/${slug}/${locale}`, await withModules(loaded.coveragePage(slug, locale)));
  for (const name of Object.keys(pageFiles) as FixedPage[]) {
    resolvedPages.set(`page/${name}/${locale}`, await withModules(loaded.page(name, locale)));
  }
}

export const siteContent = {
  ...loaded,
  coveragePage: (slug: string, locale: Locale) => resolvedPages.get(`coverage/${slug}/${locale}`),
  page: (name: FixedPage, locale: Locale) => resolvedPages.get(`page/${name}/${locale}`),
};

/** A coverage page's content, by file name. */
export const coveragePageIn = (slug: string, locale: Locale = 'en') => siteContent.coveragePage(slug, locale) as CoveragePageContent;

/** A fixed page's content. */
export const pageCopyIn = <P extends FixedPage>(name: P, locale: Locale = 'en') => siteContent.page(name, locale) as PageCopy<P>;

/** A coverage page's path, by file name. */
export const coveragePathOf = (slug: string) => {
  const entry = siteContent.coverage.find((page) => page.slug === slug);
  if (!entry) throw new Error(`No coverage page ${slug} (src/content/coverage/${slug}.yaml)`);
  return entry.path;
};
