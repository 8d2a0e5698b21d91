/**
 * "Forgot your password?" (docs/relay.md, "The office's people"): an
 * address with an account gets a one-time link (./officeLinks.ts,
 * PASSWORD_LINK_HOURS) through the outbox; an address without one gets
 * nothing. Whoever asks is answered the same either way
 * (./officeLinkDoors.ts), so the door tells no one which addresses have
 * accounts. The new password chosen through the link ends every session of
 * the account (accounts.ts, newPasswordQueries).
 */
import type { Context } from 'hono';
import { relayFacts } from '../relayFacts';
import { linkUrl, utcText } from './linkMail';
import { LINK_PATHS, newLink } from './officeLinks';
import { queueOfficeMail } from '../office/officeMail';
import { mailWords } from './peopleWords';
import type { InvitationDeps } from './invitations';

/** Queues the link for the address when it has an account; answers whether it did (for the tests' eyes only: the page says the same). */
export async function sendPasswordLink(deps: InvitationDeps, email: string, c: Context): Promise<boolean> {
  const { db, batch, now, mail } = deps;
  const account = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
  const at = now();
  const link = await newLink(db, 'password', email, at);
  if (!account) {
    // Nothing to send, but a write of the same kind all the same (the link's clearing of older ones), so
    // that an address without an account is not answered measurably sooner than one with.
    await batch(link.queries.slice(0, 2));
    return false;
  }
  const text = mailWords.passwordText(relayFacts.name, linkUrl(deps.linkOrigin, LINK_PATHS.password, link.token), utcText(link.expires));
  await batch([...link.queries, queueOfficeMail(db, { kind: 'password', to: email, subject: mailWords.passwordSubject(relayFacts.name), text }, at, mail.messageIdDomain)]);
  deps.onMailQueued?.(c);
  return true;
}
