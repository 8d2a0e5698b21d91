/**
 * Who is in the office (docs/relay.md, "The office's people"): the
 * accounts with their roles, and the invitations still open; and a
 * person's removal, which ends their sessions at once (the account's rows
 * go, its sessions and device cookies with it in the same batch), so their
 * next request is refused. Their leads go back to nobody, an event each by
 * whoever removed them (../inbox/leadEvents.ts), in that batch too; what they did
 * stays in the leads' history under the e-mail they had. The owner cannot
 * remove themselves: the office would be left without anyone who can manage it.
 */
import type { Kysely } from 'kysely';
import type { Batch } from '../batch';
import type { RelayDatabase, Role } from '../schema';
import { unassignAllQueries, type EventAuthor } from '../inbox/leadEvents';
import { openInvitations } from './officeLinks';
import { endSessionsOf } from './session';

export interface Person {
  id: string;
  email: string;
  role: Role;
  addedAt: string;
}

export interface PeopleList {
  people: Person[];
  invitations: { email: string; sentAt: string; expiresAt: string }[];
}

export async function listPeople(db: Kysely<RelayDatabase>, at: Date): Promise<PeopleList> {
  const people = await db.selectFrom('accounts').select(['id', 'email', 'role', 'created_at as addedAt']).orderBy('created_at').orderBy('email').execute();
  return { people, invitations: await openInvitations(db, at) };
}

/** Removes the account, its sessions and its device cookies, and unassigns its leads (recorded as `by`'s); answers whether there was one. */
export async function removePerson({ db, batch }: { db: Kysely<RelayDatabase>; batch: Batch }, id: string, by: EventAuthor, at: Date): Promise<boolean> {
  const changed = await batch([
    endSessionsOf(db, id),
    db.deleteFrom('sign_in_devices').where('account_id', '=', id).compile(),
    db.updateTable('office_links').set({ invited_by: null }).where('invited_by', '=', id).compile(),
    ...unassignAllQueries(db, id, by, at),
    db.deleteFrom('accounts').where('id', '=', id).compile(),
  ]);
  return changed.at(-1) === 1;
}
