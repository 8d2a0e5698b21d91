/**
 * Which paths the site redirects and which it never serves, written once for
 * the bundled server (src/server/siteServer.ts) and the nginx snippet
 * (src/buildSteps/prerender/hostingHeaders.ts): docs/deploy.md, "What each host serves".
 */
import { ADMIN_PATH } from './securityHeaders';

/**
 * One URL per page: a path with trailing slashes redirects to the path
 * without them ("/about/" to "/about", "/es/" to "/es"); the editor keeps
 * "/admin/". The target is always a path of this site: it starts with one
 * "/" followed by a word character, "." or "-", never a second "/" or a "\"
 * (which browsers read as the start of another host: "//evil.com",
 * "/\evil.com"), and holds only plain path characters, so that no "%", CR,
 * LF or tab (which browsers drop, turning "/<tab>/evil.com" into
 * "//evil.com") can reach the Location header. Any other path is not
 * redirected: it is served or answered 404 like any path.
 *
 * A PCRE pattern that JavaScript reads alike (a lookahead, \w, repeats):
 * nginx matches it against the decoded path, the bundled server against the
 * path as sent.
 */
export const TRAILING_SLASH = `^(/(?!${ADMIN_PATH.slice(1, -1)}/+$)[\\w.-](?:[\\w./-]*[\\w.-])?)/+$`;

const trailingSlash = new RegExp(TRAILING_SLASH);

/** Where a path with trailing slashes redirects to, or undefined when it is not redirected. */
export const trailingSlashTarget = (pathname: string): string | undefined => trailingSlash.exec(pathname)?.[1];

/**
 * Host configuration files (`_headers`, `_redirects`) live in dist/ but are
 * not pages: a path whose first segment starts with "_" is never served,
 * tested on the decoded path ("/%5fheaders" is "/_headers"). Undefined when
 * the path's percent-encoding is malformed.
 */
export function isHostFile(pathname: string): boolean | undefined {
  try {
    return decodeURIComponent(pathname).startsWith('/_');
  } catch {
    return undefined;
  }
}

/** The same rule for nginx (PCRE, on the decoded path). */
export const HOST_FILE = '^/_';
