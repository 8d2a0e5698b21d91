/**
 * The office's guard against cross-site requests (docs/relay.md,
 * "The office"): every request under /office/ that may change something
 * (any method but GET and HEAD) must come from a page of this same origin,
 * or it is refused with 403. The browser says so itself: `Sec-Fetch-Site:
 * same-origin` (every current browser sends it), or, from an older one, an
 * `Origin` header naming this host. A request with neither is refused. The
 * inbox's script posts with a plain same-origin `fetch` and the sign-in
 * form is a page of the office, so no token is needed on top; the session
 * cookie is SameSite=Strict besides.
 *
 * The Origin's host is compared, not its scheme: the Node server behind a
 * TLS proxy sees http:// while the browser names https:// (and the cookie is
 * Secure, so a page of the plain-http site never has it).
 */
import type { MiddlewareHandler } from 'hono';

export const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function isSameOrigin(headers: { get(name: string): string | null | undefined }, url: string): boolean {
  const site = headers.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  const origin = headers.get('Origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === new URL(url).host;
  } catch {
    return false;
  }
}

export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !isSameOrigin(c.req.raw.headers, c.req.url)) {
    return c.json({ error: 'Cross-site request refused' }, 403);
  }
  await next();
};
