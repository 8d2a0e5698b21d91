/**
 * Vite plugin: `virtual:cms-config` is the content editor's configuration
 * (src/build/cms/config.ts) as data, for the editor's page (src/admin/main.ts).
 * The development server adds Decap's local backend when `npm run cms` has
 * started one (CMS_LOCAL_BACKEND_URL); a build never does, so the deployed
 * editor only ever talks to the Git host.
 */
import type { Plugin } from 'vite';
import { cmsConfig } from './config.ts';

export const CMS_CONFIG_MODULE = 'virtual:cms-config';
const RESOLVED = `\0${CMS_CONFIG_MODULE}`;

export function cmsConfigModule(): Plugin {
  let serving = false;
  return {
    name: 'cms-config',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === CMS_CONFIG_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const localBackendUrl = serving ? process.env.CMS_LOCAL_BACKEND_URL : undefined;
      return `export default ${JSON.stringify(cmsConfig({ localBackendUrl }), null, 2)};`;
    },
  };
}
