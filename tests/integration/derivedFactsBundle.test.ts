// @vitest-environment node
/**
 * libphonenumber-js derives the phones' writings at build time and stays out
 * of the pages' JavaScript: the config module built as the site's bundles
 * are (the agency-facts plugin answering the derived facts' import) holds
 * the derived strings and none of the library's code or numbering-plan
 * metadata; built without the plugin it would hold both, which shows that
 * the markers below would find the library if it were there. The same
 * markers are checked over a whole built site by the editor's browser test
 * (tests/e2e/cms.spec.ts).
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { agencyFacts } from '../../src/buildSteps/plugins/agencyFacts';
import { LIBPHONENUMBER_MARKERS } from '../support/buildOnlyLibraries';

const root = resolve(import.meta.dirname, '../..');

/** src/config/agency.ts as one minified ES module, as a page's bundle would carry it. */
async function bundledConfig(plugins: Plugin[]): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: resolve(root, 'src/config/agency.ts'), formats: ['es'], fileName: 'agency' },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

describe('the derived facts in the bundles', () => {
  it('are strings: the config module carries the writings and no part of libphonenumber-js', { timeout: 60_000 }, async () => {
    const code = await bundledConfig([agencyFacts()]);
    for (const writing of ['(800) 555-0142', '1-800-555-0142', 'tel:+18005550142', 'tel:+18005550142,6', '(800) 555-0142 ext. 6', '(630) 555-0143', '8:00 AM - 5:00 PM', 'Monday-Friday 8:00 AM-5:00 PM CT; Saturday and Sunday closed']) {
      expect(code).toContain(writing);
    }
    expect(LIBPHONENUMBER_MARKERS.filter((marker) => code.includes(marker))).toEqual([]);
    expect(code.length).toBeLessThan(4_000);
  });

  it('would carry the library without the plugin (the markers find it)', { timeout: 60_000 }, async () => {
    const code = await bundledConfig([]);
    expect(LIBPHONENUMBER_MARKERS.filter((marker) => code.includes(marker))).toEqual(LIBPHONENUMBER_MARKERS);
    expect(code.length).toBeGreaterThan(100_000);
  });
});
