/**
 * `npm run build`: the site's browser bundle, the content editor's, the
 * office's inbox, the server bundle the prerender renders with, then the
 * prerender (docs/architecture.md, "From route to page"), one after another
 * in one process.
 *
 * One process rather than four `vite build` commands and a `tsx`: each
 * command started Node, npx and Vite and loaded its plugins anew, a fifth
 * of the build's time. It counts wherever the site is built: `npm start`,
 * the rebuild after each Publish, the test loop's builds (figures in
 * docs/performance.md, "Page weight, as built").
 *
 * Each step's configuration is loaded as the command loaded it, bundled
 * apart, so no module of one step's configuration is shared with another's.
 * Between steps the last one's memory is given back (a collection, and
 * rolldown's allocator told to return freed pages at once), so the build's
 * peak stays that of its largest step, the editor's, as when each step was a
 * process of its own. A step that fails ends the build as `vite build` did,
 * its error under "error during build:" (the line src/server/buildProblems.ts
 * reads for the office).
 */
import { inspect } from 'node:util';
import { prerender } from './prerender/prerender.ts';

/** The Vite builds, in the order the later ones rely on: the editor's writes beside the site's, the prerender reads the server bundle. */
const VITE_STEPS: { configFile: string; ssr?: string }[] = [
  { configFile: 'vite.config.ts' },
  { configFile: 'src/buildSteps/cms/admin.vite.config.ts' },
  { configFile: 'src/buildSteps/office.vite.config.ts' },
  { configFile: 'vite.config.ts', ssr: 'entry-server.tsx' },
];

// Read by rolldown's allocator (mimalloc) when Vite loads it, below: freed memory goes back to the system at once.
process.env.MIMALLOC_PURGE_DELAY ??= '0';
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';
const { build } = await import('vite');
/** `npm run build` runs Node with --expose-gc; run otherwise, the steps go without it. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

try {
  for (const { configFile, ssr } of VITE_STEPS) {
    await build({ configFile, ...(ssr ? { build: { ssr } } : {}) });
    collect();
  }
} catch (error) {
  console.error(`error during build:\n${inspect(error)}`);
  process.exit(1);
}
await prerender().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
