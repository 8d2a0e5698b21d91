/**
 * `npm run serve` (and the end of `npm start`): serves dist/ on 127.0.0.1.
 * Environment: PORT (default 4173), HOST (default 127.0.0.1),
 * SITE_DIST (default dist/), VITE_RELAY_ENDPOINT (the relay the build posts to; when it is the capture
 * relay's path, this server records the submissions).
 */
import { distDir } from '../build/outDirs';
import { agency } from '../config/agency';
import { createSiteServer } from './siteServer';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const relayEndpoint = process.env.VITE_RELAY_ENDPOINT || agency.relayEndpoint;

const server = createSiteServer({ dist: distDir, relayEndpoint });
server.listen(port, host, () => {
  console.log(`Site running at http://${host}:${port}/`);
  console.log(`Forms post to ${relayEndpoint}`);
});
