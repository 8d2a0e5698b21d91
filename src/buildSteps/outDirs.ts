import { resolve } from 'node:path';

/**
 * Where the build writes: dist/ (the static site) and .ssr/ (the server bundle
 * that only the prerender step uses). SITE_DIST moves both, so that parallel
 * builds (tests, developers) do not overwrite each other.
 */
const root = resolve(import.meta.dirname, '../..');
export const distDir = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : resolve(root, 'dist');
export const ssrDir = process.env.SITE_DIST ? `${distDir}.ssr` : resolve(root, '.ssr');
