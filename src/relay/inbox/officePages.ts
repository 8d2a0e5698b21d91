/**
 * The inbox's own files at /office/ (docs/deploy.md, "Office accounts"):
 * the app's page for `/office/` and every address the app routes on the
 * client (`/office/leads/<id>`, `/office/spam`), and its hashed assets under
 * `/office/assets/`. Mounted behind the sign-in, so none of it is served
 * without a session. Each runtime reads the files its own way (`OfficeFiles`:
 * the build's folder on Node, the Worker's static assets on Cloudflare).
 */
import { Hono } from 'hono';

/** A file of the inbox's build (dist-office/office/), by its path there ("index.html", "assets/index-x.js"); undefined when there is none. */
export type OfficeFiles = (path: string) => Promise<Response | undefined>;

/** The app's page loads only its own files and talks only to its own origin. */
export const OFFICE_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const PAGE_HEADERS = {
  'Content-Security-Policy': OFFICE_PAGE_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Hashed names: a file never changes under its name. Private: only this browser, signed in, may keep it. */
const ASSET_CACHE = 'private, max-age=31536000, immutable';

/** The response with headers of our own (a runtime's may be immutable). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

const missing = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export function officePages(files: OfficeFiles): Hono {
  const pages = new Hono();
  pages.get('/assets/:name{[\\w.-]+}', async (c) => {
    const file = await files(`assets/${c.req.param('name')}`);
    return file ? withHeaders(file, { 'Cache-Control': ASSET_CACHE, 'X-Content-Type-Options': 'nosniff' }) : missing();
  });
  // The app's page for every address it routes itself; the API's unknown paths stay JSON 404s.
  pages.get('*', async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (pathname.startsWith('/office/api/')) return next();
    if (pathname.startsWith('/office/assets/')) return missing();
    const page = await files('index.html');
    if (!page) return new Response('The inbox is not built: run npm run build', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return withHeaders(page, { ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  });
  return pages;
}
