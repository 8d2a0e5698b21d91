/**
 * The server `npm run bench:relay` loads (tests/bench/relay-load.ts), in a
 * process of its own so that the load generator does not share its event
 * loop: the Node lead relay exactly as `npm start` runs it (SQLite in
 * DATA_DIR, each message written as an .eml file), and beside it, on the
 * same server, the relay's limit: LIMIT_PATH parses the same multipart body
 * the same way and answers the same JSON, but stores nothing and owes
 * nothing. Only here, never in production. Beside it, in the same process
 * (one event loop, as `npm start` runs them), the bundled site server
 * (src/server/siteServer.ts) with the relay's routes (its doors and
 * /office/), over the build in dist/ when there is one, else a page of a
 * built page's size (50 KB, with its gzip twin): the export's figure
 * requests pages, posts and the CSV there. Prints "ready <port> <site port>".
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { readFields } from '../../../src/relay/body';
import { relaySettingsFromEnv, startNodeRelay } from '../../../src/relay/node/nodeRelay';
import { createSiteServer } from '../../../src/server/siteServer';
import { relayRoutesOf } from '../../../src/server/relayRoutes';
import { CPU_PATH, DRAIN_PATH, LIMIT_PATH, MEMORY_PATH, PAGE_PATH } from './relayBenchPaths';

const relay = await startNodeRelay({ dataDir: process.env.DATA_DIR!, ...relaySettingsFromEnv(), log: () => {} });
const limit = getRequestListener(
  new Hono().post(LIMIT_PATH, async (c) => {
    const fields = await readFields(c.req.raw, 'ajax');
    return c.json({ success: 'true', message: 'The form was submitted successfully.', id: String(fields.length) });
  }).fetch,
);

const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
  if (req.url === RELAY_AJAX_PATH) return relay.listener(req, res);
  if (req.url === LIMIT_PATH) return void limit(req, res);
  if (req.url === CPU_PATH) {
    const { user, system } = process.cpuUsage();
    return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ cpuMicroseconds: user + system }));
  }
  if (req.url?.startsWith(MEMORY_PATH)) {
    if (req.url.endsWith('?reset')) peakRss = process.memoryUsage.rss();
    return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ rss: process.memoryUsage.rss(), peakRss }));
  }
  if (req.url === DRAIN_PATH) {
    void (async () => {
      await relay.flush();
      res.writeHead(204).end();
    })();
    return;
  }
  res.writeHead(404).end();
});

// The server's memory, sampled every 20 ms (a sample late while a task holds the loop still sees what it left).
let peakRss = process.memoryUsage.rss();
setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20).unref();

/** The site's build, or a stand-in of a built page's size: the page the figure requests and the two not-found pages the server reads at start. */
function siteDist(): string {
  const built = resolve(import.meta.dirname, '../../../dist');
  if (existsSync(join(built, `${PAGE_PATH.slice(1)}.html`))) return built;
  const dist = join(mkdtempSync(join(tmpdir(), 'bench-site-')), 'dist');
  mkdirSync(join(dist, 'es'), { recursive: true });
  const page = `<!doctype html><html lang="en"><head><title>Contact</title></head><body>${'<p>Prairie Point Insurance, Woodridge, Illinois: home, auto and business insurance from an independent agency.</p>'.repeat(450)}</body></html>`;
  writeFileSync(join(dist, 'contact.html'), page);
  writeFileSync(join(dist, 'contact.html.gz'), gzipSync(page));
  for (const notFound of ['404.html', join('es', '404.html')]) writeFileSync(join(dist, notFound), '<h1>Not found</h1>');
  return dist;
}
const site = createSiteServer({ dist: siteDist(), site: { relayEndpoint: RELAY_AJAX_PATH }, routes: relayRoutesOf(relay.listener) });

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  site.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as AddressInfo).port} ${(site.address() as AddressInfo).port}`)),
);

process.once('SIGTERM', () => {
  server.close();
  site.close();
  void relay.close().finally(() => process.exit(0));
});
