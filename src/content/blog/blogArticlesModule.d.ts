/** The module the blog's Vite plugin generates (src/build/markdownPlugin.ts). */
declare module 'virtual:blog-articles' {
  /** Every article's validated frontmatter, newest first. */
  export const articleMetas: readonly import('./model').ArticleFrontmatter[];
  /** One lazily loaded body per article id (its own chunk). */
  export const articleBodies: Readonly<Record<string, () => Promise<{ default: import('./model').ArticleBody }>>>;
}
