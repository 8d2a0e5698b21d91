/**
 * Vite plugin: checks the agency's facts file against its schema
 * (src/config/agencyFacts.ts) whenever the build or the dev server loads it,
 * so a bad value stops `npm run build` (and shows in the dev overlay) with
 * the file and field named, the way a malformed article does.
 */
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseAgencyFacts } from '../config/agencyFacts.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
export const agencyFactsFile = resolve(projectRoot, 'src/config/agency.json');

export function agencyFacts(): Plugin {
  return {
    name: 'agency-facts',
    enforce: 'pre',
    transform(source, id) {
      if (id.split('?')[0] !== agencyFactsFile) return undefined;
      parseAgencyFacts(source, relative(projectRoot, agencyFactsFile));
      return undefined;
    },
  };
}
