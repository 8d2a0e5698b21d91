/** The module the blog's Vite plugin generates (src/build/markdownPlugin.ts). */
declare module 'virtual:blog-articles' {
  // An ambient module cannot import a relative path, so its types are referenced inline.
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  /** Every article's validated frontmatter, newest first. */
  export const articleMetas: readonly import('./frontmatter').ArticleFrontmatter[];
  /** One lazily loaded body per article id (its own chunk). */
  export const articleBodies: Readonly<Record<string, () => Promise<{ default: import('./model').ArticleBody }>>>;
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}
