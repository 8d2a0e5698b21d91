/**
 * The part of the relay's entry (./index.ts) that a browser bundle outside
 * src/relay/ takes: the editor's page (src/admin/). Plain strings, words and
 * types, from modules that import nothing that runs: a bundler keeps every
 * module's top-level code that may act, so the entry's other exports (the
 * doors, derived from the site's relay settings; the size of a post, from
 * the form definitions) would move code into the editor's bundle that it
 * never calls (docs/relay.md, "The relay as one part").
 */
export * from './office/officePaths';
export { siteBuildWords } from './editorGateway/siteBuildWords';
export type { SiteBuildApi, SiteBuilds, SiteBuildStatus } from './editorGateway/siteBuilds';
export type { EditorGatewayApi, HistoryChange } from './editorGateway/editorGateway';
