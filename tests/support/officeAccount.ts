/**
 * The office account the tests sign in with: the agency's own e-mail
 * (src/config/agency.ts), as OFFICE_EMAIL would make it; and the account
 * command itself (`npm run office:account`, src/relay/node/officeAccount.ts)
 * run as a person runs it, in a process of its own.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { agency } from '../../src/config/agency';

export const OFFICE = { email: agency.email, password: 'a long office passphrase' } as const;

const ROOT = resolve(import.meta.dirname, '../..');

/** `npm run office:account -- <args>` with OFFICE_PASSWORD (and DATA_DIR, for the Node relay's database) set; answers what it printed, or throws with it. */
export async function runOfficeAccount(args: string[], env: { OFFICE_PASSWORD: string; DATA_DIR?: string }): Promise<string> {
  const { stdout } = await promisify(execFile)(resolve(ROOT, 'node_modules/.bin/tsx'), ['src/relay/node/officeAccount.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  return stdout;
}
