/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { distDir, ssrDir } from './src/distContract/outDirs.ts';
import { agencyFacts } from './src/buildSteps/plugins/agencyFacts.ts';
import { iconSprite } from './src/buildSteps/plugins/iconSprite.ts';
import { codeSplitting } from './src/buildSteps/plugins/codeSplitting.ts';
import { compileHints } from './src/buildSteps/plugins/compileHints.ts';
import { blogArticles } from './src/buildSteps/markdown/blogArticles.ts';
import { siteContent } from './src/buildSteps/content/siteContent.ts';
import { cmsConfigModule, servingTheEditor } from './src/buildSteps/cms/cmsConfigModule.ts';
import { previewStyles } from './src/buildSteps/cms/previewStyles.ts';
import { reactDomSentinels } from './src/buildSteps/rewrites/reactDomSentinels.ts';
import { toastStyles } from './src/buildSteps/rewrites/toastStyles.ts';
import { arktypeJitless } from './src/buildSteps/rewrites/arktypeJitless.ts';
import { EnvironmentSequencer } from './tests/support/environmentSequencer.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The steps of the site's build, as Vite plugins, in the order Vite runs them
 * (a plugin's `enforce` aside); the development server runs the same list.
 * The prerender step runs after the bundles (src/buildSteps/prerender/prerender.ts,
 * `npm run build`), and the content editor has its own build
 * (src/buildSteps/cms/admin.vite.config.ts).
 */
const siteBuildSteps = ({ stylesheet }: { stylesheet: boolean }): PluginOption[] => [
  // The utilities the modules name, as the site's stylesheet (uno.config.ts).
  stylesheet && UnoCSS({ configFile: here('./uno.config.ts') }),
  // JSX, and Fast Refresh on the development server, but not on `npm run cms`'s (servingTheEditor, src/buildSteps/cms/cmsConfigModule.ts).
  react(servingTheEditor() ? { refreshExclude: /./ } : {}),
  // The blog's Markdown compiled into a small typed tree at build time (src/buildSteps/markdown/blogArticles.ts).
  blogArticles(),
  // The content files, read and checked, as modules (docs/content.md).
  siteContent(),
  // The agency's facts, checked and derived, as a JSON literal (docs/configuration.md).
  agencyFacts(),
  // The icon sprite (docs/architecture.md, "Icons").
  iconSprite(),
  // The content editor's configuration and its preview's stylesheet, for /admin/ on the development server (npm run cms).
  cmsConfigModule(),
  previewStyles(),
  // Rewrites of a library's code, each until its upstream issue is fixed (docs/architecture.md, "Rewrites of a library's code"):
  // React DOM's initialisation without stack traces;
  reactDomSentinels(),
  // react-toastify's stylesheet without custom properties on the root;
  toastStyles(),
  // validation without arktype's eval probe, which the Content-Security-Policy refuses.
  arktypeJitless(),
  // Each script file asks V8 to compile it off the main thread (src/buildSteps/plugins/compileHints.ts).
  compileHints(),
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: here('./src'),
  publicDir: here('./src/public'),
  envDir: here('.'),
  // Vite's dependency cache beside the project's node_modules, not under src/ (the root).
  cacheDir: here('./node_modules/.vite'),
  // SITE_ORIGIN is public (canonical URLs) and must reach the bundles like the VITE_ variables (src/config/buildEnv.ts).
  envPrefix: ['VITE_', 'SITE_ORIGIN'],
  // vitest's tiers (mode 'test') import no stylesheet: UnoCSS, which reads every module it transforms for the
  // utilities it names, cost the unit tier about a sixth of its CPU (docs/testing.md, "Where tests go").
  plugins: siteBuildSteps({ stylesheet: mode !== 'test' }),
  // The server bundle is self-contained, so it runs from any folder (see SITE_DIST).
  ssr: { noExternal: true },
  build: {
    // The content plugin writes the public folder without the media folder, whose uploads are
    // published only as re-encoded variants (src/buildSteps/content/siteContent.ts, docs/deploy.md).
    copyPublicDir: false,
    // The server bundle only feeds the prerender step (src/buildSteps/prerender/prerender.ts).
    outDir: isSsrBuild ? ssrDir : distDir,
    emptyOutDir: true,
    // Client assets are content-hashed; the server caches /assets/ forever.
    assetsDir: 'assets',
    target: 'es2022',
    // The prerender step finds the app's entry, its chunks and the boot module here (src/buildSteps/prerender/deferApp.ts).
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
    // prerender step puts it in place of the app's script (src/buildSteps/prerender/deferApp.ts).
    // The components pages share go in one file (src/buildSteps/plugins/codeSplitting.ts).
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
    // The files of one environment next to each other, so that a worker's module graph serves all of them
    // (tests/support/environmentSequencer.ts).
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        extends: true,
        // One module graph per worker, not per file (`isolate: false`): each of the 119 files imported React, arktype
        // and the content anew, and that import was over half the tier's CPU. Measured 2026-11-30 side by side on
        // the loaded machine: 1872 passed either way, 208 CPU-s against 321 (docs/testing.md, "Where tests go").
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/relay/unit/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/unit/setup.ts'], isolate: false },
      },
      {
        extends: true,
        // Integration tests start servers, builds and workerd; on a busy 2-core machine one step can take
        // far longer than vitest's 5 s default (a workerd restart did, and the file's later tests lost it).
        // A test that fails runs once more, as the browser tier's do: on CI (stop 69) one of 248 failed on the busy
        // machine and passed in every run here. `npm test` names each test that passed only on its retry, with its
        // first error (tests/support/flakyTestsReporter.ts), so a retry never hides one that needs mending.
        // One module graph per worker too, as the unit tier's: Hono, Kysely, miniflare and Vite imported once a worker,
        // not once a file (import 73 s against 31-33 s, 2026-11-30; docs/testing.md, "Where tests go").
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/relay/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          retry: 1,
          globalSetup: ['tests/support/workerTemplateSetup.ts'],
        },
      },
    ],
  },
}));
