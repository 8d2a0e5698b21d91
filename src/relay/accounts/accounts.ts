/**
 * Office accounts (docs/deploy.md, "Office accounts"): made or reset by
 * `npm run office:account -- <email>` (src/relay/node/officeAccount.ts) or
 * from OFFICE_EMAIL and OFFICE_PASSWORD at start, by both runtimes through
 * `setOfficeAccount`. A reset ends the account's sessions and lifts its
 * sign-in locks (its failed tries removed: ./signInLimits.ts); the command
 * lifts them even when the password is the one the account has. An
 * account these make is an owner (docs/relay.md, "The office's people"); a
 * reset keeps the role it has. People invited from the office join as staff
 * (./invitations.ts).
 */
import type { Kysely } from 'kysely';
import type { Batch } from '../batch';
import type { RelayDatabase } from '../schema';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword, type PasswordHashing } from './password';
import { clearSignIns } from './signInLimits';

/** One address, one account, however it is typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Enough to be an address: something@host.tld, no spaces, at most 254 characters. */
export const isEmail = (email: string) => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** Why an e-mail and password cannot make an account, or undefined when they can. */
export function accountProblem(email: string, password: string): string | undefined {
  if (!isEmail(normalizeEmail(email))) return `"${email}" is not an e-mail address`;
  if ([...password].length < MIN_PASSWORD_LENGTH) return `the password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  return undefined;
}

export interface AccountDeps {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  now: () => Date;
  passwords: PasswordHashing;
}

export type AccountChange = 'created' | 'reset' | 'unchanged';

export interface AccountOptions {
  /**
   * Lift the account's sign-in locks even when it has this password
   * already (`npm run office:account`, a person's deliberate act). Not at
   * start: a Worker starts isolates at will, and each start would unlock.
   */
  liftLocks?: boolean;
}

/**
 * Makes the account, or gives it this password, ending its sessions and
 * lifting its sign-in locks; nothing when it has this password already (so
 * OFFICE_PASSWORD at every start changes nothing and signs nobody out),
 * but the locks lifted with `liftLocks`. Throws when the e-mail or password
 * is refused.
 */
export async function setOfficeAccount({ db, batch, now, passwords }: AccountDeps, email: string, password: string, { liftLocks = false }: AccountOptions = {}): Promise<AccountChange> {
  const problem = accountProblem(email, password);
  if (problem) throw new Error(`Office account not made: ${problem}`);
  const address = normalizeEmail(email);
  const existing = await db.selectFrom('accounts').select(['id', 'password_hash']).where('email', '=', address).executeTakeFirst();
  if (existing && (await verifyPassword(password, existing.password_hash, passwords).catch(() => false))) {
    if (liftLocks) await batch([clearSignIns(db, address)]);
    return 'unchanged';
  }
  const hash = await hashPassword(password, passwords);
  const at = now().toISOString();
  if (existing) {
    await batch([
      db.updateTable('accounts').set({ password_hash: hash, updated_at: at }).where('id', '=', existing.id).compile(),
      db.deleteFrom('sessions').where('account_id', '=', existing.id).compile(),
      clearSignIns(db, address),
    ]);
    return 'reset';
  }
  // Two isolates of a Worker may make the same account from OFFICE_EMAIL at once: the second gives it the same password.
  await batch([
    db
      .insertInto('accounts')
      .values({ id: crypto.randomUUID(), email: address, password_hash: hash, created_at: at, updated_at: at, role: 'owner' })
      .onConflict((conflict) => conflict.column('email').doUpdateSet({ password_hash: hash, updated_at: at }))
      .compile(),
    // Wrong tries for the address before it had an account count for nothing now.
    clearSignIns(db, address),
  ]);
  return 'created';
}

/**
 * The writes that give an account a new password chosen through a link
 * (./officeLinkDoors.ts): the hash, every session ended, its sign-in locks
 * lifted, as a reset by the command does.
 */
export const newPasswordQueries = (db: Kysely<RelayDatabase>, account: { id: string; email: string }, hash: string, at: Date) => [
  db.updateTable('accounts').set({ password_hash: hash, updated_at: at.toISOString() }).where('id', '=', account.id).compile(),
  db.deleteFrom('sessions').where('account_id', '=', account.id).compile(),
  clearSignIns(db, account.email),
];

/** The account a sign-in names, with its hash (../office/officeApp.ts). */
export const signInAccount = (db: Kysely<RelayDatabase>, email: string) => db.selectFrom('accounts').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();

/** The account an invitation or a password link names, if it exists yet (./officeLinkDoors.ts). */
export const linkedAccount = (db: Kysely<RelayDatabase>, email: string) => db.selectFrom('accounts').select(['id', 'email']).where('email', '=', email).executeTakeFirst();

/** The accounts' addresses, for the server's first lines. */
export const officeEmails = async (db: Kysely<RelayDatabase>) => (await db.selectFrom('accounts').select('email').orderBy('email').execute()).map((row) => row.email);

/** A text as an SQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The same change as setOfficeAccount, as SQL for `wrangler d1 execute`
 * (D1 from outside the Worker: docs/deploy.md, "Office accounts"): the
 * account made or given this hash, its sessions ended, its sign-in locks
 * lifted (clearSignIns, as SQL); a new account an owner, as
 * setOfficeAccount makes it. `hash` is made by the caller, a PBKDF2 one
 * for the Worker.
 */
export function accountSql(email: string, hash: string, at: Date, id: string = crypto.randomUUID()): string {
  const address = literal(normalizeEmail(email));
  const time = literal(at.toISOString());
  return [
    `INSERT INTO accounts (id, email, password_hash, created_at, updated_at, role) VALUES (${literal(id)}, ${address}, ${literal(hash)}, ${time}, ${time}, 'owner') ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at;`,
    `DELETE FROM sessions WHERE account_id = (SELECT id FROM accounts WHERE email = ${address});`,
    `DELETE FROM sign_in_attempts WHERE email = ${address};`,
  ].join(' ');
}
