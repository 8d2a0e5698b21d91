/**
 * The bundled server's headers, written for static hosts: `_headers`
 * (Netlify, Cloudflare Pages) goes into dist/ at build time; the nginx
 * snippet is printed by `npx tsx src/build/hostingHeaders.ts nginx`.
 */
import { pathToFileURL } from 'node:url';
import { relayEndpoint, relayFormAction } from '../config/relay';
import { ADMIN_PATH, adminSecurityHeaders, cacheControl, securityHeaders } from '../server/securityHeaders';

const relay = { relayEndpoint, relayFormAction };

export function netlifyHeaders(): string {
  const site = securityHeaders(relay);
  // The editor's headers that differ from the site's (its policy, its opener policy) or that the site lacks.
  const admin = Object.entries(adminSecurityHeaders(relay)).filter(([name, value]) => site[name] !== value);
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

export function nginxSnippet(): string {
  const security = Object.entries(securityHeaders(relay));
  const admin = Object.entries(adminSecurityHeaders(relay));
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
    'error_page 404 /404.html;',
    'gzip_static on;',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(process.argv[2] === 'nginx' ? nginxSnippet() : netlifyHeaders());
}
