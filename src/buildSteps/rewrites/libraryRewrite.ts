/**
 * A Vite plugin that rewrites one module a library ships, as the build reads
 * it: the shape of toastStyles, reactDomSentinels and arktypeJitless. The
 * rewrite itself goes through replaceOnce (replaceOnce.ts), so a release that
 * changes the text it looks for stops the build. Each names the upstream
 * issue that would let it go (docs/architecture.md, "Rewrites of a library's
 * code").
 */
import type { Plugin } from 'vite';

export interface LibraryRewrite {
  name: string;
  /** The module's path, as Vite resolves it (under node_modules). */
  id: RegExp;
  /** The module's new source. */
  rewrite: (code: string) => string;
  /** Only in `vite build` (vitest and the development server take the library as it is). */
  buildOnly?: boolean;
  /** On the file as the library ships it, before Vite's own transforms (a stylesheet before the CSS pipeline). */
  beforeVite?: boolean;
  /** Only the browser's bundle, not the server's. */
  clientOnly?: boolean;
}

export function libraryRewrite({ name, id, rewrite, buildOnly, beforeVite, clientOnly }: LibraryRewrite): Plugin {
  return {
    name,
    ...(buildOnly && { apply: 'build' }),
    ...(beforeVite && { enforce: 'pre' }),
    transform: {
      filter: { id },
      handler(code) {
        if (clientOnly && this.environment.config.consumer !== 'client') return null;
        return { code: rewrite(code), map: null };
      },
    },
  };
}
