/**
 * A lead assigned to a person of the office, or to nobody (docs/relay.md,
 * "The office's inbox: history"): `leads.assigned_to` and its event
 * (./leadEvents.ts) in one batch. Assigning a lead to whom it is assigned
 * already changes nothing and records nothing. A person removed from the
 * office leaves their leads assigned to nobody (the column's ON DELETE SET
 * NULL, src/relay/migrations/0009_lead_history.sql).
 */
import type { Kysely } from 'kysely';
import type { Batch } from '../batch';
import type { RelayDatabase } from '../schema';
import type { OfficePerson } from './inboxTypes';
import { recordLeadEvent, type EventAuthor } from './leadEvents';

/** Every person of the office, whom a lead can be assigned to: by e-mail. */
export const assignees = (db: Kysely<RelayDatabase>): Promise<OfficePerson[]> => db.selectFrom('accounts').select(['id', 'email']).orderBy('email').execute();

export type Assigned = 'assigned' | 'no lead' | 'no person';

/** Assigns the lead to the account `to` (null: nobody). */
export async function assignLead({ db, batch }: { db: Kysely<RelayDatabase>; batch: Batch }, leadId: string, to: string | null, by: EventAuthor, at: Date): Promise<Assigned> {
  const lead = await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
  if (!lead) return 'no lead';
  if (to === null) {
    await batch([
      recordLeadEvent(db, { kind: 'unassigned', leadId, by, at, onlyIf: (eb) => eb('assigned_to', 'is not', null) }),
      db.updateTable('leads').set({ assigned_to: null }).where('id', '=', leadId).compile(),
    ]);
    return 'assigned';
  }
  const person = await db.selectFrom('accounts').select('email').where('id', '=', to).executeTakeFirst();
  if (!person) return 'no person';
  // Both writes only while the person is still there: one removed meanwhile is neither recorded nor set.
  const stillThere = db.selectFrom('accounts').select('id').where('id', '=', to);
  const [recorded] = await batch([
    recordLeadEvent(db, { kind: 'assigned', leadId, by, at, detail: person.email, onlyIf: (eb) => eb.and([eb('assigned_to', 'is not', to), eb.exists(stillThere)]) }),
    db
      .updateTable('leads')
      .set({ assigned_to: to })
      .where('id', '=', leadId)
      .where((eb) => eb.exists(stillThere))
      .compile(),
  ]);
  return recorded === 1 || (await db.selectFrom('leads').select('id').where('id', '=', leadId).where('assigned_to', '=', to).executeTakeFirst()) ? 'assigned' : 'no person';
}
