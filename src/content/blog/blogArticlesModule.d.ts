/** The module the blog's Vite plugin generates (src/build/markdownPlugin.ts). */
declare module 'virtual:blog-articles' {
  // An ambient module cannot import a relative path, so its types are referenced inline.
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  type Locale = import('../../i18n/locale').Locale;
  /** Each language's articles, newest first: the validated frontmatter without what only the article page shows. */
  export const articleMetas: Readonly<Record<Locale, readonly import('./articles').ArticleListMeta[]>>;
  /** One lazily loaded page content per language and article id (its own chunk). */
  export const articleBodies: Readonly<
    Record<Locale, Readonly<Record<string, () => Promise<{ default: import('./articles').ArticleContent }>>>>
  >;
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}
