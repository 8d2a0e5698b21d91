/**
 * The office's inbox, built apart from the site: `vite build -c
 * src/buildSteps/office.vite.config.ts` (part of `npm run build`). It writes
 * dist-office/office/index.html and dist-office/office/assets/, outside
 * dist/, so that no static host publishes it: the relay serves those files
 * at /office/, only with a session (Node: src/relay/node/officeFiles.ts; the
 * Worker: its static assets, docs/deploy.md, "The office's inbox on Cloudflare"). Its own
 * build, so the site's bundles and stylesheet stay exactly what they are.
 * It also copies the built editor's page (dist/admin/index.html, built just
 * before) to dist-office/editor/index.html: the Worker answers it as the
 * office's Pages behind the sign-in (docs/deploy.md, "The editor on
 * Cloudflare"), its scripts staying the site's at /admin/assets/.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { distDir, officeDistDir } from '../distContract/outDirs.ts';
import { agencyFacts } from './plugins/agencyFacts.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The editor's page as the Worker's asset: this build's, or none (never an older build's). */
function editorPageForTheWorker(): Plugin {
  return {
    name: 'editor-page-for-the-worker',
    apply: 'build',
    closeBundle() {
      const page = join(distDir, 'admin', 'index.html');
      const target = join(officeDistDir, 'editor');
      rmSync(target, { recursive: true, force: true });
      if (!existsSync(page)) return;
      mkdirSync(target, { recursive: true });
      copyFileSync(page, join(target, 'index.html'));
    },
  };
}

export default defineConfig({
  root: here('../relay/inbox/app'),
  base: '/office/',
  publicDir: false,
  envDir: here('../..'),
  cacheDir: here('../../node_modules/.vite-office'),
  // The agency's facts as the site's build derives them (./plugins/agencyFacts.ts): the inbox shows every time in the agency's time zone (src/relay/words.ts).
  plugins: [agencyFacts(), UnoCSS({ configFile: here('../../uno.config.ts') }), react(), editorPageForTheWorker()],
  build: {
    outDir: `${officeDistDir}/office`,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
  },
});
