import { createElement } from 'react';
import type { PageModule } from '../../lib/lazyPage';
import { loadArticleContent } from '../../content/blog/articles';
import type { Locale } from '../../i18n/locale';
import type { BlogCopy } from '../../components/blog/blogCopyContext';

/** The blog's words and article list, one chunk per language (src/content/pages/blog.yaml): a Spanish article loads no English words. */
const blogCopy: Record<Locale, () => Promise<{ default: BlogCopy }>> = {
  en: () => import('virtual:content/page/blog/en'),
  es: () => import('virtual:content/page/blog/es'),
};

/**
 * The page module of one article route in one language: the shared
 * ArticlePage chunk, the article's content chunk in that language and the
 * blog's copy in that language (with its list, which holds the article's
 * card data), fetched in parallel, bound into a component that renders
 * synchronously (what the prerender step and hydration need).
 */
export async function loadArticlePage(id: string, locale: Locale): Promise<PageModule> {
  const [{ default: ArticlePage }, content, { default: copy }] = await Promise.all([import('./ArticlePage'), loadArticleContent({ id, locale }), blogCopy[locale]()]);
  const article = copy.articles.find((candidate) => candidate.id === id);
  if (!article) throw new Error(`No blog article with id "${id}" in the ${locale} list`);
  const Page = () => createElement(ArticlePage, { article, content, copy });
  Page.displayName = `ArticlePage(${locale}:${id})`;
  return { default: Page };
}
