/**
 * The lead relay's Worker, bundled with the agency's facts as a JSON literal
 * (docs/deploy.md, "Cloudflare"): wrangler's custom build
 * (src/relay/worker/wrangler.jsonc, `build`), so `wrangler deploy`, `wrangler
 * dev` and the tests' `wrangler deploy --dry-run` all bundle this file's
 * output, never the Worker's sources directly. Run from the repository's
 * root, as every wrangler command of the project is.
 *
 * Why: the relay reads the agency's facts with every writing derived
 * (src/relay/relayFacts.ts; the form definitions' confirmations write the
 * phones), and deriving them takes libphonenumber-js and its numbering-plan
 * metadata, which the Worker need not carry. As the pages' build does
 * (./plugins/agencyFacts.ts), this answers the derived facts' module
 * (src/config/derivedFacts.ts) with its result, after checking the facts
 * file against its schema: a missing or wrong fact stops the Worker's build
 * with the file and field, as it stops `npm run build`. Only the project's
 * own sources are bundled here; the packages (Hono, Kysely) are left for
 * wrangler to bundle with its own conditions for workerd.
 * docs/performance.md, "The Worker's bundle", has its size.
 */
import { build, type Plugin } from 'esbuild';
import { readFileSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { derivedFactsCode, derivedFactsModule, factsSourceFile } from './plugins/agencyFacts.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
/** The Worker's own entry, as written. */
export const WORKER_SOURCE = resolve(projectRoot, 'src/relay/worker/entry.ts');
/** What wrangler bundles (wrangler.jsonc's `main`): gitignored, beside wrangler's own local state. */
export const WORKER_BUNDLE = resolve(projectRoot, '.wrangler/relay-worker/entry.js');

/** The derived facts' module answered with the facts file's derivation, as the pages' build answers it. */
const derivedFactsAsLiteral = (factsFile: string): Plugin => ({
  name: 'agency-facts',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]derivedFacts\.ts$/ }, ({ path }) =>
      path === derivedFactsModule ? { contents: derivedFactsCode(readFileSync(factsFile, 'utf8'), factsFile), loader: 'js' } : undefined,
    );
  },
});

/**
 * Bundles the Worker's sources into `outfile`. Written beside it and
 * renamed into place, so that a wrangler run beside this one (the tests
 * make the Worker's template in several processes) never reads half a file.
 */
export async function bundleRelayWorker({ outfile = WORKER_BUNDLE, factsFile = factsSourceFile(), metafile = false } = {}) {
  const draft = `${outfile}.${process.pid}.draft.js`;
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    outfile: draft,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    logLevel: 'warning',
    metafile,
    plugins: [derivedFactsAsLiteral(factsFile)],
  });
  renameSync(draft, outfile);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleRelayWorker();
}
