/**
 * A tiny dist/ in both languages, as the prerender step lays one out
 * (src/distContract/htmlFileFor.ts), for the bundled server's tests: pages, the two
 * not-found pages, a host file, an asset with its gzip twin, the editor; and
 * a secret file beside dist/ that must never be served.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What the secret file beside dist/ holds: a response containing it served a file outside dist/. */
export const SECRET = 'TOP-SECRET';

/** Writes the tiny site into a new temporary folder; returns its dist/. */
export function fixtureSite() {
  const root = mkdtempSync(join(tmpdir(), 'site-server-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'services'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, 'about.html'), '<h1>About</h1>');
  writeFileSync(join(dist, 'services.html'), '<h1>Services</h1>');
  writeFileSync(join(dist, 'services', 'auto.html'), '<h1>Auto</h1>');
  writeFileSync(join(dist, '404.html'), '<h1>404</h1><p>Oops! Page not found</p>');
  // As the prerender step places the Spanish pages (src/distContract/htmlFileFor.ts).
  mkdirSync(join(dist, 'es', 'services'), { recursive: true });
  writeFileSync(join(dist, 'es.html'), '<h1>Inicio</h1>');
  writeFileSync(join(dist, 'es', 'about.html'), '<h1>Nosotros</h1>');
  writeFileSync(join(dist, 'es', 'services', 'auto.html'), '<h1>Auto</h1><p>Seguro de auto</p>');
  writeFileSync(join(dist, 'es', '404.html'), '<h1>404</h1><p>¡Ups! Página no encontrada</p>');
  writeFileSync(join(dist, '_headers'), '/*\n  X-Test: 1\n');
  const script = 'console.log("hello");'.repeat(50);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  mkdirSync(join(dist, 'admin', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'admin', 'index.html'), '<h1>Content editor</h1>');
  writeFileSync(join(dist, 'admin', 'assets', 'admin-def456.js'), script);
  return { dist };
}
