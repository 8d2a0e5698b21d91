/**
 * Blog article metadata, compiled from the frontmatter of the Markdown files
 * in ./articles by the Vite plugin (src/build/markdownPlugin.ts). The route
 * table and the home page's teasers import this list, so it holds metadata
 * only; each body loads with its article's page (loadArticleBody).
 */
import { articleBodies, articleMetas } from 'virtual:blog-articles';
import type { ArticleFrontmatter } from './frontmatter';
import type { ArticleBody } from './model';

export type { ArticleCta } from './frontmatter';
export type { ArticleBody, BlogCategory } from './model';

export interface ArticleMeta extends ArticleFrontmatter {
  /** The article's URL: /blog/<id>. */
  path: string;
}

export const articlePath = (id: string) => `/blog/${id}`;

/** Every article, newest first. */
export const articles: ArticleMeta[] = articleMetas.map((meta) => ({ ...meta, path: articlePath(meta.id) }));

export async function loadArticleBody(id: string): Promise<ArticleBody> {
  const load = articleBodies[id];
  if (!load) throw new Error(`No blog article with id "${id}"`);
  return (await load()).default;
}
