/**
 * Invitations (docs/relay.md, "The office's people"): the owner names an
 * address; it gets a one-time link (./officeLinks.ts, INVITATION_DAYS)
 * through the outbox (../office/officeMail.ts), stored with its message in one
 * batch. Following it, the person chooses a password and is in, as staff
 * (`acceptInvitationQueries`). An address with an account is refused; a
 * second invitation to one address replaces the first (its link stops
 * working).
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { relayFacts } from '../relayFacts';
import type { Batch } from '../batch';
import type { RelayDatabase } from '../schema';
import { isEmail, normalizeEmail } from './accounts';
import { linkUrl, utcText, type LinkMailDeps } from './linkMail';
import { LINK_PATHS, newLink } from './officeLinks';
import { queueOfficeMail } from '../office/officeMail';
import { mailWords, peopleWords } from './peopleWords';
import type { OfficeAccount } from './session';

export interface InvitationDeps extends LinkMailDeps {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  now: () => Date;
}

export type InvitationOutcome = { invited: string } | { refused: string; status: 400 | 409 };

export async function invite(deps: InvitationDeps, inviter: OfficeAccount, typed: string, c: Context): Promise<InvitationOutcome> {
  const email = normalizeEmail(typed.slice(0, 300));
  if (!isEmail(email)) return { refused: peopleWords.notEmail(typed.slice(0, 300)), status: 400 };
  const { db, batch, now, mail } = deps;
  if (await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst()) return { refused: peopleWords.hasAccount(email), status: 409 };
  const at = now();
  const link = await newLink(db, 'invitation', email, at, inviter.accountId);
  const text = mailWords.invitationText(inviter.email, relayFacts.name, linkUrl(deps.linkOrigin, LINK_PATHS.invitation, link.token), utcText(link.expires));
  await batch([...link.queries, queueOfficeMail(db, { kind: 'invitation', to: email, subject: mailWords.invitationSubject(relayFacts.name), text }, at, mail.messageIdDomain)]);
  deps.onMailQueued?.(c);
  return { invited: email };
}

/** The writes that make the invited person's account, as staff, with the hash of the password they chose. */
export const acceptInvitationQueries = (db: Kysely<RelayDatabase>, email: string, hash: string, at: Date, id: string) => [
  db
    .insertInto('accounts')
    .values({ id, email, password_hash: hash, created_at: at.toISOString(), updated_at: at.toISOString(), role: 'staff' })
    // The address was given an account meanwhile (the account command): the invitation adds nothing.
    .onConflict((conflict) => conflict.column('email').doNothing())
    .compile(),
];
