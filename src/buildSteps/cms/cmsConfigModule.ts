/**
 * Vite plugin: `virtual:cms-config` is the content editor's configuration
 * (src/buildSteps/cms/cmsConfig.ts) as data, for the editor's page (src/admin/main.ts).
 * The development server adds Decap's local backend when `npm run cms` has
 * started one (CMS_LOCAL_BACKEND_URL); a build never does, so the deployed
 * editor only ever talks to the Git host. On the development server the
 * editor's page goes without Vite's reloading client.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { contentPaths } from '../content/contentPaths.ts';
import { removeAll } from '../rewrites/replaceOnce.ts';
import { cmsConfig } from './cmsConfig.ts';

export const CMS_CONFIG_MODULE = 'virtual:cms-config';

/**
 * Whether this development server is `npm run cms`'s (./devServer.ts, which
 * starts the local backend and names it). Its site goes without React Fast
 * Refresh: the editor's preview draws the site's own components
 * (src/admin/preview/), and a component made refreshable loads Vite's
 * client into the editor's page, which would then reload whenever a save
 * changes the content (see DEV_CLIENT_SCRIPTS). The site's pages still
 * reload on a change, through the client their own page loads.
 */
export const servingTheEditor = () => Boolean(process.env.CMS_LOCAL_BACKEND_URL);
const RESOLVED = `\0${CMS_CONFIG_MODULE}`;

/**
 * The development server's client, added to every page directly and through
 * React Fast Refresh's preamble: it reloads every open page when the site's
 * content changes. Saving in the editor changes the content; the site's
 * pages should reload, the editor must not (a reload loses its place and
 * signs the office out), and it has no code of ours to refresh.
 */
const DEV_CLIENT_SCRIPTS = [
  { what: "Vite's client script (/@vite/client)", pattern: /\s*<script type="module" src="\/@vite\/client"><\/script>/g },
  {
    what: "React Fast Refresh's preamble (/@react-refresh)",
    refreshOnly: true,
    pattern: /\s*<script type="module">import \{ injectIntoGlobalHook \} from "\/@react-refresh";[\s\S]*?<\/script>/g,
  },
];

/**
 * The editor's development page without those scripts; a script that is no longer found stops the development server's
 * page with the step named (../rewrites/replaceOnce.ts). The preamble is looked for only where React Fast Refresh runs: not
 * on a server in production mode (`npm run cms`'s, ./devServer.ts), where the React plugin adds none.
 */
export const withoutDevClient = (html: string, { refresh = true } = {}) =>
  DEV_CLIENT_SCRIPTS.filter(({ refreshOnly }) => refresh || !refreshOnly).reduce(
    (page, { what, pattern }) => removeAll(page, pattern, { step: 'cms-config plugin (src/buildSteps/cms/cmsConfigModule.ts)', what }),
    html,
  );

export function cmsConfigModule(): Plugin {
  let serving = false;
  let refresh = true;
  return {
    name: 'cms-config',
    configResolved(config) {
      serving = config.command === 'serve';
      refresh = !config.isProduction;
    },
    resolveId(id) {
      return id === CMS_CONFIG_MODULE ? RESOLVED : undefined;
    },
    configureServer(server: ViteDevServer) {
      // The selects list the coverage pages and articles there are, "Order" their numbers: a page added, deleted or
      // reordered shows once /admin/ is reloaded (the editor's page goes without Vite's client, so it never reloads by itself).
      const { coverage, articles } = contentPaths();
      const changed = (file: string) => {
        if (!file.startsWith(coverage) && !file.startsWith(articles)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const localBackendUrl = serving ? process.env.CMS_LOCAL_BACKEND_URL : undefined;
      return `export default ${JSON.stringify(cmsConfig({ localBackendUrl }), null, 2)};`;
    },
    transformIndexHtml: {
      // After Vite and the React plugin have added their scripts.
      order: 'post',
      handler(html, context) {
        if (!context.server || !context.path.startsWith('/admin/')) return html;
        return withoutDevClient(html, { refresh });
      },
    },
  };
}
