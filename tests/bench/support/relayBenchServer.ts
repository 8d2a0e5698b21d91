/**
 * The server `npm run bench:relay` loads (tests/bench/relay-load.ts), in a
 * process of its own so that the load generator does not share its event
 * loop: the Node lead relay exactly as `npm start` runs it (SQLite in
 * DATA_DIR, each message written as an .eml file), and beside it, on the
 * same server, the relay's limit: LIMIT_PATH parses the same multipart body
 * the same way and answers the same JSON, but stores nothing and owes
 * nothing. Only here, never in production. Prints "ready <port>".
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { readFields } from '../../../src/relay/body';
import { relaySettingsFromEnv, startNodeRelay } from '../../../src/relay/node/nodeRelay';
import { CPU_PATH, DRAIN_PATH, LIMIT_PATH } from './relayBenchPaths';

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
  if (req.url === DRAIN_PATH) {
    void (async () => {
      await relay.flush();
      res.writeHead(204).end();
    })();
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`ready ${(server.address() as AddressInfo).port}`));

process.once('SIGTERM', () => {
  server.close();
  void relay.close().finally(() => process.exit(0));
});
