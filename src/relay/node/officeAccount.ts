/**
 * `npm run office:account -- <email> [--d1 local|remote] [--sql]`: makes an
 * office account, or gives it a new password and ends its sessions; either
 * way its wrong sign-ins are forgotten, which lifts its sign-in locks
 * (docs/deploy.md, "Office accounts"). The password is OFFICE_PASSWORD when
 * set, else asked twice on the terminal without echo (or read from the
 * first line of a pipe).
 *   - By default, in the Node relay's database: DATA_DIR/relay.sqlite
 *     (.data/ by default), hashed with scrypt.
 *   - `--d1 local` or `--d1 remote`: in the Worker's D1, through `wrangler
 *     d1 execute` with the relay's configuration, hashed with PBKDF2 (what
 *     the Worker can verify); `--sql` prints the SQL and the command instead
 *     of running them.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountProblem, accountSql, normalizeEmail, setOfficeAccount } from '../accounts/accounts';
import { hashPassword } from '../accounts/password';
import { WRANGLER_CONFIG } from '../worker/deploy';
import { openRelayDatabase } from './database';
import { DATABASE_FILE, nodePasswords } from './nodeRelay';

export const USAGE = 'npm run office:account -- <email> [--d1 local|remote] [--sql]';

/** A line typed on the terminal, not shown. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          done();
          process.stdout.write('\n');
          return resolve(typed);
        }
        if (char === '\u0003') {
          done();
          process.stdout.write('\n');
          return reject(new Error('cancelled'));
        }
        typed = char === '\u007f' || char === '\b' ? [...typed].slice(0, -1).join('') : typed + char;
      }
    };
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
    };
    input.on('data', onData);
  });
}

/** The first line of a pipe. */
async function firstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

async function passwordFromUser(): Promise<string> {
  if (process.env.OFFICE_PASSWORD) return process.env.OFFICE_PASSWORD;
  if (!process.stdin.isTTY) return firstLine();
  const first = await askHidden('Password: ');
  if ((await askHidden('The same password again: ')) !== first) throw new Error('the two passwords differ');
  return first;
}

export async function main(args: string[]): Promise<number> {
  const [email, ...rest] = args;
  const d1 = rest.includes('--d1') ? rest[rest.indexOf('--d1') + 1] : undefined;
  if (!email || email.startsWith('-') || (rest.includes('--d1') && d1 !== 'local' && d1 !== 'remote')) {
    console.error(`Usage: ${USAGE}`);
    return 2;
  }
  const password = await passwordFromUser();
  const problem = accountProblem(email, password);
  if (problem) {
    console.error(`Office account not made: ${problem}.`);
    return 1;
  }

  if (d1) {
    // The Worker verifies PBKDF2 alone (src/relay/accounts/password.ts): hashed without scrypt.
    const sql = accountSql(email, await hashPassword(password, {}), new Date());
    const wranglerArgs = ['wrangler', 'd1', 'execute', 'DB', `--${d1}`, '--config', WRANGLER_CONFIG, '--command', sql];
    if (rest.includes('--sql')) {
      console.log(sql);
      console.log(`\nRun: npx ${wranglerArgs.slice(0, -2).join(' ')} --command "<the SQL above>"`);
      return 0;
    }
    const { status } = spawnSync('npx', wranglerArgs, { stdio: 'inherit' });
    if (status === 0) console.log(`Office account ${normalizeEmail(email)} made or reset in the Worker's D1 (${d1}); its wrong sign-ins are forgotten.`);
    return status ?? 1;
  }

  const file = join(process.env.DATA_DIR ?? '.data', DATABASE_FILE);
  const store = await openRelayDatabase(file);
  try {
    // Run by a person locked out, the same password lifts the locks too (src/relay/accounts/accounts.ts).
    const change = await setOfficeAccount({ ...store, now: () => new Date(), passwords: nodePasswords }, email, password, { liftLocks: true });
    console.log(`Office account ${normalizeEmail(email)} ${change === 'unchanged' ? 'already has that password' : change} in ${file}; its wrong sign-ins are forgotten.`);
    return 0;
  } finally {
    await store.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Office account not made: ${error instanceof Error ? error.message : String(error)}.`);
      process.exit(1);
    },
  );
}
