/**
 * Each language's head copy (titles and descriptions, read from every
 * page's content file: virtual:content/heads/<locale>; the thank-you page's
 * from the forms' words) and its article list, each in a chunk of their own,
 * loaded by the head builder's callers: the prerender step, and the browser
 * on a client navigation.
 */
import { loadArticleList, type ArticleMeta } from '../content/blog/articles';
import type { Heads, TitleAndDescription } from '../content/model/site';
import type { PageKey } from '../content/routeEntry';
import type { ThanksCopy } from '../forms/definitions/shapes/thanks';
import type { Locale } from '../i18n/locale';
import { lazyModule, type LazyModule } from '../lib/lazyModule';

/** A language's head copy with its articles by id (an article's title, excerpt, photo and date are its own). */
export interface LoadedHeads extends Omit<Heads, 'pages'> {
  pages: Record<PageKey, TitleAndDescription>;
  articles: Readonly<Record<string, ArticleMeta>>;
}

const headModules: Record<Locale, LazyModule<LoadedHeads>> = {
  en: lazyModule(() => withArticles(import('virtual:content/heads/en'), import('../forms/definitions/thanks'), 'en')),
  es: lazyModule(() => withArticles(import('virtual:content/heads/es'), import('../forms/definitions/es/thanks'), 'es')),
};

async function withArticles(copy: Promise<{ heads: Heads }>, thanks: Promise<{ thanksPage: ThanksCopy }>, locale: Locale): Promise<LoadedHeads> {
  const [{ heads }, { thanksPage }, list] = await Promise.all([copy, thanks, loadArticleList(locale)]);
  return { ...heads, pages: { ...heads.pages, thanks: thanksPage.head }, articles: Object.fromEntries(list.map((article) => [article.id, article])) };
}

export const loadHeads = (locale: Locale): Promise<LoadedHeads> => headModules[locale].load();
