/**
 * The leads' history (docs/relay.md, "The office's inbox: history"): every
 * action of the office on a lead (and each export) recorded in `lead_events`
 * with who and when (src/relay/migrations/0009_lead_history.sql).
 *
 * An event is a query handed to the same batch as the action it records
 * (src/relay/batch.ts: one transaction on SQLite, one D1 batch on the
 * Worker), so an action is never kept without its event nor an event
 * without its action. An event on a lead is written `INSERT ... SELECT FROM
 * leads WHERE id = ?` and the action's own condition (`onlyIf`): the event is
 * written only where the action changes something, by the statement's own
 * read, so two clicks at once record one. Put it before the action's own
 * write in the batch: it reads the lead as the action finds it.
 *
 *   await batch([recordLeadEvent(db, { kind: 'handled', leadId, by, at, onlyIf: (eb) => eb('handled_at', 'is', null) }), update]);
 */
import type { CompiledQuery, Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { RelayDatabase } from '../schema';
import { inIds } from './idList';
import type { LeadEventView } from './inboxTypes';
import type { LeadEventKind } from './leadEventWords';

/** Who did it: the signed-in account (src/relay/accounts/session.ts, OfficeAccount). */
export interface EventAuthor {
  accountId: string;
  email: string;
}

export interface LeadEvent {
  kind: LeadEventKind;
  /** The lead, or null for an action on no one lead (an export). */
  leadId: string | null;
  by: EventAuthor;
  at: Date;
  /** The kind's own words (./leadEventWords.ts): a note's text, the assignee's e-mail, an export's count. */
  detail?: string | null;
  /** Only while the lead is so (a condition on `leads`): the action's own condition. */
  onlyIf?: (eb: ExpressionBuilder<RelayDatabase, 'leads'>) => Expression<SqlBool>;
}

/** The write of one event, for the action's batch. An event on a lead is written only while the lead exists (and `onlyIf` holds). */
export function recordLeadEvent(db: Kysely<RelayDatabase>, { kind, leadId, by, at, detail = null, onlyIf }: LeadEvent): CompiledQuery {
  const row = { lead_id: leadId, kind, account_id: by.accountId, account_email: by.email, at: at.toISOString(), detail };
  if (leadId === null) return db.insertInto('lead_events').values(row).compile();
  return db
    .insertInto('lead_events')
    .columns(['lead_id', 'kind', 'account_id', 'account_email', 'at', 'detail'])
    .expression((eb) =>
      eb
        .selectFrom('leads')
        .select((select) => [select.ref('id').as('lead_id'), select.val(kind).as('kind'), select.val(row.account_id).as('account_id'), select.val(row.account_email).as('account_email'), select.val(row.at).as('at'), select.val(detail).as('detail')])
        .where((where) => (onlyIf ? where.and([where('id', '=', leadId), onlyIf(where)]) : where('id', '=', leadId))),
    )
    .compile();
}

/** A lead's history, oldest first: it reads as what happened, in order, down to the note the office adds under it (docs/relay.md). */
export async function leadHistory(db: Kysely<RelayDatabase>, leadId: string): Promise<LeadEventView[]> {
  const rows = await db.selectFrom('lead_events').select(['kind', 'account_email', 'at', 'detail']).where('lead_id', '=', leadId).orderBy('at').orderBy('id').execute();
  return rows.map((row) => ({ kind: row.kind as LeadEventKind, by: row.account_email, at: row.at, detail: row.detail }));
}

/**
 * The write of one event on each of the leads `leadIds` (the office's bulk
 * actions: src/relay/inbox/bulkActions.ts), as recordLeadEvent writes one:
 * `INSERT ... SELECT FROM leads` where the lead exists and `onlyIf` holds,
 * one statement whatever their number, their ids one bound value (./idList.ts).
 */
export function recordLeadEvents(db: Kysely<RelayDatabase>, { kind, leadIds, by, at, detail = null, onlyIf }: Omit<LeadEvent, 'leadId'> & { leadIds: readonly string[] }): CompiledQuery {
  return db
    .insertInto('lead_events')
    .columns(['lead_id', 'kind', 'account_id', 'account_email', 'at', 'detail'])
    .expression((eb) =>
      eb
        .selectFrom('leads')
        .select((select) => [select.ref('id').as('lead_id'), select.val(kind).as('kind'), select.val(by.accountId).as('account_id'), select.val(by.email).as('account_email'), select.val(at.toISOString()).as('at'), select.val(detail).as('detail')])
        .where((where) => (onlyIf ? where.and([inIds('id', leadIds), onlyIf(where)]) : inIds('id', leadIds))),
    )
    .compile();
}

/** The writes that forget the leads' history (their notes with it) and leave each its tombstone: who deleted it and when, nothing of the lead. */
export const tombstoneQueries = (db: Kysely<RelayDatabase>, leadIds: readonly string[], by: EventAuthor, at: Date): CompiledQuery[] => [
  db.deleteFrom('lead_events').where(inIds('lead_id', leadIds)).compile(),
  recordLeadEvents(db, { kind: 'deleted', leadIds, by, at }),
];

/**
 * The writes that give a removed person's leads back to nobody (src/relay/accounts/people.ts, removePerson):
 * an `unassigned` event on each, by whoever removed them, then the leads themselves.
 */
export const unassignAllQueries = (db: Kysely<RelayDatabase>, accountId: string, by: EventAuthor, at: Date): CompiledQuery[] => [
  db
    .insertInto('lead_events')
    .columns(['lead_id', 'kind', 'account_id', 'account_email', 'at', 'detail'])
    .expression((eb) =>
      eb
        .selectFrom('leads')
        .select((select) => [select.ref('id').as('lead_id'), select.val('unassigned' satisfies LeadEventKind).as('kind'), select.val(by.accountId).as('account_id'), select.val(by.email).as('account_email'), select.val(at.toISOString()).as('at'), select.val(null).as('detail')])
        .where('assigned_to', '=', accountId),
    )
    .compile(),
  db.updateTable('leads').set({ assigned_to: null }).where('assigned_to', '=', accountId).compile(),
];
