/**
 * The modules the content plugin makes of the content files
 * (src/buildSteps/content/siteContent.ts, docs/content.md), typed by their models.
 * An ambient module cannot import a relative path, so the types are
 * referenced inline. The fixed pages' modules, one per page of the model,
 * are derived from it: ./pageModules.d.ts (src/buildSteps/content/pageModuleTypes.ts).
 */
/* eslint-disable @typescript-eslint/consistent-type-imports */

declare module 'virtual:content/coverage' {
  type Locale = import('../i18n/locale').Locale;
  /** Every coverage page's place, in their order. */
  export const coveragePages: readonly import('./model/coverage').CoveragePlace[];
  /** Each coverage page's content in each language, a chunk of its own. */
  export const coverageContent: Readonly<
    Record<Locale, Readonly<Record<string, () => Promise<{ default: import('./model/coverage').CoveragePageContent }>>>>
  >;
}

declare module 'virtual:content/words/*' {
  export const words: import('./model/site').FrameWords;
}

declare module 'virtual:content/blog-cards/*' {
  const cards: import('./model/site').SiteWords['blogCards'];
  export default cards;
}

declare module 'virtual:content/heads/*' {
  export const heads: import('./model/site').Heads;
}

/** The content editor's alone (src/admin/): every coverage page as other pages see it, in each language, and where each is linked from. */
declare module 'virtual:content/editor' {
  export const coverageFacts: Readonly<Record<import('../i18n/locale').Locale, readonly import('../vocabulary/nodes').CoverageFacts[]>>;
  /** Where each coverage page (by file name) is linked from, as the office finds it (src/buildSteps/content/loadSiteContent.ts). */
  export const linksTo: Readonly<Record<string, readonly string[]>>;
  /** Of those, the links written as the page's address (a link field, not a field naming the page). */
  export const linksToAddress: Readonly<Record<string, readonly string[]>>;
}

declare module 'virtual:content/error-screen' {
  export const errorHeadings: Readonly<Record<import('../i18n/locale').Locale, string>>;
}
