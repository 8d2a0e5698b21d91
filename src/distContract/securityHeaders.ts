/**
 * The security headers, defined once: the bundled server sends them and the
 * build writes them into dist/_headers for static hosts. The content editor
 * under /admin/ gets its own, looser policy (adminSecurityHeaders); every
 * page of the site keeps the strict one.
 */
import { agency } from '../config/agency';
import { backendOrigins, cmsBackend } from '../config/cmsBackend';
import { htmlEndpointOf } from '../config/relayPaths';

export interface HeaderOptions {
  /** The relay the script posts to (absolute URL, or a same-origin path). */
  relayEndpoint: string;
  /** The forms' `action`, where the browser posts without script; by default the relay's HTML endpoint. */
  relayFormAction?: string;
  /** The pages' inline scripts, by the hash `script-src` allows each by ("sha256-…", src/distContract/builtSite.ts). */
  scriptHashes?: readonly string[];
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a same-origin path: 'self' covers it
  }
};

export function contentSecurityPolicy({ relayEndpoint, relayFormAction = htmlEndpointOf(relayEndpoint), scriptHashes = [] }: HeaderOptions): string {
  const relay = originOf(relayEndpoint);
  const formRelay = originOf(relayFormAction);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The boot module inline (src/buildSteps/prerender/deferApp.ts) by its hash: never 'unsafe-inline'.
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // React style attributes and react-toastify's transitions set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', agency.photoOrigin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(relay ? [relay] : [])],
    'frame-src': [agency.map.origin],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A form posted without script goes to the relay, which redirects back to /thanks ('self').
    'form-action': ["'self'", ...(formRelay ? [formRelay] : [])],
  };
  return policy(directives);
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** The content editor's folder (src/admin/, docs/editor.md, docs/deploy.md). */
export const ADMIN_PATH = '/admin/';
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith(ADMIN_PATH);

/**
 * The content editor's policy: what Decap CMS needs and no more. Its scripts
 * are still only the site's own files, but Decap checks its configuration
 * with ajv, which compiles schemas into functions ('unsafe-eval'); it talks
 * to the Git host's API (connect-src, from src/config/cmsBackend.ts) and
 * shows the signed-in user's avatar and previews of uploaded photos (blob:).
 */
export function adminContentSecurityPolicy(): string {
  const backend = backendOrigins(cmsBackend);
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    // Decap's components are styled by emotion, which writes <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', agency.photoOrigin, ...backend.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...backend.connect],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });
}

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Another site may not embed the site's files (its pages, scripts, photos) with <img>, <script> or fetch.
    'Cross-Origin-Resource-Policy': 'same-origin',
    // No Flash or PDF cross-domain policy file anywhere on the site grants another site access.
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The editor's headers: its own policy; a pop-up it opens keeps its opener
 * (GitHub's sign-in window hands the token back to the editor that way); and
 * no search engine indexes it.
 */
export function adminSecurityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    ...securityHeaders(options),
    'Content-Security-Policy': adminContentSecurityPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex',
  };
}

/** Cache policy by path: hashed assets (the site's and the editor's) forever, HTML always revalidated. */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/') || pathname.startsWith(`${ADMIN_PATH}assets/`)) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('.html') || pathname === '/' || !/\.[a-z0-9]+$/i.test(pathname)) return 'no-cache';
  return 'public, max-age=3600';
}
