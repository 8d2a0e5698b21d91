/**
 * How the client build groups the app's modules into files (Rolldown's
 * `output.codeSplitting`, vite.config.ts). Left to itself, Rolldown gives
 * every set of pages that shares a component a chunk of its own: the home
 * page requested 28 scripts before hydrating, many of them a few hundred
 * bytes (a section's heading, the buttons, a date), arriving in a waterfall
 * of three levels. Each file is a request and a task of its own on the main
 * thread (its response, its compilation), and on a slow phone each of those
 * tasks can cross the long-task limit (docs/measured.md, "Fewer files").
 *
 * So the components and page layouts that two or more pages share go into
 * one file, which the entry imports: about 45 KB, 12 KB gzip, every page's
 * initial JavaScript within a kilobyte or two of what it was. A module only
 * one page uses stays in that page's chunk; copy (the content modules, one
 * language each), forms' code and React DOM are not in the group.
 */
import type { Rolldown } from 'vite';

/** Page layouts and components: `src/pages/`, `src/components/`. */
const PAGE_PARTS = /[\\/]src[\\/](pages|components)[\\/]/;

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [{ name: 'shared', test: PAGE_PARTS, minShareCount: 3 }],
};
