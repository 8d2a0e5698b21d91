/**
 * Pages' own calls to the office's editor gateway, besides Decap's proxy
 * protocol (which Decap makes itself): the site's rebuild status, the
 * history of changes and one undone. A client derived from the relay's
 * routes (hono/client's `hc` over EditorGatewayApi and SiteBuildApi, as
 * the inbox's is: src/relay/inbox/app/api.ts), so a path, a body or an
 * answer the relay does not declare is a type error here. Same origin: the
 * session's cookie goes with each request.
 */
import { hc } from 'hono/client';
import { OFFICE_PATH, type EditorGatewayApi, type SiteBuildApi } from '../relay/browser.ts';

/** A window's fetch, called as the window's own (a detached one may refuse to run). */
type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export function editorClient(fetch: Fetch = (input, init) => window.fetch(input, init)) {
  const gateway = hc<EditorGatewayApi>(OFFICE_PATH, { fetch }).api.editor;
  const builds = hc<SiteBuildApi>(OFFICE_PATH, { fetch }).api.editor;
  const asJson = { headers: { Accept: 'application/json' } };
  return {
    status: () => builds.status.$get(undefined, asJson),
    // Never an earlier answer from the browser's cache: an undo changes it.
    history: () => gateway.history.$get(undefined, { ...asJson, init: { cache: 'no-store' } }),
    undo: (commit: string) => gateway.undo.$post({ json: { commit } }, asJson),
  };
}
