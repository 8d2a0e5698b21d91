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
import type { HashCost } from '../../src/relay/accounts/password';

export const OFFICE = { email: agency.email, password: 'a long office passphrase' } as const;

/**
 * The cost of the hashes of the accounts a test makes to count wrong tries
 * on (limits, locks, devices): the least src/relay/accounts/password.ts
 * accepts. What a limit does depends on which tries are checked, not on what
 * checking one costs; at the production cost (scrypt N = 2^17) the office
 * sign-in tests spent most of their two minutes hashing. The production cost
 * is still what `npm run office:account` and OFFICE_PASSWORD write, and the
 * sign-ins with OFFICE and the flood of decoy checks run at it
 * (tests/relay/integration/officeSignIn.test.ts).
 */
export const TRIES_COST: HashCost = { scrypt: { ln: 10, r: 8, p: 1 }, pbkdf2Iterations: 1_000 };

const ROOT = resolve(import.meta.dirname, '../..');

/** `npm run office:account -- <args>` with OFFICE_PASSWORD (and DATA_DIR, for the Node relay's database) set; answers what it printed, or throws with it. */
export async function runOfficeAccount(args: string[], env: { OFFICE_PASSWORD: string; DATA_DIR?: string }): Promise<string> {
  const { stdout } = await promisify(execFile)(resolve(ROOT, 'node_modules/.bin/tsx'), ['src/relay/node/officeAccount.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  return stdout;
}
