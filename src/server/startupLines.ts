/**
 * What the server says first: where it runs, where the forms of the build it
 * serves really post (with and without script), and, when that is this
 * server's capture relay, the file each submission is appended to.
 */
import { join } from 'node:path';
import type { BuiltSite } from './builtSite';
import { CAPTURE_FILE, CAPTURE_RELAY_PATH } from './captureRelay';

export function startupLines({ url, site, captureDir }: { url: string; site: BuiltSite; captureDir: string }): string[] {
  const lines = [`Site running at ${url}`];
  if (site.relayEndpoint === CAPTURE_RELAY_PATH) {
    lines.push(`Forms post to the capture relay on this server: ${site.relayEndpoint} (without script: ${site.relayFormAction}); no e-mail is sent`);
    lines.push(`Submissions are recorded in ${join(captureDir, CAPTURE_FILE)}`);
  } else {
    lines.push(`Forms post to ${site.relayEndpoint} (without script: ${site.relayFormAction})`);
  }
  if (new URL(url).origin !== site.siteOrigin) lines.push(`Built for ${site.siteOrigin}: canonical URLs and the forms' return address (_next) point there`);
  return lines;
}
