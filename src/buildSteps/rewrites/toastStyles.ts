/**
 * Vite plugin: react-toastify's stylesheet, with its custom properties on the
 * toast container instead of the document's root.
 *
 * The toast container mounts when the browser is idle, on every page
 * (src/forms/ToastHost.tsx). react-toastify's default entry then injects its
 * stylesheet into the head, and that sheet opens with `:root { --toastify-…
 * }`: some forty inherited custom properties on the root, so the browser
 * recalculates the style of every element of the page, 40-50 ms at
 * Lighthouse's 4x CPU slowdown on the home page, long after the page has
 * settled, for toasts no one has asked for yet. The container loads from
 * `react-toastify/unstyled` (no injected style) with the library's own
 * stylesheet imported beside it (`src/forms/ToastViewport.tsx`), which this
 * plugin scopes: the properties are declared on `.Toastify`, the section that
 * holds every toast, so adding the sheet touches only the elements its
 * selectors name (docs/architecture.md, "Hydration in slices").
 *
 * The rewrite goes through replaceOnce: when a release writes the rule
 * differently, the build stops and says so.
 *
 * Upstream: no issue found about the restyle (searched November 2026). One
 * would go to github.com/fkhadra/react-toastify, asking for the `--toastify-*`
 * properties on `.Toastify`; the nearest thread is
 * https://github.com/fkhadra/react-toastify/issues/1287 (the same `:root`
 * block, about its order in the head since 11.1.0). Drop this step when the
 * library scopes them (docs/architecture.md, "Rewrites of a library's code").
 */
import { libraryRewrite } from './libraryRewrite.ts';
import { replaceOnce } from './replaceOnce.ts';

/** The library's stylesheet, as imported by the toast container. */
const TOASTIFY_CSS = /\/react-toastify\/dist\/ReactToastify\.css$/;

/** The stylesheet with its root-level custom properties declared on the toast container. */
export function scopedToastStyles(css: string): string {
  return replaceOnce(css, /^:root\s*\{/m, '.Toastify {', {
    step: 'toastStyles (src/buildSteps/rewrites/toastStyles.ts)',
    what: "react-toastify's `:root` rule of custom properties at the start of a line",
  });
}

export const toastStyles = () => libraryRewrite({ name: 'toast-styles', id: TOASTIFY_CSS, rewrite: scopedToastStyles, beforeVite: true });
