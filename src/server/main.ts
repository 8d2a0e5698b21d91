/**
 * `npm run serve` (and the end of `npm start`): serves a build (SITE_DIST,
 * default dist/) on 127.0.0.1. Its security headers, and whether it runs the
 * lead relay, follow the build it serves (src/distContract/builtSite.ts): a build whose forms
 * post to the lead relay's path gets the lead relay on this server
 * (src/relay/node/), its database and outbox in DATA_DIR.
 * Environment: PORT (default 4173), HOST (default 127.0.0.1), SITE_DIST,
 * DATA_DIR (default .data), and the relay's SMTP_URL, MAIL_FROM,
 * OFFICE_EMAIL_TO, RELAY_WEBHOOK_URL, RELAY_WEBHOOK_SECRET, OFFICE_EMAIL and
 * OFFICE_PASSWORD (docs/deploy.md); EDITOR_REPO, the copy of the repository
 * the office's editor commits to (default: this folder, when it is one),
 * where the site is rebuilt after each commit and swapped in when the build
 * passes (./siteRebuilds.ts, ./liveSite.ts); SITE_BUILD_MS, how long the
 * last build took (`npm start` sets it), for the office's "live in about N
 * minutes".
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { distDir, officeDistDir } from '../distContract/outDirs';
import { normalizeEmail, relaySettingsFromEnv, startNodeRelay } from '../relay/node/nodeRelay';
import { readBuiltSite } from '../distContract/builtSite';
import { liveSite } from './liveSite';
import { relayRoutesOf } from './relayRoutes';
import { siteRebuilds } from './siteRebuilds';
import { createSiteServer, type SiteServerOptions } from './siteServer';
import { postsToThisServer, smtpServerOf, startupLines } from './startupLines';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const dataDir = process.env.DATA_DIR ?? '.data';

const site = readBuiltSite(distDir);
const settings = relaySettingsFromEnv();
/** The copy the office's editor commits to (docs/editor.md, "The editor's gateway"): EDITOR_REPO, else this folder when it is a Git copy. */
const editorRepo = resolve(process.env.EDITOR_REPO ?? '.');
const editing = postsToThisServer(site) && existsSync(join(editorRepo, '.git'));
const live = liveSite(distDir, site);
// The same build as the one served (its forms' relay, its origin), run in the editor's copy (docs/deploy.md, "The editor on your own server").
const rebuilds = editing
  ? siteRebuilds({
      repo: editorRepo,
      buildsDir: join(dataDir, 'site-builds'),
      env: { ...process.env, VITE_RELAY_ENDPOINT: site.relayEndpoint, SITE_ORIGIN: site.siteOrigin },
      swap: (dist) => void live.swap(dist),
      lastBuildMs: Number(process.env.SITE_BUILD_MS) || undefined,
    })
  : undefined;
const relay = postsToThisServer(site)
  ? await startNodeRelay({
      dataDir,
      ...settings,
      officeDir: join(officeDistDir, 'office'),
      siteOrigin: site.siteOrigin,
      editorRepo: editing ? editorRepo : undefined,
      // The editor's page of the build live now: its scripts' names are that build's.
      editorDir: () => join(live.current().dist, 'admin'),
      siteBuilds: rebuilds,
    })
  : undefined;
const routes: SiteServerOptions['routes'] = relay ? relayRoutesOf(relay.listener) : {};
// A copy elsewhere than the folder the served build came from may hold the office's commits that build lacks.
if (rebuilds && editorRepo !== resolve(import.meta.dirname, '../..')) rebuilds.request();

const server = createSiteServer({ dist: live, routes });
server.listen(port, host, () => {
  const relayLines = relay && {
    databaseFile: relay.databaseFile,
    outboxDir: relay.outboxDir,
    smtpServer: settings.smtpUrl && smtpServerOf(settings.smtpUrl),
    office: { emails: relay.office.emails, fromEnv: settings.officeAccount && normalizeEmail(settings.officeAccount.email) },
  };
  for (const line of startupLines({ url: `http://${host}:${port}/`, site, relay: relayLines })) console.log(line);
});

// A stop finishes the outbox run in progress (its attempt recorded) before the process ends.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void Promise.all([rebuilds?.close(), relay?.close()]).finally(() => process.exit(0));
  });
}
