/**
 * "Pages", the content editor inside the office (docs/editor.md, "The
 * editor's gateway"): the built editor's page (dist/admin/index.html, the
 * same build as /admin/) answered at /office/pages/ behind the sign-in, so
 * without a session the office's page is the sign-in page. In the office it
 * publishes through the gateway (src/admin/officeBackend.ts). Its policy is
 * the editor's at /admin/ (src/distContract/securityHeaders.ts: Decap needs
 * 'unsafe-eval' and inline styles) without the Git host: in the office it
 * talks to this origin only. Never cached. On a server with no
 * storage for the gateway (the Worker, for now) it says so instead.
 */
import { Hono } from 'hono';
import { relayFacts } from '../relayFacts';
import { EDITOR_PAGE_PATH, OFFICE_PATH } from '../office/officePaths';
import type { OfficeEnv } from '../accounts/session';
import { editorWords } from './editorGateway';

/** The built editor's page; undefined when there is none. */
export type EditorPageFile = () => Promise<Response | undefined>;

const PAGE_PATH = EDITOR_PAGE_PATH.slice(OFFICE_PATH.length);

/** Decap checks its configuration with ajv ('unsafe-eval'), styles with emotion (inline), previews photos as blob: and from the photo host. */
export const EDITOR_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${relayFacts.photoOrigin}`,
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const plainText = (status: number, text: string) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export function editorPage({ available, page }: { available: boolean; page?: EditorPageFile }): Hono<OfficeEnv> {
  const app = new Hono<OfficeEnv>();
  app.get(PAGE_PATH.replace(/\/$/, ''), (c) => c.redirect(EDITOR_PAGE_PATH, 301));
  app.get(PAGE_PATH, async () => {
    if (!available) return plainText(503, editorWords.notHere);
    const built = await page?.();
    if (!built) return plainText(503, 'The editor is not built: run npm run build');
    const answer = new Response(built.body, built);
    answer.headers.set('Content-Type', 'text/html; charset=utf-8');
    answer.headers.set('Content-Security-Policy', EDITOR_PAGE_POLICY);
    answer.headers.set('X-Content-Type-Options', 'nosniff');
    answer.headers.set('Referrer-Policy', 'same-origin');
    answer.headers.set('X-Frame-Options', 'DENY');
    answer.headers.set('Cache-Control', 'no-store');
    return answer;
  });
  return app;
}
