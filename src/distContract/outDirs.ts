import { resolve } from 'node:path';

/**
 * Where the build writes: dist/ (the static site), .ssr/ (the server bundle
 * that only the prerender step uses) and dist-office/ (the office's inbox,
 * which no static host may publish: the relay serves it, only with a
 * session; docs/deploy.md, "The office's inbox on Cloudflare"). SITE_DIST moves all three,
 * so that parallel builds (tests, developers) do not overwrite each other.
 * The servers find the build here too (src/server/main.ts, `npm run
 * relay:deploy`): docs/architecture.md, "The build and the servers".
 */
const root = resolve(import.meta.dirname, '../..');
export const distDir = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : resolve(root, 'dist');
export const ssrDir = process.env.SITE_DIST ? `${distDir}.ssr` : resolve(root, '.ssr');
export const officeDistDir = process.env.SITE_DIST ? `${distDir}-office` : resolve(root, 'dist-office');
