/**
 * The blog's articles, compiled from the Markdown files in
 * ./articles/<locale>/ by the Vite plugin (src/buildSteps/markdown/blogArticles.ts). The
 * route table reads only each language's ids from here; a language's list
 * (what cards and the head show) is its own chunk, which the blog's and the
 * home page's copy import and the head builder loads, so a page loads its own
 * language's list only; an article's body, subtitle and call to action load
 * with its page (loadArticleContent).
 */
import { articleBodies, articleIds, articleLists } from 'virtual:blog-articles';
import { locales, type Locale } from '../../i18n/locale';
import type { ArticleCta, ArticleFrontmatter } from './frontmatter';
import type { ArticleBody } from './model';
import type { PhotoData } from '../../vocabulary/nodes';

export type { ArticleCta } from './frontmatter';
export type { ArticleBody, BlogCategory } from './model';

/** What the plugin lists per language: the frontmatter without the page-only fields. */
export type ArticleListMeta = Omit<ArticleFrontmatter, 'subtitle' | 'cta'>;

export interface ArticleMeta extends ArticleListMeta {
  /** The language of this version of the article. */
  locale: Locale;
  /** Every language the article exists in (its hreflang alternates), English first. */
  locales: Locale[];
  /** The article's English path, /blog/<id>; the router's base gives the Spanish one. */
  path: string;
  /** An uploaded photo's variants (src/buildSteps/content/photos.ts); a stock photo has none. */
  photo?: Omit<PhotoData, 'alt'>;
}

/** What an article's page loads with it, in its language. */
export interface ArticleContent extends ArticleBody {
  subtitle: string;
  cta: ArticleCta;
}

export const articlePath = (id: string) => `/blog/${id}`;

/** The ids of the articles that exist in a language, newest first. */
export const articleIdsIn = (locale: Locale): readonly string[] => articleIds[locale];

/** The languages an article exists in (its hreflang alternates), English first. */
export const localesOf = (id: string): Locale[] => locales.filter((locale) => articleIds[locale].includes(id));

/** A language's list, newest first (the head builder's; pages get theirs with their copy). */
export const loadArticleList = async (locale: Locale): Promise<ArticleMeta[]> => (await articleLists[locale]()).default;

/** One article's page content in the article's own language. */
export async function loadArticleContent({ id, locale }: Pick<ArticleMeta, 'id' | 'locale'>): Promise<ArticleContent> {
  const load = articleBodies[locale][id];
  if (!load) throw new Error(`No blog article with id "${id}" in "${locale}"`);
  return (await load()).default;
}
