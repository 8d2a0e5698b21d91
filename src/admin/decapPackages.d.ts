/**
 * The Decap packages ./decap.ts registers, which ship no types: what it
 * reads of each, in decap-cms-core's own types.
 */
declare module 'decap-cms-backend-github' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const GitHubBackend: CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const ProxyBackend: CmsBackendClass;
}
declare module 'decap-cms-widget-*' {
  import type { CmsWidgetParam } from 'decap-cms-core';
  const widget: { Widget(): CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-locales' {
  import type { CmsLocalePhrases } from 'decap-cms-core';
  export const en: CmsLocalePhrases;
}
