/**
 * The lead relay's Worker as Cloudflare would run it, on this machine: the
 * bundle `wrangler deploy` would upload (`--dry-run --outdir`), a local D1
 * migrated by `wrangler d1 migrations apply --local` from the repository's
 * migrations, both read from the one wrangler configuration
 * (src/relay/worker/wrangler.jsonc), and workerd started by miniflare with
 * that configuration's bindings (docs/deploy.md, "Cloudflare"). A few
 * seconds: start one per test file.
 *
 * The bundle and the freshly migrated database are made once for the
 * sources they come from (./workerTemplate.ts) and shared: each Worker
 * started gets its own copy of that database, so no test sees another's
 * leads, and the two wrangler runs (13 CPU-seconds here) are not repeated
 * by every file of a run.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { Kysely } from 'kysely';
import { Miniflare } from 'miniflare';
import type { D1Database } from '../../src/relay/worker/d1';
import { D1Dialect } from '../../src/relay/worker/d1Dialect';
import { workerTemplate } from './workerTemplate';
import { WRANGLER_CONFIG, readWranglerConfig } from './wranglerConfig';

export interface WorkerRelayOptions {
  /** Variables and secrets beside (or instead of) the configuration's `vars`. */
  vars?: Record<string, string>;
  /** The Worker's static assets (the office's inbox): by default the configuration's folder (dist-office/). */
  assetsDir?: string;
}

export async function startWorkerRelay<Schema>({ vars = {}, assetsDir }: WorkerRelayOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'worker-relay-'));
  const persistTo = join(dir, 'state');
  const config = readWranglerConfig();
  const configuredAssets = resolve(dirname(WRANGLER_CONFIG), config.assets.directory);
  // miniflare, like wrangler, wants the assets folder: before a build, the inbox's is missing (an empty one serves no file).
  mkdirSync(configuredAssets, { recursive: true });
  const template = await workerTemplate();
  const bundleDir = template.bundleDir;
  // This Worker's own database: the template's, freshly migrated, copied whole (its WAL with it).
  cpSync(template.persistTo, persistTo, { recursive: true });

  // The bundle is named after the entry (wrangler.jsonc's `main`, the custom build's entry.js; a source entry.ts → entry.js).
  const script = `${config.main.replace(/^.*\//, '').replace(/\.[jt]s$/, '')}.js`;
  // What the Worker writes (console.log, errors), kept for the tests rather than printed among their results.
  const output: string[] = [];
  const options = {
    modules: true,
    modulesRoot: bundleDir,
    scriptPath: join(bundleDir, script),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: { ...config.vars, ...vars },
    d1Databases: Object.fromEntries(config.d1_databases.map(({ binding, database_id: id }) => [binding, id])),
    // Where `wrangler d1 migrations apply --local --persist-to` left the database.
    d1Persist: join(persistTo, 'v3', 'd1'),
    // The static assets as Cloudflare serves them with `run_worker_first`: every request goes to the Worker, which reads a file through the binding.
    assets: {
      directory: assetsDir ?? configuredAssets,
      binding: config.assets.binding,
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: config.assets.run_worker_first },
      assetConfig: { html_handling: config.assets.html_handling, not_found_handling: config.assets.not_found_handling },
    },
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      for (const stream of [stdout, stderr]) stream.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    },
  };
  let mf = new Miniflare(options);
  let url = await mf.ready;
  let d1 = (await mf.getD1Database('DB')) as unknown as D1Database;
  // The binding of the workerd running now: the same Kysely instance reads the database across a restart.
  const database: D1Database = { prepare: (query) => d1.prepare(query), batch: (statements) => d1.batch(statements), exec: (query) => d1.exec(query) };
  const db = new Kysely<Schema>({ dialect: new D1Dialect({ database }) });
  const [cron] = config.triggers.crons;

  return {
    get mf() {
      return mf;
    },
    /** The Worker's own HTTP address on 127.0.0.1, for clients that speak raw HTTP (the host a request names is this one). */
    get origin() {
      return url.origin;
    },
    /** The Worker's console, line by line. */
    output,
    /** The relay's database, read from Node through the same binding. */
    db,
    /** Where the local D1 keeps its files (their size is the database's on disk). */
    d1Dir: join(persistTo, 'v3', 'd1'),
    /** A request to the Worker, as if it came to `origin` (the site's host: `/relay/*` is routed to the Worker). */
    fetch: (url: string, init?: RequestInit) => mf.dispatchFetch(url, init as never) as unknown as Promise<Response>,
    /** Runs the cron trigger once, as Cloudflare would on schedule (at `scheduledTime`, by default now), and waits for it. */
    scheduled: async (scheduledTime = new Date()) => {
      // miniflare's Fetcher, typed by @cloudflare/workers-types, which this project does not install.
      const worker = (await mf.getWorker()) as unknown as { scheduled(options: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }> };
      return worker.scheduled({ cron, scheduledTime });
    },
    /** Stops workerd at once, whatever it is doing (a deploy, an eviction), and starts it again on the same bundle and database. */
    restart: async () => {
      await mf.dispose();
      mf = new Miniflare(options);
      url = await mf.ready;
      d1 = (await mf.getD1Database('DB')) as unknown as D1Database;
    },
    close: async () => {
      await db.destroy();
      await mf.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type WorkerRelay<Schema> = Awaited<ReturnType<typeof startWorkerRelay<Schema>>>;
