/**
 * `npm start`: builds the site and serves it. Unless VITE_RELAY_ENDPOINT is
 * set, the build's forms post to the lead relay on this same server
 * (/relay/ajax/submit with script, /relay/submit without), which stores each
 * lead in .data/relay.sqlite before it answers and, without SMTP_URL, writes
 * each message as an .eml file in .data/outbox/: every form can be tried
 * without sending e-mail. The build's origin is this server's own
 * (unless SITE_ORIGIN is set), so a form posted without script comes back to
 * this server's /thanks page. The server then reads what the build was made
 * for from the build itself (src/distContract/builtSite.ts).
 * The build's output goes to DATA_DIR/build.log (default .data/build.log), so
 * the server's own lines are the first on screen; a failed build shows that
 * log's error lines and where it is (loggedCommand.ts). How long it took is
 * handed to the server (SITE_BUILD_MS): the office is told from it when a
 * change it publishes will be live (./siteRebuilds.ts).
 */
import { resolve } from 'node:path';
import { RELAY_AJAX_PATH } from '../relay/index';
import { runLogged } from './loggedCommand';

const root = resolve(import.meta.dirname, '../..');
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '4173';

/** Beside the lead relay's database and outbox (main.ts), in the folder a newcomer is told about. */
const logFile = resolve(process.env.DATA_DIR ?? '.data', 'build.log');

console.log(`Building the site (its output: ${logFile})...`);
const started = Date.now();
const built = runLogged({
  command: 'npm',
  args: ['run', 'build'],
  cwd: root,
  env: {
    ...process.env,
    VITE_RELAY_ENDPOINT: process.env.VITE_RELAY_ENDPOINT || RELAY_AJAX_PATH,
    SITE_ORIGIN: process.env.SITE_ORIGIN || `http://${host}:${port}`,
  },
  logFile,
});
if (!built) process.exit(1);
process.env.SITE_BUILD_MS = String(Date.now() - started);

await import('./main');
