/**
 * `npm run serve` (and the end of `npm start`): serves a build (SITE_DIST,
 * default dist/) on 127.0.0.1. Its security headers, and whether it records
 * submissions, follow the build it serves (builtSite.ts): a build whose forms
 * post to the capture relay's path gets the capture relay on this server.
 * Environment: PORT (default 4173), HOST (default 127.0.0.1), SITE_DIST,
 * CAPTURE_DIR (the capture relay's folder, default .data).
 */
import { distDir } from '../build/outDirs';
import { readBuiltSite } from './builtSite';
import { CAPTURE_FORM_PATH, CAPTURE_RELAY_PATH, createCaptureRelay } from './captureRelay';
import { startupLines } from './startupLines';
import { createSiteServer, type SiteServerOptions } from './siteServer';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const captureDir = process.env.CAPTURE_DIR ?? '.data';

const site = readBuiltSite(distDir);
const captures = site.relayEndpoint === CAPTURE_RELAY_PATH;
const routes: SiteServerOptions['routes'] = captures
  ? {
      [CAPTURE_RELAY_PATH]: createCaptureRelay({ dataDir: captureDir }),
      [CAPTURE_FORM_PATH]: createCaptureRelay({ dataDir: captureDir, door: 'form' }),
    }
  : {};

const server = createSiteServer({ dist: distDir, site, routes });
server.listen(port, host, () => {
  for (const line of startupLines({ url: `http://${host}:${port}/`, site, captureDir })) console.log(line);
});
