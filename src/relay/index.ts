/**
 * The lead relay's one entry: all that code outside src/relay/ imports of it
 * (the bundled server, src/server/; the host headers the build writes,
 * src/buildSteps/prerender/hostingHeaders.ts), and what it promises those
 * who talk to it: its addresses, the size of a post, the shapes the editor's
 * page reads and the words it shows. The browser's share of it is
 * ./browser.ts, which the editor's page (src/admin/) imports.
 *
 * The relay's runtimes are started, not imported: the Worker by wrangler
 * (./worker/entry.ts, its `main`), the Node relay by the bundled server
 * (./node/nodeRelay.ts, which src/server/main.ts alone may import); the
 * inbox app's page (./inbox/app/index.html) by its own Vite build, and the
 * two commands by npm. .config/dependency-cruiser.mjs holds the rest of
 * src/ to this (docs/relay.md, "The relay as one part").
 */
export * from './browser';
/** The two doors the site's forms post to: the script's, and the forms' `action` without script. */
export { RELAY_AJAX_PATH, RELAY_FORM_PATH } from './doorPaths';
/** The largest body a door reads; the host's proxy allows as much (nginx's client_max_body_size). */
export { MAX_BODY_BYTES } from './body';
