/**
 * The page-weight budgets, in gzip bytes, for every tier that measures them:
 * the site checks over the built HTML (tests/checks/sizeBudget.ts,
 * run-checks.ts) and the browser test that counts what a page really loads
 * (tests/e2e/performance.spec.ts). One number each, so the tiers cannot drift.
 *
 * Why these: a page must be interactive quickly on a phone over a mobile
 * network, and the site is static HTML plus React; docs/measured.md
 * states the 100 KB initial-JavaScript budget and how close the pages run to
 * it (a feature that adds to the entry must take something out). The CSS is
 * render-blocking, so it gets a budget of its own, a quarter of the script's.
 */

/** Initial JavaScript per page, React included: what it needs to render and hydrate, before any interaction. */
export const INITIAL_JS_BUDGET = 100 * 1024;
/** Render-blocking CSS per page. */
export const CSS_BUDGET = 25 * 1024;
