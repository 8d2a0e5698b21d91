import { createElement } from 'react';
import type { PageModule } from '../../lib/lazyPage';
import { loadArticleContent, type ArticleMeta } from '../../content/blog/articles';
import type { Locale } from '../../i18n/locale';
import type { BlogCopy } from '../../components/blog/blogCopyContext';

/** The blog's frame copy, one chunk per language: a Spanish article loads no English words. */
const blogCopy: Record<Locale, () => Promise<BlogCopy>> = {
  en: () => import('../../content/blog/blogCopy'),
  es: () => import('../../content/es/blog/blogCopy'),
};

/**
 * The page module of one article route in one language (`article.locale`):
 * the shared ArticlePage chunk, the article's content chunk in that language
 * and the blog's copy in that language, fetched in parallel, bound into a
 * component that renders synchronously (what the prerender step and
 * hydration need).
 */
export async function loadArticlePage(article: ArticleMeta): Promise<PageModule> {
  const [{ default: ArticlePage }, content, copy] = await Promise.all([
    import('./ArticlePage'),
    loadArticleContent(article),
    blogCopy[article.locale](),
  ]);
  const Page = () => createElement(ArticlePage, { article, content, copy });
  Page.displayName = `ArticlePage(${article.locale}:${article.id})`;
  return { default: Page };
}
