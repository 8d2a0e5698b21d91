/**
 * The Node lead relay as the integration tests run it beside the Worker: its
 * own data folder, its listener on 127.0.0.1 (a free port), and one `stop`
 * that closes the server, the relay and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNodeRelay, type NodeRelay, type NodeRelayOptions } from '../../src/relay/node/nodeRelay';
import { listenOnLoopback } from './loopback';

export interface ServedNodeRelay extends NodeRelay {
  origin: string;
  port: number;
  stop: () => Promise<void>;
}

export async function startServedNodeRelay(name: string, options: Omit<NodeRelayOptions, 'dataDir'>): Promise<ServedNodeRelay> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const relay = await startNodeRelay({ dataDir, ...options });
  const server = createServer(relay.listener);
  const { origin, port } = await listenOnLoopback(server);
  return {
    ...relay,
    origin,
    port,
    async stop() {
      await new Promise((done) => server.close(done));
      await relay.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
