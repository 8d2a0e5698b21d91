/**
 * The bundled server's headers and not-found pages, written for static
 * hosts: `_headers` and `_redirects` (Netlify, Cloudflare Pages) go into
 * dist/ at build time; the nginx snippet is printed from a build by
 * `npx tsx src/buildSteps/prerender/hostingHeaders.ts nginx` (after npm run build): its
 * Content-Security-Policy names that build's inline script by its hash
 * (src/buildSteps/prerender/deferApp.ts), so it is read from what the build recorded.
 */
import { pathToFileURL } from 'node:url';
import { relayEndpoint, relayFormAction } from '../../config/relay';
import { LEAD_RELAY_PREFIX } from '../../config/relayPaths';
import { MAX_BODY_BYTES, OFFICE_PATH } from '../../relay/index';
import { localeBase, locales } from '../../i18n/locale';
import { readBuiltSite } from '../../distContract/builtSite';
import { ADMIN_PATH, adminSecurityHeaders, cacheControl, securityHeaders, type HeaderOptions } from '../../distContract/securityHeaders';
import { HOST_FILE, TRAILING_SLASH } from '../../distContract/sitePaths';
import { distDir } from '../../distContract/outDirs';
import { notFoundFileFor } from '../../distContract/htmlFileFor';


/** The configured relay, and no inline script: what a page without the build's would be allowed. */
const configured: HeaderOptions = { relayEndpoint, relayFormAction };

/** The languages whose pages live under a prefix (/es), each with its own not-found page. */
const prefixedLocales = locales.filter((locale) => localeBase(locale) !== '');

export function netlifyHeaders(options: HeaderOptions = configured): string {
  const site = securityHeaders(options);
  // The editor's headers that differ from the site's (its policy, its opener policy) or that the site lacks.
  const admin = Object.entries(adminSecurityHeaders(options)).filter(([name, value]) => site[name] !== value);
  return [
    '/*',
    ...Object.entries(site).map(([name, value]) => `  ${name}: ${value}`),
    // Both rules match the editor. Netlify applies the later rule's value of a header
    // (and skips a line without a colon); Cloudflare Pages would join both values, so
    // "! Name" first detaches the site-wide one there. Either way the editor gets one policy.
    `${ADMIN_PATH}*`,
    ...admin.filter(([name]) => name in site).map(([name]) => `  ! ${name}`),
    ...admin.map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${cacheControl('/assets/')}`,
    `${ADMIN_PATH}assets/*`,
    `  Cache-Control: ${cacheControl(`${ADMIN_PATH}assets/`)}`,
    '',
  ].join('\n');
}

/**
 * `_redirects`: an unknown path under /es/ answers es/404.html with status
 * 404. Netlify serves only the top 404.html by itself, and applies such a
 * rule only where no file matches the path, so the Spanish pages are served
 * as they are. Cloudflare Pages skips the line (it takes no 404 rules) and
 * finds es/404.html itself, as the 404.html nearest the path.
 */
export function netlifyRedirects(): string {
  return [
    '# The not-found page of the path\'s language (docs/architecture.md, "The server").',
    ...prefixedLocales.map((locale) => `${localeBase(locale)}/* /${notFoundFileFor(locale)} 404`),
    '',
  ].join('\n');
}

/** Where nginx finds the Node server that runs the lead relay (`npm run serve`: HOST and PORT, by default 127.0.0.1:4173). */
export const RELAY_UPSTREAM = 'http://127.0.0.1:4173';

/**
 * The lead relay's doors and the office, passed to the Node server when the
 * build posts to this host (docs/deploy.md, "Whose address"). X-Forwarded-For
 * is set to the address nginx saw, never appended to what the visitor sent,
 * and the relay believes it from nginx alone (RELAY_TRUSTED_PROXIES=127.0.0.1).
 */
function relayLocations(options: HeaderOptions, upstream: string): string[] {
  if (!options.relayEndpoint.startsWith(LEAD_RELAY_PREFIX)) return [];
  // ^~: no regex location below (the trailing-slash redirect, the host files) takes a path of theirs.
  return [`^~ ${LEAD_RELAY_PREFIX}`, `^~ ${OFFICE_PATH}/`, `= ${OFFICE_PATH}`].flatMap((location) => [
    `location ${location} {`,
    `    proxy_pass ${upstream};`,
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    // The relay answers an oversized body itself (413, src/relay/body.ts): nginx lets the largest through to it.
    `    client_max_body_size ${Math.ceil((2 * MAX_BODY_BYTES) / (1024 * 1024))}m;`,
    // One header of its own, so the site's add_header lines are not inherited: the relay and the office send theirs.
    '    add_header X-Robots-Tag "noindex" always;',
    '}',
  ]);
}

export function nginxSnippet(options: HeaderOptions = configured, relayUpstream = RELAY_UPSTREAM): string {
  const security = Object.entries(securityHeaders(options));
  const admin = Object.entries(adminSecurityHeaders(options));
  const add = (name: string, value: string) => `add_header ${name} "${value}" always;`;
  return [
    '# Inside the server { } block of the site; root points at dist/.',
    ...security.map(([name, value]) => add(name, value)),
    'location / {',
    '    try_files $uri $uri.html $uri/ =404;',
    `    ${add('Cache-Control', cacheControl('/'))}`,
    ...security.map(([name, value]) => `    ${add(name, value)}`),
    '}',
    'location /assets/ {',
    `    ${add('Cache-Control', cacheControl('/assets/'))}`,
    ...security.map(([name, value]) => `    ${add(name, value)}`),
    '}',
    // The content editor: its own policy (an add_header inside a location replaces all outer ones).
    `location ${ADMIN_PATH} {`,
    '    try_files $uri $uri/ =404;',
    `    ${add('Cache-Control', cacheControl(ADMIN_PATH))}`,
    ...admin.map(([name, value]) => `    ${add(name, value)}`),
    '}',
    `location ${ADMIN_PATH}assets/ {`,
    `    ${add('Cache-Control', cacheControl(`${ADMIN_PATH}assets/`))}`,
    ...admin.map(([name, value]) => `    ${add(name, value)}`),
    '}',
    // Each language's pages, and its own not-found page for an unknown path under it.
    ...prefixedLocales.flatMap((locale) => [
      `location ${localeBase(locale)}/ {`,
      '    try_files $uri $uri.html =404;',
      `    error_page 404 /${notFoundFileFor(locale)};`,
      `    ${add('Cache-Control', cacheControl('/'))}`,
      ...security.map(([name, value]) => `    ${add(name, value)}`),
      '}',
    ]),
    // Host configuration files are not pages, however their name is encoded (nginx matches the
    // decoded path); the first matching regex location wins, so this one comes first.
    `location ~ "${HOST_FILE}" {`,
    '    return 404;',
    '}',
    // One URL per page, as the bundled server, by the same rule (src/distContract/sitePaths.ts): "/about/"
    // and "/es/" redirect to "/about" and "/es"; the editor keeps "/admin/"; the target is always a
    // path of this site, of plain path characters only (no %0d%0a of the decoded path reaches it).
    `location ~ "${TRAILING_SLASH}" {`,
    '    return 308 $1$is_args$args;',
    '}',
    ...relayLocations(options, relayUpstream),
    `error_page 404 /${notFoundFileFor('en')};`,
    'gzip_static on;',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files: Record<string, () => string> = {
    nginx: () => nginxSnippet(readBuiltSite(distDir), process.env.RELAY_UPSTREAM || RELAY_UPSTREAM),
    redirects: netlifyRedirects,
    headers: () => netlifyHeaders(readBuiltSite(distDir)),
  };
  process.stdout.write((files[process.argv[2] ?? ''] ?? files.headers)());
}
