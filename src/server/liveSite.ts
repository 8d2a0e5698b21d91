/**
 * The build the bundled server serves, swappable while it runs (docs/deploy.md,
 * "The editor on your own server"): after the office publishes, the site is
 * rebuilt into a fresh folder (./siteRebuilds.ts) and put live here in one
 * step. Everything a response needs of a build is read when the build is put
 * live (its not-found pages, what its pages were made for: the inline
 * scripts' hashes in the policy, src/distContract/builtSite.ts), so a build
 * that cannot be served is refused before any visitor sees it, and a request
 * answers from the one build it started with (`current()` once per request)
 * even if another goes live meanwhile.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { locales, type Locale } from '../i18n/locale';
import { notFoundFileFor } from '../distContract/htmlFileFor';
import { readBuiltSite } from '../distContract/builtSite';
import { adminSecurityHeaders, cacheControl, securityHeaders, type HeaderOptions } from '../distContract/securityHeaders';

/** One build, ready to answer. */
export interface ServedBuild {
  dist: string;
  headers: Record<string, string>;
  adminHeaders: Record<string, string>;
  notFoundPages: Record<Locale, Buffer>;
  serveStatic: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

export interface LiveSite {
  /** The build live now. */
  current(): ServedBuild;
  /** Puts the build in `dist` live; throws (and changes nothing) if it cannot be served. */
  swap(dist: string): ServedBuild;
}

/** The build in `dist`, read for serving: what it was made for from the build itself unless `site` says. */
export function servedBuild(dist: string, site: HeaderOptions = readBuiltSite(dist)): ServedBuild {
  const notFoundPages = Object.fromEntries(locales.map((locale) => [locale, notFoundPageOf(dist, locale)])) as Record<Locale, Buffer>;
  const serveStatic = sirv(dist, {
    extensions: ['html'],
    gzip: true,
    brotli: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
  return { dist, headers: securityHeaders(site), adminHeaders: adminSecurityHeaders(site), notFoundPages, serveStatic };
}

export function liveSite(dist: string, site?: HeaderOptions): LiveSite {
  let live = servedBuild(dist, site);
  return {
    current: () => live,
    swap(next) {
      live = servedBuild(next);
      return live;
    },
  };
}

/**
 * Read once per build. A build without a language's page is refused
 * with the file's name: answering Spanish visitors with the English page
 * instead would hide the missing build step.
 */
function notFoundPageOf(dist: string, locale: Locale): Buffer {
  const file = join(dist, notFoundFileFor(locale));
  if (!existsSync(file)) throw new Error(`${file} is missing (the ${locale} not-found page): rebuild with npm run build`);
  return readFileSync(file);
}
