/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { distDir, ssrDir } from './src/build/outDirs.ts';
import { agencyFacts } from './src/build/agencyFactsPlugin.ts';
import { blogArticles } from './src/build/markdownPlugin.ts';
import { siteContent } from './src/build/content/plugin.ts';
import { cmsConfigModule, servingTheEditor } from './src/build/cms/plugin.ts';
import { iconSprite } from './src/build/iconSpritePlugin.ts';
import { previewStyles } from './src/build/cms/previewStyles.ts';
import { reactDomSentinels } from './src/build/reactDomSentinels.ts';
import { toastStyles } from './src/build/toastStyles.ts';
import { arktypeJitless } from './src/build/arktypeJitless.ts';
import { codeSplitting } from './src/build/sharedChunk.ts';
import { compileHints } from './src/build/compileHints.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./src'),
  publicDir: here('./src/public'),
  envDir: here('.'),
  // Vite's dependency cache beside the project's node_modules, not under src/ (the root).
  cacheDir: here('./node_modules/.vite'),
  // SITE_ORIGIN is public (canonical URLs) and must reach the bundles like the VITE_ variables (src/config/buildEnv.ts).
  envPrefix: ['VITE_', 'SITE_ORIGIN'],
  // siteContent: the content files as modules (docs/content.md).
  // cmsConfigModule, previewStyles: the content editor's configuration and its preview's stylesheet, for /admin/ on the development server (npm run cms).
  // reactDomSentinels: React DOM's initialisation without stack traces (docs/architecture.md, "Hydration in slices").
  // toastStyles: react-toastify's stylesheet without custom properties on the root (same section).
  // arktypeJitless: validation without arktype's eval probe, which the Content-Security-Policy refuses (src/build/arktypeJitless.ts).
  // compileHints: each script file asks V8 to compile it off the main thread (src/build/compileHints.ts).
  // react: without Fast Refresh on the development server of `npm run cms` (servingTheEditor, src/build/cms/plugin.ts).
  plugins: [UnoCSS({ configFile: here('./uno.config.ts') }), react(servingTheEditor() ? { refreshExclude: /./ } : {}), blogArticles(), siteContent(), agencyFacts(), iconSprite(), cmsConfigModule(), previewStyles(), reactDomSentinels(), toastStyles(), arktypeJitless(), compileHints()],
  // The server bundle is self-contained, so it runs from any folder (see SITE_DIST).
  ssr: { noExternal: true },
  build: {
    // The content plugin writes the public folder without the media folder, whose uploads are
    // published only as re-encoded variants (src/build/content/plugin.ts, docs/deploy.md).
    copyPublicDir: false,
    // The server bundle only feeds the prerender step (src/build/prerender.ts).
    outDir: isSsrBuild ? ssrDir : distDir,
    emptyOutDir: true,
    // Client assets are content-hashed; the server caches /assets/ forever.
    assetsDir: 'assets',
    target: 'es2022',
    // The prerender step finds the app's entry, its chunks and the boot module here (src/build/deferApp.ts).
    manifest: !isSsrBuild,
    // Every browser the es2022 target reaches has native modulepreload. The
    // entry's own lazy imports (each route's page and copy, in two languages)
    // carry no list of their chunks' dependencies: that list, in the first
    // module every page loads, grew with every chunk of both languages. A page
    // loads its chunk's imports when that chunk arrives (docs/i18n.md, "Budgets").
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    // The boot module is built beside the app but named by no page until the
    // prerender step puts it in place of the app's script (src/build/deferApp.ts).
    // The components pages share go in one file (src/build/sharedChunk.ts).
    rolldownOptions: isSsrBuild ? {} : { input: { index: here('./src/index.html'), boot: here('./src/entry-boot.ts') }, output: { codeSplitting } },
  },
  // Two tiers (README, "Tests"): `unit` is the fast loop (no build, no spawned
  // tool: under a minute); `integration` builds the site or runs the project's
  // tools as `npm test` does.
  test: {
    root: here('.'),
    restoreMocks: true,
    // Every core: vitest's default leaves one free, which on a 2-core machine runs the files one at a time.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/unit/setup.ts'] },
      },
      {
        extends: true,
        // Integration tests start servers, builds and workerd; on a busy 2-core machine one step can take
        // far longer than vitest's 5 s default (a workerd restart did, and the file's later tests lost it).
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
}));
