/**
 * Vite plugin: arktype validates by interpreting its schemas, decided at
 * build time instead of probed in the visitor's browser.
 *
 * @ark/schema's default configuration asks @ark/util's `envHasCsp()` whether
 * it may compile validators with `new Function`, by trying it. The site's
 * Content-Security-Policy refuses eval by design (docs/architecture.md,
 * "Before the script"), so on the site the answer is always no, and the
 * probe itself is refused: a "Refused to evaluate a string as JavaScript"
 * error in the console and a `securitypolicyviolation` event the moment a
 * form's code loads, on every page with a form. The answer goes in here,
 * `jitless: true`, and the probe never runs; validation is arktype's same
 * interpreter that the refused probe led to.
 *
 * Build only: vitest and the development server take the library from
 * node_modules untransformed, where there is no policy and arktype compiles.
 * The rewrite goes through replaceOnce: when a release writes the default
 * differently, the build stops and says so.
 *
 * Upstream: https://github.com/arktypeio/arktype/issues/1473 (open: a
 * configured `jitless: true` does not skip the probe). Drop this step when
 * it does (docs/architecture.md, "Rewrites of a library's code").
 */
import { libraryRewrite } from './libraryRewrite.ts';
import { replaceOnce } from './replaceOnce.ts';

/** The module of @ark/schema that holds the default configuration. */
const ARK_SCHEMA_DEFAULTS = /\/@ark\/schema\/out\/kinds\.js$/;

/** The defaults with the compiler off, without asking the browser. */
export function jitlessDefaults(source: string): string {
  return replaceOnce(source, 'jitless: envHasCsp(),', 'jitless: true,', {
    step: 'arktypeJitless (src/buildSteps/rewrites/arktypeJitless.ts)',
    what: "@ark/schema's default `jitless: envHasCsp(),`",
  });
}

export const arktypeJitless = () => libraryRewrite({ name: 'arktype-jitless', id: ARK_SCHEMA_DEFAULTS, rewrite: jitlessDefaults, buildOnly: true });
