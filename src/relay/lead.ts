/**
 * A submission as the relay stores it: the lead row (who, which form, from
 * which page and campaign, every field as sent) and the messages owed for
 * it, written together in one batch before the relay answers (docs/forms.md,
 * "The relay": stored before acknowledged).
 */
import type { CompiledQuery, Kysely } from 'kysely';
import { valueOf, type Fields } from './body';
import { agencySubjectOf, formOf, isFormConfirmation } from './formOf';
import { isMailableAddress } from './mail';
import { preparedQuery } from './preparedQuery';
import type { DeliveryKind, Door, LeadsTable, NewDelivery, NewLead, RelayDatabase } from './schema';

export interface Submission {
  door: Door;
  fields: Fields;
  receivedAt: Date;
  remoteAddress?: string;
}

/** The visitor as the forms name them: first and last name, else the certificate holder or the business. */
export function visitorNameOf(fields: Fields): string {
  const name = [valueOf(fields, 'firstName'), valueOf(fields, 'lastName')].filter(Boolean).join(' ');
  return name || valueOf(fields, 'holderName') || valueOf(fields, 'businessName');
}

/**
 * The messages a lead is owed: none for spam; the visitor's confirmation
 * where the form asks for one of its own and the visitor's address is one
 * the agency can write to (an address that is not would be retried for
 * days, to no one).
 */
export function deliveriesOf(fields: Fields, spam: boolean, webhook: boolean): DeliveryKind[] {
  if (spam) return [];
  const kinds: DeliveryKind[] = ['office'];
  if (isMailableAddress(valueOf(fields, 'email')) && isFormConfirmation(valueOf(fields, '_autoresponse'))) kinds.push('confirmation');
  if (webhook) kinds.push('webhook');
  return kinds;
}

export function leadOf(id: string, { door, fields, receivedAt, remoteAddress }: Submission): NewLead {
  // The honeypot: a hidden field only a bot fills (docs/forms.md). Kept, marked, never delivered.
  const spam = valueOf(fields, '_honey') !== '';
  const definition = formOf(fields);
  return {
    id,
    received_at: receivedAt.toISOString(),
    door,
    form: definition?.id ?? null,
    // The form's own subject, as the office's e-mail has it (src/relay/formOf.ts): the posted `_subject` stays with the fields.
    subject: agencySubjectOf(fields, definition),
    page: valueOf(fields, 'sourcePage'),
    campaign: valueOf(fields, 'sourceCampaign'),
    visitor_email: valueOf(fields, 'email'),
    visitor_name: visitorNameOf(fields),
    visitor_phone: valueOf(fields, 'phone'),
    fields: JSON.stringify(fields),
    spam: spam ? 1 : 0,
    spam_reason: spam ? 'honeypot' : null,
    handled_at: null,
    remote_address: remoteAddress ?? null,
  };
}

/** Every column of a lead as `leadOf` makes it, in one order: the insert below binds them. */
const LEAD_COLUMNS = ['id', 'received_at', 'door', 'form', 'subject', 'page', 'campaign', 'visitor_email', 'visitor_name', 'visitor_phone', 'fields', 'spam', 'spam_reason', 'handled_at', 'remote_address'] as const satisfies readonly (keyof LeadsTable)[];
// A column added to the table and not to the list above is a type error here.
const everyColumn: Exclude<keyof LeadsTable, (typeof LEAD_COLUMNS)[number]> extends never ? true : never = true;
void everyColumn;

type LeadRow = Required<Pick<NewLead, (typeof LEAD_COLUMNS)[number]>>;

type DeliveryArgs = { leadId: string; at: string } & Record<`kind${number}`, DeliveryKind>;

/** The inserts, built once per database (src/relay/preparedQuery.ts): a lead, and its outbox rows by their count. */
const inserts = new WeakMap<Kysely<RelayDatabase>, { lead: (row: LeadRow) => CompiledQuery; deliveries: Map<number, (args: DeliveryArgs) => CompiledQuery> }>();

function deliveriesInsert(db: Kysely<RelayDatabase>, count: number) {
  const kinds = Array.from({ length: count }, (_, n) => `kind${n}` as const);
  return preparedQuery<DeliveryArgs>(['leadId', 'at', ...kinds], (args) =>
    db.insertInto('deliveries').values(kinds.map((kind) => ({ lead_id: args.leadId, kind: args[kind], next_attempt_at: args.at, created_at: args.at }))),
  );
}

/** The writes that store one submission: its lead and its outbox rows, due at once. */
export function storeQueries(db: Kysely<RelayDatabase>, lead: NewLead, kinds: readonly DeliveryKind[]): CompiledQuery[] {
  let prepared = inserts.get(db);
  if (!prepared) inserts.set(db, (prepared = { lead: preparedQuery<LeadRow>(LEAD_COLUMNS, (row) => db.insertInto('leads').values(row)), deliveries: new Map() }));
  const queries = [prepared.lead(Object.fromEntries(LEAD_COLUMNS.map((column) => [column, lead[column] ?? null])) as LeadRow)];
  if (kinds.length) {
    let insert = prepared.deliveries.get(kinds.length);
    if (!insert) prepared.deliveries.set(kinds.length, (insert = deliveriesInsert(db, kinds.length)));
    queries.push(insert({ leadId: lead.id, at: lead.received_at, ...Object.fromEntries(kinds.map((kind, n) => [`kind${n}`, kind])) }));
  }
  return queries;
}

/** The outbox rows of the messages owed for a lead, each due at `at` (when it was stored, or released: src/relay/spam/releaseLead.ts). */
export function deliveryRows(leadId: string, kinds: readonly DeliveryKind[], at: string): NewDelivery[] {
  return kinds.map((kind) => ({ lead_id: leadId, kind, next_attempt_at: at, created_at: at }));
}
