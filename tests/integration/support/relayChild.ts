/**
 * The Node relay alone in a process of its own, for the fault tests that
 * kill it (tests/relay/integration/relayFaults.test.ts): started as src/server/main.ts
 * starts it, with DATA_DIR and SMTP_URL, listening on 127.0.0.1:PORT. Prints
 * "ready" once it listens.
 */
import { createServer } from 'node:http';
import { relaySettingsFromEnv, startNodeRelay } from '../../../src/relay/node/nodeRelay';

const relay = await startNodeRelay({ dataDir: process.env.DATA_DIR!, ...relaySettingsFromEnv() });
createServer(relay.listener).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));

// A stop lets the outbox run in progress record its answers first (as src/server/main.ts does).
process.once('SIGTERM', () => void relay.close().finally(() => process.exit(0)));
