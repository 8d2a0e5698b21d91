/**
 * A submission as the relay stores it: the lead row (who, which form, from
 * which page and campaign, every field as sent) and the messages owed for
 * it, written together in one batch before the relay answers (docs/forms.md,
 * "The relay": stored before acknowledged).
 */
import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { valueOf, type Fields } from './body';
import type { RelayCore } from './core';
import { consentOf } from './consent';
import { formOf, isFormConfirmation, officeSubjectOf, visitorNameOf } from './formOf';
import { isMailableAddress } from './mail';
import { networkKey } from './networkKey';
import { preparedQuery } from './preparedQuery';
import { searchTextOf } from './searchText';
import { emailKey, limitArgsOf, limitsKey, literal, RATE_LIMITS, rateReason, type LimitArgs, type RateLimits } from './spam/rateLimits';
import { SPAM_KEPT_PER_DAY, spamDayOf, spamKeptSince } from './spam/spamStorage';
import type { DeliveryKind, Door, LeadsTable, NewDelivery, NewLead, RelayDatabase } from './schema';

export interface Submission {
  door: Door;
  fields: Fields;
  receivedAt: Date;
  remoteAddress?: string;
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
  const subject = officeSubjectOf(fields, definition);
  const page = valueOf(fields, 'sourcePage');
  const campaign = valueOf(fields, 'sourceCampaign');
  const [visitorEmail, visitorName, visitorPhone] = [valueOf(fields, 'email'), visitorNameOf(fields), valueOf(fields, 'phone')];
  return {
    id,
    received_at: receivedAt.toISOString(),
    door,
    form: definition?.id ?? null,
    // The office's e-mail's subject (src/relay/formOf.ts, officeSubjectOf): the posted `_subject` stays with the fields.
    subject,
    page,
    campaign,
    visitor_email: visitorEmail,
    email_key: emailKey(visitorEmail),
    visitor_name: visitorName,
    visitor_phone: visitorPhone,
    fields: JSON.stringify(fields),
    // What the inbox's search reads, folded here so that both runtimes store the same (./searchText.ts).
    search_text: searchTextOf({ form: definition, subject, page, campaign, visitorName, visitorEmail, visitorPhone, fields }),
    spam: spam ? 1 : 0,
    spam_reason: spam ? 'honeypot' : null,
    handled_at: null,
    // The sender's network, as the limit per address counts it (IPv6 by its /64): ./networkKey.ts.
    remote_address: networkKey(remoteAddress) ?? null,
    // The agreement's words from the form, not the post, when the box was ticked: ./consent.ts.
    ...consentOf(fields, definition, remoteAddress),
  };
}

/** The columns a lead's INSERT binds as given; `spam` and `spam_reason` it computes (storeQueries). */
const BOUND_COLUMNS = ['id', 'received_at', 'door', 'form', 'subject', 'page', 'campaign', 'visitor_email', 'email_key', 'visitor_name', 'visitor_phone', 'fields', 'search_text', 'handled_at', 'remote_address', 'consent_text', 'consent_locale', 'consent_version', 'consent_address'] as const satisfies readonly (keyof LeadsTable)[];
// A column added to the table and not to the list above is a type error here. `first_reply_at` is the office's
// (./inbox/leadReplies.ts): NULL until its first reply; `assigned_to` too (./inbox/assignLead.ts): NULL for nobody;
// the two the alarms and the office set later (./alarms.ts) start NULL.
const everyColumn: Exclude<keyof LeadsTable, (typeof BOUND_COLUMNS)[number] | 'spam' | 'spam_reason' | 'first_reply_at' | 'assigned_to' | 'escalated_at' | 'answered_at'> extends never ? true : never = true;
void everyColumn;

type LeadArgs = Record<(typeof BOUND_COLUMNS)[number], unknown> & LimitArgs & { reason: unknown; day: unknown };
type DeliveryArgs = { leadId: string } & Record<`kind${number}`, DeliveryKind>;

interface Inserts {
  lead: (args: LeadArgs) => CompiledQuery;
  counted: (args: LeadArgs) => CompiledQuery;
  deliveries: Map<number, (args: DeliveryArgs) => CompiledQuery>;
}

/** The inserts, built once per database and settings (src/relay/preparedQuery.ts): a lead, the count of spam not kept, and its outbox rows by their count. */
const inserts = new WeakMap<Kysely<RelayDatabase>, Map<string, Inserts>>();

const VERDICT_ARG_NAMES = ['emailKey', 'address', 'since', 'reason', 'day'] as const;

function insertsOf(db: Kysely<RelayDatabase>, limits: RateLimits, spamPerDay: number): Inserts {
  let bySettings = inserts.get(db);
  if (!bySettings) inserts.set(db, (bySettings = new Map()));
  const key = limitsKey(limits, spamPerDay);
  let found = bySettings.get(key);
  if (found) return found;
  const prepared = (names: readonly (keyof LeadArgs & string)[], build: (args: LeadArgs) => RawBuilder<unknown>) => preparedQuery<LeadArgs>(names, (args) => ({ compile: () => build(args).compile(db) }));
  // The lead's spam reason: the honeypot's or a content rule's (bound), else a limit's (counted now, in this statement).
  const verdict = (args: LeadArgs) => sql`select coalesce(${args.reason}, ${rateReason(args, limits)}) as "reason"`;
  found = {
    // Stored with its verdict, unless it is spam and the day's spam kept whole is full (./spam/spamStorage.ts).
    lead: prepared(
      [...BOUND_COLUMNS, ...VERDICT_ARG_NAMES],
      (args) => sql`insert into "leads" (${sql.join(BOUND_COLUMNS.map((column) => sql.ref(column)))}, "spam", "spam_reason")
select ${sql.join(BOUND_COLUMNS.map((column) => args[column]))}, "verdict"."reason" is not null, "verdict"."reason" from (${verdict(args)}) as "verdict"
where "verdict"."reason" is null or ${spamKeptSince(args.day, spamPerDay)} < ${literal(spamPerDay)}`,
    ),
    // Spam the statement above did not store: counted for its day and reason. Nothing for a lead it stored.
    counted: prepared(
      ['id', ...VERDICT_ARG_NAMES],
      (args) => sql`insert into "spam_counts" ("day", "reason", "count")
select ${args.day}, "verdict"."reason", 1 from (select case when exists (select 1 from "leads" where "id" = ${args.id}) then null else (${verdict(args)}) end as "reason") as "verdict"
where "verdict"."reason" is not null
on conflict ("day", "reason") do update set "count" = "count" + 1`,
    ),
    deliveries: new Map(),
  };
  bySettings.set(key, found);
  return found;
}

/** The outbox rows for `count` messages, written only when the lead was stored and is not spam. */
function deliveriesInsert(db: Kysely<RelayDatabase>, count: number) {
  const kinds = Array.from({ length: count }, (_, n) => `kind${n}` as const);
  return preparedQuery<DeliveryArgs>(['leadId', ...kinds], (args) => ({
    compile: () =>
      sql`insert into "deliveries" ("lead_id", "kind", "next_attempt_at", "created_at")
select "leads"."id", "owed"."kind", "leads"."received_at", "leads"."received_at" from "leads", (${sql.join(
        kinds.map((kind) => sql`select ${args[kind]} as "kind"`),
        sql` union all `,
      )}) as "owed"
where "leads"."id" = ${args.leadId} and "leads"."spam" = 0`.compile(db),
  }));
}

/** How the spam verdict and the daily amount of spam kept apply to a stored post (storeLead). */
export interface StoreSettings {
  /** The limits per sender and per address (default RATE_LIMITS). */
  limits?: RateLimits;
  /** Held spam stored whole a day (default SPAM_KEPT_PER_DAY); past it, spam is only counted. */
  spamPerDay?: number;
}

/**
 * The writes that store one submission, in one batch: the lead with its
 * spam verdict, the limits counted in the same statement (./spam/rateLimits.ts);
 * the count of held spam not kept (./spam/spamStorage.ts); its outbox rows,
 * due at once, written only if the lead is stored and not spam. `kinds` are
 * what the lead is owed if it is not spam (deliveriesOf). Within one
 * transaction each statement sees the posts written before it, so posts sent
 * at once are counted as posts in a row.
 */
export function storeQueries(db: Kysely<RelayDatabase>, lead: NewLead, kinds: readonly DeliveryKind[], { limits = RATE_LIMITS, spamPerDay = SPAM_KEPT_PER_DAY }: StoreSettings = {}): CompiledQuery[] {
  const prepared = insertsOf(db, limits, spamPerDay);
  const at = new Date(lead.received_at);
  const args = {
    ...(Object.fromEntries(BOUND_COLUMNS.map((column) => [column, lead[column] ?? null])) as Record<(typeof BOUND_COLUMNS)[number], unknown>),
    ...limitArgsOf({ email: lead.email_key ?? '', address: lead.remote_address ?? null, at }, limits),
    reason: lead.spam === 1 ? (lead.spam_reason ?? 'spam') : null,
    day: spamDayOf(at),
  };
  const queries = [prepared.lead(args), prepared.counted(args)];
  if (kinds.length) {
    let insert = prepared.deliveries.get(kinds.length);
    if (!insert) prepared.deliveries.set(kinds.length, (insert = deliveriesInsert(db, kinds.length)));
    queries.push(insert({ leadId: lead.id, ...Object.fromEntries(kinds.map((kind, n) => [`kind${n}`, kind])) }));
  }
  return queries;
}

/** What became of a post: stored and owed its messages, stored as spam (held), or spam only counted. */
export type Stored = 'delivered' | 'held' | 'counted';

/** Stores a submission (storeQueries) in one batch and says what became of it. */
export async function storeLead({ db, batch }: Pick<RelayCore, 'db' | 'batch'>, lead: NewLead, kinds: readonly DeliveryKind[], settings: StoreSettings = {}): Promise<Stored> {
  const [leadRows, , owedRows = 0] = await batch(storeQueries(db, lead, kinds, settings));
  if (!leadRows) return 'counted';
  return kinds.length && owedRows ? 'delivered' : 'held';
}

/** The outbox rows of the messages owed for a lead, each due at `at` (when it was stored, or released: src/relay/spam/releaseLead.ts). */
export function deliveryRows(leadId: string, kinds: readonly DeliveryKind[], at: string): NewDelivery[] {
  return kinds.map((kind) => ({ lead_id: leadId, kind, next_attempt_at: at, created_at: at }));
}
