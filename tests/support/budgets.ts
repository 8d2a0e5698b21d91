/**
 * The page-weight budgets, in gzip bytes (the first round trip's in brotli), for every tier that measures them:
 * the site checks over the built HTML (tests/checks/sizeBudget.ts,
 * run-checks.ts) and the browser test that counts what a page really loads
 * (tests/e2e/every-route.spec.ts). One number each, so the tiers cannot drift.
 *
 * Why these: a page must be interactive quickly on a phone over a mobile
 * network, and the site is static HTML plus React; docs/performance.md,
 * "Page weight", states each budget's reason and "Current figures" how close
 * the pages run to them (a feature that adds to the entry must take
 * something out). The stylesheet gets a budget of its own, a quarter of the
 * script's. The first paint needs only the page's HTML with its critical CSS inline
 * (docs/architecture.md, "Before the script"): that must fit in the first
 * round trip of a new connection.
 */

/** Initial JavaScript per page, React included: what it needs to render and hydrate, before any interaction. */
export const INITIAL_JS_BUDGET = 100 * 1024;
/**
 * Files in that initial JavaScript: each is a request and a main-thread task of its own, which a slow
 * phone can stretch past the long-task limit. The pages' shared components are one file
 * (src/buildSteps/plugins/codeSplitting.ts): 7 to 18 files on every route, against up to 28 without it.
 */
export const INITIAL_JS_FILES_BUDGET = 20;
/** The stylesheet per page (loaded after the first paint, linked at the end of the body). */
export const CSS_BUDGET = 25 * 1024;

/** A page's HTML with its CSS inline, as served (brotli bytes): one round trip (src/buildSteps/prerender/criticalCssInliner.ts, where the build holds itself to it). */
export { FIRST_ROUND_TRIP_BYTES as FIRST_ROUND_TRIP_BUDGET } from '../../src/buildSteps/prerender/criticalCssInliner';
