/**
 * Blog article metadata, compiled from the frontmatter of the Markdown files
 * in ./articles/<locale>/ by the Vite plugin (src/build/markdownPlugin.ts).
 * The route table and the home page's teasers import these lists, so they
 * hold what cards and the head need, for both languages; an article's body,
 * subtitle and call to action load with its page (loadArticleContent).
 */
import { articleBodies, articleMetas } from 'virtual:blog-articles';
import type { Locale } from '../../i18n/locale';
import type { ArticleCta, ArticleFrontmatter } from './frontmatter';
import type { ArticleBody } from './model';

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
}

/** What an article's page loads with it, in its language. */
export interface ArticleContent extends ArticleBody {
  subtitle: string;
  cta: ArticleCta;
}

export const articlePath = (id: string) => `/blog/${id}`;

const languages = Object.keys(articleMetas) as Locale[];
const localesOf = (id: string) => languages.filter((locale) => articleMetas[locale].some((meta) => meta.id === id));

const lists = Object.fromEntries(
  languages.map((locale) => [
    locale,
    articleMetas[locale].map((meta): ArticleMeta => ({ ...meta, locale, locales: localesOf(meta.id), path: articlePath(meta.id) })),
  ]),
) as Record<Locale, ArticleMeta[]>;

/** The articles that exist in a language, newest first (the same array on every call). */
export const articlesIn = (locale: Locale): ArticleMeta[] => lists[locale];

/** The English articles (every article has an English version). */
export const articles: ArticleMeta[] = articlesIn('en');

/** One article's page content in the article's own language. */
export async function loadArticleContent({ id, locale }: Pick<ArticleMeta, 'id' | 'locale'>): Promise<ArticleContent> {
  const load = articleBodies[locale][id];
  if (!load) throw new Error(`No blog article with id "${id}" in "${locale}"`);
  return (await load()).default;
}
