/**
 * Vite plugin: the agency's facts, checked and derived at build time.
 *
 * The code reads the facts from src/config/agency.ts, which takes them from
 * src/config/derivedFacts.ts: the facts file with every writing of the
 * phones and the hours derived (src/config/deriveFacts.ts, with
 * libphonenumber-js and Intl). Node runs that module as written. For the
 * build and the development server this plugin answers its import instead:
 * it reads the facts file, checks it against its schema
 * (src/config/agencyFacts.ts) and stops `npm run build` (or shows in the
 * dev overlay) with the file and field of any problem, the way a malformed
 * article does, then serves the derived facts as a JSON literal. Why: the
 * derivation needs libphonenumber-js and its numbering-plan metadata (about
 * 150 KB), which would not fit the pages' JavaScript budget; the pages need
 * only its result, a few strings (docs/architecture.md, "One place per fact").
 *
 * AGENCY_FACTS_FILE builds the site from another facts file (the content
 * editor's browser test edits a temporary copy). Scripts Node runs directly
 * (the server's headers, the sitemap's origin) read src/config/agency.json
 * itself.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { parseAgencyFacts } from '../../config/agencyFacts.ts';
import { deriveFacts } from '../../config/deriveFacts.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');
export const agencyFactsFile = resolve(projectRoot, 'src/config/agency.json');
/** The module the plugin answers with the derived facts. */
export const derivedFactsModule = resolve(projectRoot, 'src/config/derivedFacts.ts');

export const factsSourceFile = () =>
  resolve(projectRoot, process.env.AGENCY_FACTS_FILE ?? (process.env.CONTENT_ROOT ? resolve(process.env.CONTENT_ROOT, 'src/config/agency.json') : agencyFactsFile));

/** Paths in error messages: relative to the project when inside it. */
function displayPath(file: string): string {
  const rel = relative(projectRoot, file);
  return rel.startsWith('..') ? file : rel;
}

/** The derived facts module's code, from a facts file's text; throws naming the file and field of every problem. */
export function derivedFactsCode(source: string, file: string): string {
  const derived = deriveFacts(parseAgencyFacts(source, displayPath(file)));
  return `export const derivedFacts = ${JSON.stringify(derived)};\n`;
}

export function agencyFacts({ file = factsSourceFile() }: { file?: string } = {}): Plugin {
  const source = resolve(file);
  const isDerivedModule = (id: string) => id.split('?')[0] === derivedFactsModule;
  return {
    name: 'agency-facts',
    enforce: 'pre',
    load(id) {
      if (!isDerivedModule(id)) return undefined;
      this.addWatchFile(source);
      return derivedFactsCode(readFileSync(source, 'utf8'), source);
    },
    configureServer(server: ViteDevServer) {
      // The facts file is no module of the graph (the derived module stands for it): an edit derives again and reloads.
      server.watcher.add(source);
      server.watcher.on('change', (changed) => {
        if (resolve(changed) !== source) return;
        const module = server.moduleGraph.getModuleById(derivedFactsModule);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
