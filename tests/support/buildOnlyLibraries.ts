/**
 * Traces of libphonenumber-js in built code: a key of its numbering-plan
 * metadata and names from its code that survive minification (strings).
 * The library derives the phones' writings at build time only
 * (src/buildSteps/plugins/agencyFacts.ts); none of these may reach a page's
 * JavaScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIBPHONENUMBER_MARKERS = ['country_calling_codes', 'FIXED_LINE_OR_MOBILE', 'INVALID_COUNTRY', 'TOO_SHORT'];

/** The scripts under `dir` (recursively) that carry any of the markers. */
export function scriptsWithLibphonenumber(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => {
      const code = readFileSync(file, 'utf8');
      return LIBPHONENUMBER_MARKERS.some((marker) => code.includes(marker));
    });
}
