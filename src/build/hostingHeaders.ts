/**
 * The bundled server's headers, written for static hosts: `_headers`
 * (Netlify, Cloudflare Pages) goes into dist/ at build time; the nginx
 * snippet is printed by `npx tsx src/build/hostingHeaders.ts nginx`.
 */
import { pathToFileURL } from 'node:url';
import { relayEndpoint, relayFormAction } from '../config/relay';
import { cacheControl, securityHeaders } from '../server/securityHeaders';

const relay = { relayEndpoint, relayFormAction };

export function netlifyHeaders(): string {
  const security = Object.entries(securityHeaders(relay));
  return [
    '/*',
    ...security.map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${cacheControl('/assets/')}`,
    '',
  ].join('\n');
}

export function nginxSnippet(): string {
  const security = Object.entries(securityHeaders(relay));
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
    'error_page 404 /404.html;',
    'gzip_static on;',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(process.argv[2] === 'nginx' ? nginxSnippet() : netlifyHeaders());
}
