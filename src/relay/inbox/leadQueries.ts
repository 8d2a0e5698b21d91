/**
 * The office's inbox over the relay's tables (docs/relay.md, "The
 * office's inbox"): the list with its filters, order, pages and total, one
 * lead with its deliveries and attempts, handled and back, delete; the bulk
 * actions' writes (one statement each, whatever the number of leads). Kysely only, so the
 * same queries run on SQLite (Node) and D1 (the Worker).
 *
 * A lead's delivery status is its office e-mail's (the outbox row of kind
 * `office`, one per lead that is not spam): `retrying` once a failure is
 * recorded and the row is still due again, `sending` before any answer.
 */
import { sql, type CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Fields } from '../body';
import { FORM_CATALOGUE } from '../formCatalogue';
import { formById } from '../formCatalogue';
import { labelledFields } from '../formOf';
import { NO_FORM_NAME, searchTermsOf } from '../searchText';
import type { Batch } from '../batch';
import type { Lead, RelayDatabase } from '../schema';
import { boundedFields, SHORT_CHARS, shortText } from './boundedFields';
import { inIds } from './idList';
import { previewOf } from './leadPreview';
import type { ExportedLead } from './csv';
import { leadHistory, recordLeadEvent, recordLeadEvents, tombstoneQueries, type EventAuthor } from './leadEvents';
import { nextTurn } from './nextTurn';
import type { ConsentView, DeliveryStatus, DeliveryView, LeadDetail, LeadFilter, LeadPage, LeadSummary } from './inboxTypes';
import { repliesOf, replyAddressOf, replyRefusalFor } from './leadReplies';
import { firstAnswerOf, responseMinutesOf } from './responseTimes';

/** A page of the list: 50 by default, 200 at most. */
export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** A lead as the list reads it: its short texts cut (./boundedFields.ts), never its fields. */
type Row = Pick<Lead, 'id' | 'received_at' | 'door' | 'form' | 'subject' | 'page' | 'campaign' | 'visitor_name' | 'visitor_email' | 'visitor_phone' | 'spam' | 'spam_reason' | 'handled_at' | 'assigned_to'> & {
  assignee_email: string | null;
  d_attempts: number | null;
  d_last_answer: string | null;
  status: DeliveryStatus;
};
type Builder = ExpressionBuilder<RelayDatabase & { d: RelayDatabase['deliveries']; assignee: RelayDatabase['accounts'] }, 'leads' | 'd' | 'assignee'>;

/** The status as SQL, so that the list can filter on it (see the module's comment). */
const statusOf = () =>
  sql<DeliveryStatus>`case when d.id is null then 'none' when d.state = 'delivered' then 'delivered' when d.state = 'failed' then 'failed' when d.last_answer is not null then 'retrying' else 'sending' end`;

/** LIKE's own characters taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The columns the text filter reads: who, the subject, where from, and every field as sent. */
const TEXT_COLUMNS = ['leads.visitor_name', 'leads.visitor_email', 'leads.subject', 'leads.page', 'leads.campaign', 'leads.fields'] as const;

function conditions(eb: Builder, filter: LeadFilter): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [eb('leads.spam', '=', filter.view === 'spam' ? 1 : 0)];
  if (filter.form) all.push(eb('leads.form', '=', filter.form));
  if (filter.handled) all.push(eb('leads.handled_at', filter.handled === 'handled' ? 'is not' : 'is', null));
  if (filter.delivery) all.push(eb(statusOf(), '=', filter.delivery));
  const terms = filter.text ? searchTermsOf(filter.text) : undefined;
  if (terms) {
    // The folded query in the folded text (../searchText.ts); a phone by its digits too.
    const found = [terms.text, terms.digits].flatMap((term) => (term ? [sql<SqlBool>`instr(${sql.ref('leads.search_text')}, ${term}) > 0`] : []));
    // A lead stored before its text was (migrations/0008_search_text.sql) until the backfill reaches it: LIKE, which folds ASCII case only.
    const pattern = likePattern(filter.text!.trim());
    const unfolded = eb.and([eb('leads.search_text', 'is', null), eb.or(TEXT_COLUMNS.map((column) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`))]);
    all.push(eb.or([...found, unfolded]));
  }
  return all;
}

/** The cursor of the row after which a page starts: its time and id, the list's order (newest or oldest first). */
export const cursorOf = (lead: { receivedAt: string; id: string }) => `${lead.receivedAt}|${lead.id}`;
function parseCursor(cursor: string | undefined): [string, string] | undefined {
  const at = cursor?.indexOf('|') ?? -1;
  return cursor && at > 0 ? [cursor.slice(0, at), cursor.slice(at + 1)] : undefined;
}

/** A text column read at most SHORT_CHARS long, and one character more to tell that it was longer. */
const short = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(SHORT_CHARS + 1)})`;

/** The list's columns: the lead's own, its short texts cut, its office e-mail's delivery and its assignee; not its fields. */
function selectLeads(db: Kysely<RelayDatabase>) {
  return db
    .selectFrom('leads')
    .leftJoin('deliveries as d', (join) => join.onRef('d.lead_id', '=', 'leads.id').on('d.kind', '=', 'office'))
    .leftJoin('accounts as assignee', 'assignee.id', 'leads.assigned_to')
    .select(['leads.id', 'leads.received_at', 'leads.door', 'leads.form', 'leads.spam', 'leads.spam_reason', 'leads.handled_at', 'leads.assigned_to', 'assignee.email as assignee_email', 'd.attempts as d_attempts', statusOf().as('status')])
    .select([
      short('leads.subject').as('subject'),
      short('leads.page').as('page'),
      short('leads.campaign').as('campaign'),
      short('leads.visitor_name').as('visitor_name'),
      short('leads.visitor_email').as('visitor_email'),
      short('leads.visitor_phone').as('visitor_phone'),
      short('d.last_answer').as('d_last_answer'),
    ]);
}

const formNames = new Map<string, string>([...FORM_CATALOGUE.values()].map((form) => [form.id, form.name]));
/** The forms a lead can come from, by their names (the office reads English: docs/forms.md). */
export const formChoices = () => [...formNames].map(([id, name]) => ({ id, name }));

/** A lead as the list shows it; its preview from its fields when they were read (./leadPreview.ts). */
function summaryOf(row: Row, fields?: Fields): LeadSummary {
  return {
    id: row.id,
    receivedAt: row.received_at,
    form: row.form,
    formName: (row.form && formNames.get(row.form)) || NO_FORM_NAME,
    subject: shortText(row.subject),
    page: shortText(row.page),
    campaign: shortText(row.campaign),
    name: shortText(row.visitor_name),
    email: shortText(row.visitor_email),
    phone: shortText(row.visitor_phone),
    preview: fields ? previewOf(fields, formById(row.form)) : '',
    handledAt: row.handled_at,
    spam: row.spam === 1,
    spamReason: row.spam_reason,
    delivery: { status: row.status, attempts: row.d_attempts ?? 0, lastAnswer: row.d_last_answer === null ? null : shortText(row.d_last_answer) },
    assignee: row.assigned_to && row.assignee_email ? { id: row.assigned_to, email: row.assignee_email } : null,
  };
}

/** The consent columns (../consent.ts), read with a lead's fields for its view and its export. */
const CONSENT_COLUMNS = ['leads.consent_text', 'leads.consent_locale', 'leads.consent_version', 'leads.consent_address'] as const;
type ConsentRow = Pick<Lead, 'consent_text' | 'consent_locale' | 'consent_version' | 'consent_address'>;

/** The consent kept with a lead, or null when none was recorded. */
const consentOf = (row: ConsentRow): ConsentView | null =>
  row.consent_text === null ? null : { text: row.consent_text, locale: row.consent_locale ?? '', version: row.consent_version ?? '', address: row.consent_address };

/** A stored lead's fields, bounded (./boundedFields.ts) and labelled as its form labels them; and as sent, for its preview. */
function fieldsOf(row: Pick<Row, 'form'>, json: string, otherFields?: number) {
  const sent = JSON.parse(json) as Fields;
  const { fields, omitted } = boundedFields(sent, otherFields);
  return { fields: labelledFields(fields, formById(row.form)), omitted, sent };
}

/** The fields the preview reads, when they were read and are JSON (a row edited by hand may hold anything: the list still shows it, without a preview). */
function previewFields(json: string | null): Fields | undefined {
  try {
    const fields: unknown = json === null ? undefined : JSON.parse(json);
    return Array.isArray(fields) ? (fields as Fields) : undefined;
  } catch {
    return undefined;
  }
}

/** A lead's fields' JSON when it is at most INLINE_FIELDS_CHARS long (a longer one, a legacy lead's, is read alone or not at all). */
const inlineFields = () => sql<string | null>`case when length(leads.fields) <= ${sql.lit(INLINE_FIELDS_CHARS)} then leads.fields end`;

/** Rows of the list after the cursor, in the filter's order, one more than asked (to know whether a page follows). */
function rowsOf<Extra extends object = object>(
  db: Kysely<RelayDatabase>,
  filter: LeadFilter,
  after: string | undefined,
  size: number,
  extra?: (query: ReturnType<typeof selectLeads>) => ReturnType<typeof selectLeads>,
): Promise<(Row & Extra)[]> {
  const cursor = parseCursor(after);
  const oldestFirst = filter.sort === 'oldest';
  const query = selectLeads(db);
  return (extra ? extra(query) : query)
    .where((eb) => {
      const all = conditions(eb as unknown as Builder, filter);
      if (cursor) {
        const [time, id] = cursor;
        const past = oldestFirst ? '>' : '<';
        all.push(eb.or([eb('leads.received_at', past, time), eb.and([eb('leads.received_at', '=', time), eb('leads.id', past, id)])]));
      }
      return eb.and(all);
    })
    .orderBy('leads.received_at', oldestFirst ? 'asc' : 'desc')
    .orderBy('leads.id', oldestFirst ? 'asc' : 'desc')
    .limit(size + 1)
    .execute() as Promise<(Row & Extra)[]>;
}

/**
 * How many leads the filter finds (a first page's total; the export's event
 * says it too: ./leadEvents.ts). The list counts only when a first page is full
 * (a shorter one is its own total): on its filter's index where it has one
 * (the view alone, or with the status: leads_spam_received_at,
 * leads_spam_handled_at), as many entries as it counts; the office's e-mail
 * joined only for the delivery filter. At 100,000 leads the unfiltered
 * count reads 100,000 index entries, a few milliseconds (docs/performance.md,
 * "The inbox at 100,000 leads").
 */
export async function countLeads(db: Kysely<RelayDatabase>, filter: LeadFilter): Promise<number> {
  let query = db.selectFrom('leads');
  if (filter.delivery) query = query.leftJoin('deliveries as d', (join) => join.onRef('d.lead_id', '=', 'leads.id').on('d.kind', '=', 'office')) as unknown as typeof query;
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.and(conditions(eb as unknown as Builder, filter)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the list, in the filter's order, each lead with its preview; a first page with the total. */
export async function listLeads(db: Kysely<RelayDatabase>, filter: LeadFilter, { after, limit = PAGE_SIZE }: { after?: string; limit?: number } = {}): Promise<LeadPage> {
  const size = Math.min(Math.max(1, Math.floor(limit) || PAGE_SIZE), MAX_PAGE_SIZE);
  const rows = await rowsOf<{ fields: string | null }>(db, filter, after, size, (query) => query.select(inlineFields().as('fields')));
  const leads = rows.slice(0, size).map((row) => summaryOf(row, previewFields(row.fields)));
  const next = rows.length > size ? cursorOf(leads[leads.length - 1]) : undefined;
  const total = after ? undefined : next ? await countLeads(db, filter) : leads.length;
  return { leads, ...(next && { next }), ...(total !== undefined && { total }) };
}

/** The export reads this many leads at a time, between two turns of the event loop (./csv.ts; docs/performance.md, "The lead relay under load"). */
export const EXPORT_PAGE_SIZE = 50;
/** A lead's fields up to this many characters of JSON are read with its page; a longer one (a legacy lead, stored before the intake's caps) alone. */
export const INLINE_FIELDS_CHARS = 16 * 1024;

/**
 * Every lead the filter finds, newest first, a page at a time (keyset: the
 * cursor of the page's last lead), each with its fields bounded and
 * labelled: the CSV export (./csv.ts). A page holds at most
 * EXPORT_PAGE_SIZE leads of at most INLINE_FIELDS_CHARS of fields each; a
 * longer lead's fields are read on their own, one lead at a time.
 */
export async function* exportPages(db: Kysely<RelayDatabase>, filter: LeadFilter, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportedLead[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await rowsOf<{ fields: string | null } & ConsentRow>(db, filter, after, pageSize, (query) => query.select(inlineFields().as('fields')).select(CONSENT_COLUMNS));
    const page: ExportedLead[] = [];
    for (const row of rows.slice(0, pageSize)) {
      let json = row.fields;
      if (json === null) {
        // An oversized lead (up to the body's cap: its JSON parsed here, then bounded) alone, after a turn of the event loop.
        await nextTurn();
        json = (await db.selectFrom('leads').select('fields').where('id', '=', row.id).executeTakeFirst())?.fields ?? '[]';
      }
      const { sent, ...bounded } = fieldsOf(row, json);
      page.push({ ...summaryOf(row, sent), consent: consentOf(row), ...bounded });
    }
    yield page;
    if (rows.length <= pageSize) return;
    after = cursorOf(page[page.length - 1]);
  }
}

/** One lead with every field, labelled, and each delivery with its attempts; undefined when there is none. */
export async function leadDetail(db: Kysely<RelayDatabase>, id: string): Promise<LeadDetail | undefined> {
  const row = (await selectLeads(db).select(['leads.fields', 'leads.first_reply_at', 'leads.answered_at', ...CONSENT_COLUMNS]).where('leads.id', '=', id).executeTakeFirst()) as
    | (Row & ConsentRow & { fields: string; first_reply_at: string | null; answered_at: string | null })
    | undefined;
  if (!row) return undefined;
  // The lead's own messages; its replies' are read with them (./leadReplies.ts).
  const deliveries = await db.selectFrom('deliveries').selectAll().where('lead_id', '=', id).where('kind', '!=', 'reply').orderBy('id').execute();
  const attempts = deliveries.length
    ? await db
        .selectFrom('attempts')
        .selectAll()
        .where(
          'delivery_id',
          'in',
          deliveries.map((delivery) => delivery.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const { fields, omitted, sent } = fieldsOf(row, row.fields);
  return {
    ...summaryOf(row, sent),
    door: row.door,
    answeredAt: firstAnswerOf(row),
    responseMinutes: responseMinutesOf(row),
    fields,
    omittedFields: omitted,
    deliveries: deliveries.map((delivery) => ({
      kind: delivery.kind as DeliveryView['kind'],
      state: delivery.state,
      nextAttemptAt: delivery.next_attempt_at,
      deliveredAt: delivery.delivered_at,
      lastAnswer: delivery.last_answer,
      attempts: attempts
        .filter((attempt) => attempt.delivery_id === delivery.id)
        .map((attempt) => ({ startedAt: attempt.started_at, finishedAt: attempt.finished_at, ok: attempt.ok === null ? null : attempt.ok === 1, answer: attempt.answer })),
    })),
    // The address as read (at most SHORT_CHARS + 1 long: a mailable one is at most 254, so it is whole).
    replyAddress: replyAddressOf(row),
    replyRefusal: replyRefusalFor(row) ?? null,
    replies: await repliesOf(db, id),
    firstReplyAt: row.first_reply_at,
    history: await leadHistory(db, id),
    consent: consentOf(row),
  };
}

/**
 * Marks a lead handled (at `at`) or open again, with its event (./leadEvents.ts) in the same batch; a lead
 * already so is left as it is and records nothing (a double click is one action). False when there is no such lead.
 * Its first handling is kept as when it was answered (its response time: ./responseTimes.ts), whatever comes after.
 */
export async function setHandled({ db, batch }: { db: Kysely<RelayDatabase>; batch: Batch }, id: string, handled: boolean, by: EventAuthor, at: Date): Promise<boolean> {
  const found = await db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) return false;
  const unlike = handled ? 'is' : 'is not';
  await batch([
    recordLeadEvent(db, { kind: handled ? 'handled' : 'reopened', leadId: id, by, at, onlyIf: (eb) => eb('handled_at', unlike, null) }),
    db
      .updateTable('leads')
      .set((eb) => (handled ? { handled_at: at.toISOString(), answered_at: eb.fn.coalesce('answered_at', eb.val(at.toISOString())) } : { handled_at: null }))
      .where('id', '=', id)
      .where('handled_at', unlike, null)
      .compile(),
  ]);
  return true;
}

/**
 * Marks the leads `ids` handled at `at`, those still open, each with its
 * event: the writes (two statements whatever their number: ./idList.ts)
 * that the office's bulk "Mark handled" runs; a lead already handled keeps
 * its time and records nothing.
 */
export const markHandledQueries = (db: Kysely<RelayDatabase>, ids: readonly string[], by: EventAuthor, at: Date): CompiledQuery[] => [
  // Before the write, on its condition: an event for each lead it changes (./leadEvents.ts).
  recordLeadEvents(db, { kind: 'handled', leadIds: ids, by, at, onlyIf: (eb) => eb('handled_at', 'is', null) }),
  // Its first handling kept as its first answer (./responseTimes.ts), as setHandled does.
  db
    .updateTable('leads')
    .set((eb) => ({ handled_at: at.toISOString(), answered_at: eb.fn.coalesce('answered_at', eb.val(at.toISOString())) }))
    .where(inIds('id', ids))
    .where('handled_at', 'is', null)
    .compile(),
];

/** Whether lead `id` exists (the office's delete reads it before its write). */
export const leadExists = async (db: Kysely<RelayDatabase>, id: string) => Boolean(await db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst());

/** Which of `ids` are leads (with `openOnly`, leads not handled yet): a bulk action reads them before its write. */
export async function existingLeads(db: Kysely<RelayDatabase>, ids: readonly string[], openOnly = false): Promise<string[]> {
  let query = db.selectFrom('leads').select('id').where(inIds('id', ids));
  if (openOnly) query = query.where('handled_at', 'is', null);
  return (await query.execute()).map((row) => row.id);
}

/**
 * The writes that forget leads (a visitor's request to be forgotten, or the
 * office's delete, of one lead or of those selected): their history (their
 * notes with it) replaced by their tombstones, who deleted them and when
 * (./leadEvents.ts), their attempts, their deliveries, the office's replies
 * and the leads, in one batch of six statements whatever their number
 * (./idList.ts), without relying on the database's cascades.
 */
export function deleteLeadsQueries(db: Kysely<RelayDatabase>, ids: readonly string[], by: EventAuthor, at: Date): CompiledQuery[] {
  return [
    ...tombstoneQueries(db, ids, by, at),
    db
      .deleteFrom('attempts')
      .where('delivery_id', 'in', (eb) => eb.selectFrom('deliveries').select('id').where(inIds('lead_id', ids)))
      .compile(),
    db.deleteFrom('deliveries').where(inIds('lead_id', ids)).compile(),
    db.deleteFrom('lead_replies').where(inIds('lead_id', ids)).compile(),
    db.deleteFrom('leads').where(inIds('id', ids)).compile(),
  ];
}

/** The writes that forget one lead (see deleteLeadsQueries). */
export const deleteLeadQueries = (db: Kysely<RelayDatabase>, id: string, by: EventAuthor, at: Date): CompiledQuery[] => deleteLeadsQueries(db, [id], by, at);
