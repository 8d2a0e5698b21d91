/**
 * `npm run cms`: the content editor with no account and no network. Starts
 * Decap's local backend (decap-server, which reads and writes the files of a
 * working copy) and the site's development server, which serves the editor
 * at /admin/ and the site around it; a change saved in the editor is on the
 * site at once. Ctrl+C stops both.
 *
 *   CMS_PORT           the development server's port (default 5173)
 *   CMS_BACKEND_PORT   decap-server's port (default 8081)
 *   CMS_CONTENT_DIR    the working copy the editor writes to (default: this
 *                      project); the site is then built from that copy's
 *                      content, articles, facts and uploads (CONTENT_ROOT,
 *                      BLOG_ARTICLES_DIR, AGENCY_FACTS_FILE)
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { createServer, searchForWorkspaceRoot } from 'vite';
import { dependencies } from '../../../package.json' with { type: 'json' };
import { ARTICLES_PATH } from './articlesCollection.ts';
import { FACTS_PATH } from './factsCollection.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');
const host = '127.0.0.1';
const port = Number(process.env.CMS_PORT ?? 5173);
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
const contentDir = resolve(process.env.CMS_CONTENT_DIR ?? projectRoot);
/** The editor's page, relative to the site's root (src/, vite.config.ts). */
const EDITOR_PAGE = 'admin/index.html';

// The editor's paths are relative to the working copy; the site reads the same files.
if (contentDir !== projectRoot) {
  process.env.BLOG_ARTICLES_DIR = resolve(contentDir, ARTICLES_PATH);
  process.env.AGENCY_FACTS_FILE = resolve(contentDir, FACTS_PATH);
  // The pages' content files and the uploads (src/buildSteps/content/loadSiteContent.ts).
  process.env.CONTENT_ROOT = contentDir;
}
// The editor as the office uses it, not as its code is developed: React, Emotion and Decap in their production
// builds (Vite's "NODE_ENV=production vite", import.meta.env.PROD on a development server). Their development builds
// record a stack for every element rendered: 55-60% of the browser's work in the editor (docs/editor.md, "Try it locally").
process.env.NODE_ENV ??= 'production';
// Read by the editor's configuration on the development server (src/buildSteps/cms/cmsConfigModule.ts).
process.env.CMS_LOCAL_BACKEND_URL = `http://${host}:${backendPort}/api/v1`;

const backend = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server')], {
  // MODE fs: files are written as they are, no commits; Git stays the developer's.
  env: { ...process.env, PORT: String(backendPort), BIND_HOST: host, MODE: 'fs', GIT_REPO_DIRECTORY: contentDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const server = await createServer({
  configFile: resolve(projectRoot, 'vite.config.ts'),
  // Its own dependency cache, so it never races `npm run dev` or another port's server over node_modules/.vite.
  cacheDir: resolve(projectRoot, `node_modules/.vite/cms-${port}`),
  server: {
    host,
    port,
    strictPort: true,
    // Articles of a working copy elsewhere are served like the project's own (their bodies load by /@fs/ URL).
    fs: { allow: [searchForWorkspaceRoot(projectRoot), contentDir] },
  },
  // Prepared before the first visit: a dependency found later makes Vite bundle them all again and reload the pages,
  // and the editor's page (which goes without Vite's client, src/buildSteps/cms/cmsConfigModule.ts) would keep stale
  // modules. Every dependency of the editor and the site, found from their pages (Vite found none by itself here:
  // `marked`, which the editor's article checks import, was found on the first visit, bundled again for 25 s, and the
  // editor's page stopped). Decap as the editor registers it (src/admin/decap.ts), by package, and the history its
  // router follows (src/admin/openEntryFresh.ts), whatever the crawl finds.
  optimizeDeps: {
    entries: [EDITOR_PAGE, 'index.html'],
    include: [
      ...Object.keys(dependencies).filter((name) => name.startsWith('decap-cms-') && name !== 'decap-cms-app'),
      'decap-cms-core/dist/esm/routing/history.js',
      'react-dom/server',
      'yaml',
    ],
  },
});

/**
 * The editor's modules made before the first visit (docs/editor.md, "Try it
 * locally"): each module of the editor, from its entry down its imports,
 * transformed as the browser will ask for it, many at a time. Left
 * to the first visit, the browser finds the imports one level at a time and
 * Vite transforms each as it is asked: the office waited for it on /admin/.
 */
async function prepare(url: string, seen: Set<string>): Promise<void> {
  if (seen.has(url)) return;
  seen.add(url);
  const { client } = server.environments;
  await client.transformRequest(url).catch(() => null);
  const imports = (await client.moduleGraph.getModuleByUrl(url))?.importedModules ?? new Set();
  await Promise.all([...imports].map((module) => prepare(module.url, seen)));
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  backend.kill('SIGTERM');
  await server.close();
  process.exit(code);
}

backend.on('exit', (code) => {
  if (!stopping) console.error(`decap-server stopped (exit ${code}); stopping the development server too.`);
  void stop(code ?? 1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await server.listen();
  const preparing = Date.now();
  const modules = new Set<string>();
  await prepare(`/${EDITOR_PAGE.replace(/index\.html$/, 'main.ts')}`, modules);
  console.log(`  Editor prepared: ${modules.size} modules in ${((Date.now() - preparing) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(error);
  await stop(1);
}
console.log(`\n  Content editor: http://${host}:${port}/admin/  (local backend, writing to ${contentDir})`);
console.log(`  Site:           http://${host}:${port}/\n  Ctrl+C stops both.\n`);
