/**
 * The security headers, defined once: the bundled server sends them and the
 * build writes them into dist/_headers for static hosts.
 */
import { agency } from '../config/agency';
import { htmlEndpointOf } from '../config/relay';

export interface HeaderOptions {
  /** The relay the script posts to (absolute URL, or a same-origin path). */
  relayEndpoint: string;
  /** The forms' `action`, where the browser posts without script; by default the relay's HTML endpoint. */
  relayFormAction?: string;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a same-origin path: 'self' covers it
  }
};

export function contentSecurityPolicy({ relayEndpoint, relayFormAction = htmlEndpointOf(relayEndpoint) }: HeaderOptions): string {
  const relay = originOf(relayEndpoint);
  const formRelay = originOf(relayFormAction);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Cache policy by path: hashed assets forever, HTML always revalidated. */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('.html') || pathname === '/' || !/\.[a-z0-9]+$/i.test(pathname)) return 'no-cache';
  return 'public, max-age=3600';
}
