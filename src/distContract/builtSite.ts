/**
 * What a build was made for, written beside the pages by the prerender step
 * (src/buildSteps/prerender/prerender.ts) and read by the server that serves them: the
 * relay its forms post to, its origin and the hashes of the scripts its pages
 * carry inline. The server's Content-Security-Policy,
 * its lead relay and what it prints follow the build it serves, never an
 * environment variable read when the server starts (which may differ from the
 * one the build saw). Public facts only: each is in the pages already.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A dotfile: the bundled server (sirv) does not serve it. */
export const BUILT_SITE_FILE = '.site-build.json';

export interface BuiltSite {
  /** The relay's ajax endpoint the script posts to (absolute URL, or a same-origin path). */
  relayEndpoint: string;
  /** The forms' `action` without script. */
  relayFormAction: string;
  /** Canonical URLs, the sitemap and the forms' `_next` use it. */
  siteOrigin: string;
  /** What `script-src` allows the pages' inline scripts by ("sha256-…"): the boot module's (src/buildSteps/prerender/deferApp.ts). */
  scriptHashes: string[];
}

const HASH = /^sha256-[A-Za-z0-9+/]+=*$/;

export function readBuiltSite(dist: string): BuiltSite {
  const file = join(dist, BUILT_SITE_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No site build in ${dist} (${BUILT_SITE_FILE} is missing): run npm run build first, or npm start, which builds.`);
  }
  const site = JSON.parse(text) as Partial<BuiltSite>;
  for (const key of ['relayEndpoint', 'relayFormAction', 'siteOrigin'] as const) {
    if (typeof site[key] !== 'string' || !site[key]) throw new Error(`${file}: ${key} is missing; rebuild with npm run build`);
  }
  if (!Array.isArray(site.scriptHashes) || !site.scriptHashes.every((hash) => typeof hash === 'string' && HASH.test(hash))) {
    throw new Error(`${file}: scriptHashes is missing or not a list of "sha256-…" hashes; rebuild with npm run build`);
  }
  return site as BuiltSite;
}

export const builtSiteJson = (site: BuiltSite) => `${JSON.stringify(site, null, 2)}\n`;
