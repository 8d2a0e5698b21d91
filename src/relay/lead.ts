/**
 * A submission as the relay stores it: the lead row (who, which form, from
 * which page and campaign, every field as sent) and the messages owed for
 * it, written together in one batch before the relay answers (docs/forms.md,
 * "The relay": stored before acknowledged).
 */
import type { CompiledQuery, Kysely } from 'kysely';
import { valueOf, type Fields } from './body';
import { formOf, isFormConfirmation } from './formOf';
import type { DeliveryKind, Door, NewDelivery, NewLead, RelayDatabase } from './schema';

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

/** The messages a lead is owed: none for spam; the visitor's confirmation where the form asks for one of its own. */
export function deliveriesOf(fields: Fields, spam: boolean, webhook: boolean): DeliveryKind[] {
  if (spam) return [];
  const kinds: DeliveryKind[] = ['office'];
  if (valueOf(fields, 'email') && isFormConfirmation(valueOf(fields, '_autoresponse'))) kinds.push('confirmation');
  if (webhook) kinds.push('webhook');
  return kinds;
}

export function leadOf(id: string, { door, fields, receivedAt, remoteAddress }: Submission): NewLead {
  // The honeypot: a hidden field only a bot fills (docs/forms.md). Kept, marked, never delivered.
  const spam = valueOf(fields, '_honey') !== '';
  return {
    id,
    received_at: receivedAt.toISOString(),
    door,
    form: formOf(fields)?.id ?? null,
    subject: valueOf(fields, '_subject'),
    page: valueOf(fields, 'sourcePage'),
    campaign: valueOf(fields, 'sourceCampaign'),
    visitor_email: valueOf(fields, 'email'),
    visitor_name: visitorNameOf(fields),
    fields: JSON.stringify(fields),
    spam: spam ? 1 : 0,
    spam_reason: spam ? 'honeypot' : null,
    handled_at: null,
    remote_address: remoteAddress ?? null,
  };
}

/** The writes that store one submission: its lead and its outbox rows, due at once. */
export function storeQueries(db: Kysely<RelayDatabase>, lead: NewLead, kinds: readonly DeliveryKind[]): CompiledQuery[] {
  const queries: CompiledQuery[] = [db.insertInto('leads').values(lead).compile()];
  if (kinds.length) queries.push(db.insertInto('deliveries').values(deliveryRows(lead.id, kinds, lead.received_at)).compile());
  return queries;
}

/** The outbox rows of the messages owed for a lead, each due at `at` (when it was stored, or released: src/relay/spam/releaseLead.ts). */
export function deliveryRows(leadId: string, kinds: readonly DeliveryKind[], at: string): NewDelivery[] {
  return kinds.map((kind) => ({ lead_id: leadId, kind, next_attempt_at: at, created_at: at }));
}
