/**
 * How the client build groups the app's modules into files (Rolldown's
 * `output.codeSplitting`, vite.config.ts). Left to itself, Rolldown gives
 * every set of pages that shares a component a chunk of its own: the home
 * page requested 28 scripts before hydrating, many of them a few hundred
 * bytes (a section's heading, the buttons, a date), arriving in a waterfall
 * of three levels. Each file is a request and a task of its own on the main
 * thread (its response, its compilation), and on a slow phone each of those
 * tasks can cross the long-task limit (docs/performance.md, "Script files").
 *
 * So the components and page layouts that three or more pages share go into
 * one file, which the entry imports (26 KB, 10 KB gzip, with what they
 * import: React, the agency's facts). A page now requests 7 to 18 scripts,
 * and its initial JavaScript is 0.7-1.2 KB gzip lighter. A module only one or
 * two pages use stays in their chunks: grouping those too took pages past the
 * 100 KB budget (tests/support/budgets.ts). Copy (the content modules, one
 * language each), forms' code and React DOM are not in the group.
 */
import type { Rolldown } from 'vite';

/** Page layouts, components and the design system's primitives: `src/pages/`, `src/components/`, `src/ui/`. */
const PAGE_PARTS = /[\\/]src[\\/](pages|components|ui)[\\/]/;

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [{ name: 'shared', test: PAGE_PARTS, minShareCount: 3 }],
};
