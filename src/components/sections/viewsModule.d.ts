/**
 * The module the content plugin makes of a fixed page's kinds of blocks
 * (src/buildSteps/content/siteContent.ts): the views of exactly those kinds. Typed
 * here, beside the views it names (an ambient module cannot import a
 * relative path, so the type is referenced inline).
 */
declare module 'virtual:content/views/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const views: import('./viewModules').SectionViews;
}
