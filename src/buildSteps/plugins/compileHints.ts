/**
 * Vite plugin: every script file of the client build but the boot module
 * starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (Chrome 136 and later; to other engines a comment). V8 compiles a script's
 * functions lazily, on the main thread, the first time each is called, unless
 * the file asks for all of them up front: then it compiles them on a
 * background thread while the file streams in, and the main thread only runs
 * them.
 *
 * A page loads only files it runs: its chunks (src/buildSteps/plugins/codeSplitting.ts),
 * React DOM, its copy, and a form's code once the form is used. From the
 * app's start to its `enhanced` mark, lazy compilation took 66-78 ms of the
 * main thread's 182-213 ms; with the hint, 1-2 ms of 123-168 ms
 * (docs/performance.md, "Script files").
 *
 * The boot module goes inline into each page (src/buildSteps/prerender/deferApp.ts): an
 * inline script is not streamed, and its few functions all run anyway.
 */
import type { Plugin, Rolldown } from 'vite';
import { BOOT_ENTRY } from '../prerender/deferApp.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINT_LINE = `${COMPILE_HINT}\n`;

/** V8 reads the hint only as a file's first line. */
export const withCompileHint = (code: string) => `${HINT_LINE}${code}`;
export const hasCompileHint = (code: string) => code.startsWith(HINT_LINE);
export const withoutCompileHint = (code: string) => (hasCompileHint(code) ? code.slice(HINT_LINE.length) : code);

const isBootModule = (chunk: Pick<Rolldown.RenderedChunk, 'isEntry' | 'facadeModuleId'>) => chunk.isEntry && (chunk.facadeModuleId ?? '').endsWith(`/src/${BOOT_ENTRY}`);

export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: (_config, { isSsrBuild }) => !isSsrBuild,
  // The hint is added once the names are fixed: it goes into the content hash here, so a file that gains or loses it is a new name.
  augmentChunkHash: (chunk) => (isBootModule(chunk) ? undefined : COMPILE_HINT),
  generateBundle: {
    // After Vite's own rewrites, one of which puts a line before the code, so the hint stays the first line.
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !isBootModule(file)) file.code = withCompileHint(file.code);
      }
    },
  },
});
