import { createContext, useContext } from 'react';
import type { PageCopy } from '../../content/model/pages';

/** The blog's words and article list in the page's language (src/content/pages/blog.yaml read in that language). */
export type BlogCopy = PageCopy<'blog'>;

/**
 * Provided by the blog's two pages from their `copy`, so the components
 * inside read the page's language without importing either copy module
 * (a page must load only its own language's words).
 */
export const BlogCopyContext = createContext<BlogCopy | null>(null);

export function useBlogCopy(): BlogCopy {
  const copy = useContext(BlogCopyContext);
  if (!copy) throw new Error('A blog component rendered outside BlogCopyContext: its page must provide its copy');
  return copy;
}
