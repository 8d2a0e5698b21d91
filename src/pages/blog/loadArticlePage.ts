import { createElement } from 'react';
import type { PageModule } from '../../lib/lazyPage';
import { loadArticleBody, type ArticleMeta } from '../../content/blog/articles';

/**
 * The page module of one article route: the shared ArticlePage chunk and the
 * article's own body chunk, fetched in parallel, bound into a component that
 * renders synchronously (what the prerender step and hydration need).
 */
export async function loadArticlePage(article: ArticleMeta): Promise<PageModule> {
  const [{ default: ArticlePage }, body] = await Promise.all([import('./ArticlePage'), loadArticleBody(article.id)]);
  const Page = () => createElement(ArticlePage, { article, body });
  Page.displayName = `ArticlePage(${article.id})`;
  return { default: Page };
}
