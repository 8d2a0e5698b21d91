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
declare module 'decap-cms-core/dist/esm/routing/history.js' {
  /** A place of the history (history 4's location), as much of it as the editor reads. */
  interface Location {
    pathname: string;
    search: string;
    hash: string;
  }
  /** The hash history Decap's router follows (decap-cms-core's src/routing/history.js; the package `history` 4, which ships no types). */
  export const history: {
    location: Location;
    listen(listener: (location: Location, action: 'PUSH' | 'POP' | 'REPLACE') => void): () => void;
    replace(location: string | Location): void;
  };
}
