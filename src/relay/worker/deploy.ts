/**
 * `npm run relay:deploy [-- wrangler deploy's options]`: deploys the lead
 * relay's Worker (docs/deploy.md, "Cloudflare") on the site's own host, its
 * routes `<site host>/relay/*` (the forms' doors) and `<site host>/office/*`
 * (the office's sign-in and inbox) derived from the site origin
 * (src/config/agency.json, or SITE_ORIGIN as for the site's build), so the
 * host is written once. A Node script, never bundled into the Worker.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { officeDistDir } from '../../distContract/outDirs';
import { agency } from '../../config/agency';
import { LEAD_RELAY_PREFIX } from '../../config/relayPaths';
import { OFFICE_PATH } from '../office/officePaths';

export const WRANGLER_CONFIG = fileURLToPath(new URL('./wrangler.jsonc', import.meta.url));
/** The database id wrangler.jsonc ships with, until `wrangler d1 create` gives the agency's own. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-4000-8000-000000000000';

/** The paths the Worker answers on the site's host, rather than Pages: the relay's doors and the office. */
export const WORKER_PATHS = [`${LEAD_RELAY_PREFIX}*`, `${OFFICE_PATH}/*`] as const;

/** The routes Cloudflare sends to the Worker: each of WORKER_PATHS on the site's host. */
export const relayRoutes = (siteOrigin: string) => WORKER_PATHS.map((path) => `${new URL(siteOrigin).host}${path}`);

export function deployArgs(siteOrigin: string, extra: readonly string[] = []): string[] {
  return ['deploy', '--config', WRANGLER_CONFIG, ...relayRoutes(siteOrigin).flatMap((route) => ['--route', route]), ...extra];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const extra = process.argv.slice(2);
  if (!extra.includes('--dry-run') && readFileSync(WRANGLER_CONFIG, 'utf8').includes(PLACEHOLDER_DATABASE_ID)) {
    console.error(`src/relay/worker/wrangler.jsonc still names the placeholder database: run \`npx wrangler d1 create lead-relay\` and put its database_id there (docs/deploy.md, "Cloudflare").`);
    process.exit(1);
  }
  // The Worker's static assets are the office's inbox as built (wrangler.jsonc's `assets`): without them /office/ would say it is not built.
  if (!existsSync(join(officeDistDir, 'office', 'index.html'))) {
    console.error(`${officeDistDir} holds no inbox: run \`npm run build\` first, which builds the office's inbox the Worker serves (docs/deploy.md, "The office's inbox on Cloudflare").`);
    process.exit(1);
  }
  const args = deployArgs(agency.siteOrigin, extra);
  console.log(`wrangler ${args.join(' ')}`);
  const { status } = spawnSync('npx', ['wrangler', ...args], { stdio: 'inherit' });
  process.exit(status ?? 1);
}
