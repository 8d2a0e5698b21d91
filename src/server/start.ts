/**
 * `npm start`: builds the site and serves it. Unless VITE_RELAY_ENDPOINT is
 * set, the build's forms post to the lead relay on this same server
 * (/relay/ajax/submit with script, /relay/submit without), which stores each
 * lead in .data/relay.sqlite before it answers and, without SMTP_URL, writes
 * each message as an .eml file in .data/outbox/: every form can be tried
 * without sending e-mail. The build's origin is this server's own
 * (unless SITE_ORIGIN is set), so a form posted without script comes back to
 * this server's /thanks page. The server then reads what the build was made
 * for from the build itself (builtSite.ts).
 */
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { RELAY_AJAX_PATH } from '../relay/app';

const root = resolve(import.meta.dirname, '../..');
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '4173';

execSync('npm run build', {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_RELAY_ENDPOINT: process.env.VITE_RELAY_ENDPOINT || RELAY_AJAX_PATH,
    SITE_ORIGIN: process.env.SITE_ORIGIN || `http://${host}:${port}`,
  },
});

await import('./main');
