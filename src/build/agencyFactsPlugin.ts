/**
 * Vite plugin: checks the agency's facts file against its schema
 * (src/config/agencyFacts.ts) whenever the build or the dev server loads it,
 * so a bad value stops `npm run build` (and shows in the dev overlay) with
 * the file and field named, the way a malformed article does.
 *
 * AGENCY_FACTS_FILE builds the site from another facts file (the content
 * editor's browser test edits a temporary copy): the code still imports
 * src/config/agency.json, and this plugin answers that import with the other
 * file's text. Scripts Node runs directly (the server's headers, the
 * sitemap's origin) read src/config/agency.json itself.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { parseAgencyFacts } from '../config/agencyFacts.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
export const agencyFactsFile = resolve(projectRoot, 'src/config/agency.json');

export const factsSourceFile = () => resolve(projectRoot, process.env.AGENCY_FACTS_FILE ?? agencyFactsFile);

/** Paths in error messages: relative to the project when inside it. */
function displayPath(file: string): string {
  const rel = relative(projectRoot, file);
  return rel.startsWith('..') ? file : rel;
}

export function agencyFacts({ file = factsSourceFile() }: { file?: string } = {}): Plugin {
  const source = resolve(file);
  const isFactsModule = (id: string) => id.split('?')[0] === agencyFactsFile;
  return {
    name: 'agency-facts',
    enforce: 'pre',
    load(id) {
      if (source === agencyFactsFile || !isFactsModule(id)) return undefined;
      this.addWatchFile(source);
      return readFileSync(source, 'utf8');
    },
    transform(code, id) {
      if (!isFactsModule(id)) return undefined;
      parseAgencyFacts(code, displayPath(source));
      return undefined;
    },
    configureServer(server: ViteDevServer) {
      if (source === agencyFactsFile) return; // Vite watches its own file
      // The other file is no module of the graph: an edit reloads the module that stands for it.
      server.watcher.add(source);
      server.watcher.on('change', (changed) => {
        if (resolve(changed) !== source) return;
        const module = server.moduleGraph.getModuleById(agencyFactsFile);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
