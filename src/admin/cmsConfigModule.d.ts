/** The module the content editor's Vite plugin generates (src/buildSteps/cms/cmsConfigModule.ts). */
declare module 'virtual:cms-config' {
  // An ambient module declaration names its types inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const config: import('decap-cms-core').CmsConfig;
  export default config;
}

/** The site's stylesheet as text, for the preview's frame (src/buildSteps/cms/previewStyles.ts). */
declare module 'virtual:cms-preview-styles' {
  const stylesheet: string;
  export default stylesheet;
}
