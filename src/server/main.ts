/**
 * `npm run serve` (and the end of `npm start`): serves dist/ on 127.0.0.1.
 * Environment: PORT (default 4173), HOST (default 127.0.0.1),
 * SITE_DIST (default dist/), VITE_RELAY_ENDPOINT and VITE_RELAY_FORM_ACTION (the relay the build
 * posts to, see src/config/relay.ts; when it is the capture relay's path, this server records the
 * submissions), CAPTURE_DIR (the capture relay's folder, default .data).
 */
import { distDir } from '../build/outDirs';
import { relayEndpoint, relayFormAction } from '../config/relay';
import { CAPTURE_FILE, CAPTURE_FORM_PATH, CAPTURE_RELAY_PATH, createCaptureRelay } from './captureRelay';
import { createSiteServer } from './siteServer';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

// The capture relay records what a build made by `npm start` posts, through either door.
const captureDir = process.env.CAPTURE_DIR ?? '.data';
const routes = {
  [CAPTURE_RELAY_PATH]: createCaptureRelay({ dataDir: captureDir }),
  [CAPTURE_FORM_PATH]: createCaptureRelay({ dataDir: captureDir, door: 'form' }),
};

const server = createSiteServer({ dist: distDir, relayEndpoint, relayFormAction, routes });
server.listen(port, host, () => {
  console.log(`Site running at http://${host}:${port}/`);
  console.log(`Forms post to ${relayEndpoint} (without script: ${relayFormAction})`);
  if (relayEndpoint === CAPTURE_RELAY_PATH) console.log(`Submissions are recorded in ${captureDir}/${CAPTURE_FILE}`);
});
