/**
 * The content editor's own build: `vite build -c src/buildSteps/cms/admin.vite.config.ts`
 * (part of `npm run build`, after the site's). It writes dist/admin/index.html
 * and dist/admin/assets/ (and writes again, unchanged, the icon sprite and the
 * uploads' variants the site's build wrote): a build of its own, so Decap and
 * the preview's copy of the site's components share no chunk with the site,
 * and the site's bundles stay exactly what they are without it.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { agencyFacts } from '../plugins/agencyFacts.ts';
import { siteContent } from '../content/siteContent.ts';
import { iconSprite } from '../plugins/iconSprite.ts';
import { blogArticles } from '../markdown/blogArticles.ts';
import { distDir } from '../../distContract/outDirs.ts';
import { cmsConfigModule } from './cmsConfigModule.ts';
import { previewStyles } from './previewStyles.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('../..'),
  // The site's build has copied the public folder already.
  publicDir: false,
  envDir: here('../../..'),
  // The preview draws the site's own pages (src/admin/preview/): the modules they read (content, articles,
  // facts, the icon sprite's address) and the site's stylesheet as text. The same files the site's build writes.
  plugins: [cmsConfigModule(), siteContent(), blogArticles(), agencyFacts(), iconSprite(), previewStyles()],
  build: {
    outDir: distDir,
    // The site is already there.
    emptyOutDir: false,
    assetsDir: 'admin/assets',
    target: 'es2022',
    // Decap is one large application; it is loaded by the office only, never by a visitor.
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      input: { admin: here('../../admin/index.html') },
      // Decap's dependencies use eval and "use client" on purpose; those notes are not ours to act on.
      onwarn(warning, warn) {
        if (warning.id?.includes('/node_modules/') && ['EVAL', 'MODULE_LEVEL_DIRECTIVE'].includes(warning.code ?? '')) return;
        warn(warning);
      },
    },
  },
});
