/**
 * The site's content as the pages receive it, for the tests that check a
 * page against its content file: every file read and checked by the build's
 * own reader (src/build/content/store.ts), in the language asked for. A
 * form stands as the module import the build replaces with its definition
 * (its id is `importName`).
 */
import { loadSiteContent } from '../../src/build/content/store';
import type { ServicePageContent } from '../../src/content/model/coverage';
import type { FixedPage, PageCopy } from '../../src/content/model/pages';
import type { Locale } from '../../src/i18n/locale';

export const siteContent = await loadSiteContent();

/** A coverage page's content, by file name. */
export const coveragePageIn = (slug: string, locale: Locale = 'en') => siteContent.coveragePage(slug, locale) as ServicePageContent;

/** A fixed page's content. */
export const pageCopyIn = <P extends FixedPage>(name: P, locale: Locale = 'en') => siteContent.page(name, locale) as PageCopy<P>;

/** A coverage page's path, by file name. */
export const coveragePathOf = (slug: string) => {
  const entry = siteContent.coverage.find((page) => page.slug === slug);
  if (!entry) throw new Error(`No coverage page ${slug} (src/content/coverage/${slug}.yaml)`);
  return entry.path;
};
