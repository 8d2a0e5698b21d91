/**
 * Each language's head copy (titles and descriptions, read from every
 * page's content file: virtual:content/heads/<locale>) and its article list,
 * each in a chunk of their own, loaded by the head builder's callers: the
 * prerender step, and the browser on a client navigation.
 */
import { loadArticleList, type ArticleMeta } from '../content/blog/articles';
import type { Heads } from '../content/model/site';
import type { Locale } from '../i18n/locale';
import { lazyModule, type LazyModule } from '../lib/lazyModule';

/** A language's head copy with its articles by id (an article's title, excerpt, photo and date are its own). */
export interface LoadedHeads extends Heads {
  articles: Readonly<Record<string, ArticleMeta>>;
}

const headModules: Record<Locale, LazyModule<LoadedHeads>> = {
  en: lazyModule(() => withArticles(import('virtual:content/heads/en'), 'en')),
  es: lazyModule(() => withArticles(import('virtual:content/heads/es'), 'es')),
};

async function withArticles(copy: Promise<{ heads: Heads }>, locale: Locale): Promise<LoadedHeads> {
  const [{ heads }, list] = await Promise.all([copy, loadArticleList(locale)]);
  return { ...heads, articles: Object.fromEntries(list.map((article) => [article.id, article])) };
}

export const loadHeads = (locale: Locale): Promise<LoadedHeads> => headModules[locale].load();
