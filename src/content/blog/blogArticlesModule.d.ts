/** The modules the blog's Vite plugin generates (src/buildSteps/markdown/blogArticles.ts). */
declare module 'virtual:blog-articles' {
  // An ambient module cannot import a relative path, so its types are referenced inline.
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  type Locale = import('../../i18n/locale').Locale;
  /** Each language's article ids, newest first. */
  export const articleIds: Readonly<Record<Locale, readonly string[]>>;
  /** Each language's list (virtual:blog-articles/<locale>), loaded on demand. */
  export const articleLists: Readonly<Record<Locale, () => Promise<{ default: import('./articles').ArticleMeta[] }>>>;
  /** One lazily loaded page content per language and article id (its own chunk). */
  export const articleBodies: Readonly<
    Record<Locale, Readonly<Record<string, () => Promise<{ default: import('./articles').ArticleContent }>>>>
  >;
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}

/** One language's articles, newest first, with their paths and languages. */
declare module 'virtual:blog-articles/en' {
  const list: import('./articles').ArticleMeta[]; // eslint-disable-line @typescript-eslint/consistent-type-imports
  export default list;
}
declare module 'virtual:blog-articles/es' {
  const list: import('./articles').ArticleMeta[]; // eslint-disable-line @typescript-eslint/consistent-type-imports
  export default list;
}
