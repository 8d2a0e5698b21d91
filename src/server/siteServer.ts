/**
 * The bundled production-like server: prerendered pages at clean URLs, the
 * not-found page of the path's language (404.html, es/404.html under /es/)
 * with status 404, precompressed responses, cache and security headers, and
 * optionally the lead relay (src/relay/node/). Built on sirv, the static handler behind
 * `vite preview`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { localeOfPath } from '../i18n/locale';
import { ADMIN_PATH, isAdminPath, type HeaderOptions } from '../distContract/securityHeaders';
import { isHostFile, trailingSlashTarget } from '../distContract/sitePaths';
import { liveSite, type LiveSite, type ServedBuild } from './liveSite';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface SiteServerOptions {
  /** The build's folder, or the live site whose build can be swapped while the server runs (./liveSite.ts). */
  dist: string | LiveSite;
  /**
   * What the build was made for (its relay, its inline scripts' hashes): by
   * default what it recorded beside its pages (src/distContract/builtSite.ts); a fixture
   * without that record gives its own. Only with a folder: a live site reads each build's own.
   */
  site?: HeaderOptions;
  /**
   * Extra handlers by exact path (the lead relay's two doors), or by prefix
   * when the key ends in `/*` (`/office/*`: every path under /office/, and
   * /office itself).
   */
  routes?: Record<string, RequestHandler>;
}

const MAX_URL_LENGTH = 2048;

export function createSiteServer({ dist, routes = {}, site }: SiteServerOptions) {
  const live = typeof dist === 'string' ? liveSite(dist, site) : dist;
  const prefixRoutes = Object.entries(routes)
    .filter(([key]) => key.endsWith('/*'))
    .map(([key, handler]) => ({ prefix: key.slice(0, -1), handler }));
  const routeOf = (pathname: string) =>
    routes[pathname] ?? prefixRoutes.find(({ prefix }) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1))?.handler;

  const send = (res: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  };

  // Time-outs are checked every second rather than Node's 30: a slow client is cut off near its limit.
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    // The build live when the request came: it answers the whole request, whatever goes live meanwhile.
    const build = live.current();
    for (const [name, value] of Object.entries(isAdminPath(pathname) ? build.adminHeaders : build.headers)) res.setHeader(name, value);
    if (url.length > MAX_URL_LENGTH) return send(res, 414, 'URI Too Long');
    if (/%00|\0/.test(pathname)) return send(res, 400, 'Bad Request');

    const route = routeOf(pathname);
    if (route) return route(req, res);

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, 'Method Not Allowed');
    }
    // The content editor is a folder's index page: its one URL is "/admin/".
    if (pathname === ADMIN_PATH.slice(0, -1)) {
      res.writeHead(308, { Location: ADMIN_PATH + url.slice(pathname.length) });
      return res.end();
    }
    // One URL per page: "/about/" redirects to "/about", and only ever to a path of this site (src/distContract/sitePaths.ts).
    const target = trailingSlashTarget(pathname);
    if (target) {
      res.writeHead(308, { Location: target + url.slice(pathname.length) });
      return res.end();
    }
    // Host configuration files (e.g. _headers) live in dist/ but are not pages, however their name is encoded.
    const hostFile = isHostFile(pathname);
    if (hostFile === undefined) return send(res, 400, 'Bad Request');
    if (hostFile) return notFound(res, pathname, build.notFoundPages);
    build.serveStatic(req, res, () => notFound(res, pathname, build.notFoundPages));
  });
  // Slow clients must not hold connections forever (slowloris).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  // No 'clientError' handler: Node's own answers what it refuses before the handler with the
  // fitting status and only while no response has started: 431 for oversized headers, 400 for a
  // malformed request, 408 for a connection idle past headersTimeout (one a browser opened ahead of
  // time), which the browser retries on a new connection; a 400 there was shown to the visitor as
  // an error page (docs/performance.md, "The bundled server and the lead relay").
  return server;

  /** A visitor who mistypes a Spanish URL stays in Spanish (docs/architecture.md, "The server"). */
  function notFound(res: ServerResponse, pathname: string, pages: ServedBuild['notFoundPages']) {
    res.setHeader('Cache-Control', 'no-cache');
    send(res, 404, pages[localeOfPath(pathname)], 'text/html; charset=utf-8');
  }
}
