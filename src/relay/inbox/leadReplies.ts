/**
 * The office's replies to a lead (docs/relay.md, "The office's inbox:
 * replies"): written in the inbox's lead view, checked here, stored in one
 * write with the outbox row that sends it (a delivery of kind `reply`:
 * src/relay/outbox.ts sends it with the same claims, retries and waits as a
 * lead's own messages; the message itself is src/relay/mail.ts,
 * replyMessage), and kept on the lead: who sent it, when, its subject and
 * text, gone with the lead (the inbox's delete, retention: the schema's
 * ON DELETE CASCADE, migrations/0011_lead_replies.sql).
 *
 * A reply goes only to an address mail can be sent to (isMailableAddress),
 * never for suspected spam (its address may be anyone's), with a subject of
 * one line: a line break in it is refused here, and marked at sending too,
 * so no reply can add a header of its own.
 */
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { isMailableAddress } from '../mail';
import type { Lead, RelayDatabase } from '../schema';
import { REPLY_SUBJECT_CHARS, REPLY_TEXT_CHARS } from './boundedFields';
import type { ReplyState, ReplyView } from './inboxTypes';
import { recordLeadEvent } from './leadEvents';

/** What the API answers when a reply cannot be sent, in the office's words. */
export const REPLY_REFUSALS = {
  shape: 'Send {"subject": "...", "text": "..."}',
  noSubject: 'Write a subject for the reply.',
  subjectLines: 'The subject must be one line: it holds a line break or another control character.',
  subjectTooLong: (length: number) =>
    `The subject is ${length.toLocaleString('en-US')} characters long: at most ${REPLY_SUBJECT_CHARS.toLocaleString('en-US')} fit. Shorten it and send again.`,
  noText: 'Write the reply before sending it.',
  textTooLong: (length: number) =>
    `The reply is ${length.toLocaleString('en-US')} characters long: at most ${REPLY_TEXT_CHARS.toLocaleString('en-US')} can be sent. Shorten it and send again.`,
  noAddress: 'This lead has no e-mail address to reply to.',
  spam: 'Suspected spam cannot be replied to: release it to delivery first if it is a real request.',
} as const;

/** Any control character, the line breaks among them (and the line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export interface ReplyInput {
  subject: string;
  text: string;
}

/** The reply as typed, or why it cannot be sent. Only the text's line breaks are made one kind (`\n`). */
export function checkReply(body: unknown): { reply: ReplyInput } | { refused: string } {
  const { subject, text } = (body ?? {}) as { subject?: unknown; text?: unknown };
  if (typeof subject !== 'string' || typeof text !== 'string') return { refused: REPLY_REFUSALS.shape };
  const oneSubject = subject.trim();
  if (!oneSubject) return { refused: REPLY_REFUSALS.noSubject };
  if (CONTROL.test(oneSubject)) return { refused: REPLY_REFUSALS.subjectLines };
  if (oneSubject.length > REPLY_SUBJECT_CHARS) return { refused: REPLY_REFUSALS.subjectTooLong(oneSubject.length) };
  const lines = text.replace(/\r\n?/g, '\n').replace(/\s+$/, '');
  if (!lines.trim()) return { refused: REPLY_REFUSALS.noText };
  if (lines.length > REPLY_TEXT_CHARS) return { refused: REPLY_REFUSALS.textTooLong(lines.length) };
  return { reply: { subject: oneSubject, text: lines } };
}

/** The address a reply to this lead goes to, or null: none for suspected spam, nor for an address mail cannot go to. */
/** What a reply to lead `id` depends on (whether it is spam, the visitor's address), if the lead exists. */
export const replyTarget = (db: Kysely<RelayDatabase>, id: string) => db.selectFrom('leads').select(['spam', 'visitor_email']).where('id', '=', id).executeTakeFirst();

export const replyAddressOf = (lead: Pick<Lead, 'spam' | 'visitor_email'>) => (lead.spam === 0 && isMailableAddress(lead.visitor_email) ? lead.visitor_email : null);

/** Why this lead cannot be replied to, or undefined when it can. */
export const replyRefusalFor = (lead: Pick<Lead, 'spam' | 'visitor_email'>) =>
  lead.spam !== 0 ? REPLY_REFUSALS.spam : replyAddressOf(lead) ? undefined : REPLY_REFUSALS.noAddress;

export interface ReplySender {
  accountId: string;
  email: string;
}

/**
 * The write that keeps a reply and queues it, due now: the reply (numbered
 * after the lead's others, in the same statement, so two replies sent at
 * once never share a number), its `reply` delivery, the lead's first
 * reply time if it had none, and its event in the lead's history. Each statement finds the lead again, so a lead
 * deleted in between gets nothing: the first statement's count (0) says so.
 */
export function queueReplyQueries(db: Kysely<RelayDatabase>, leadId: string, reply: ReplyInput, sender: ReplySender, at: Date): { id: string; queries: CompiledQuery[] } {
  const id = crypto.randomUUID();
  const when = at.toISOString();
  return {
    id,
    queries: [
      db
        .insertInto('lead_replies')
        .columns(['id', 'lead_id', 'number', 'account_id', 'sent_by', 'created_at', 'subject', 'text'])
        .expression(
          db
            .selectFrom('leads')
            .select((eb) => [
              eb.val(id).as('id'),
              'leads.id as lead_id',
              sql<number>`(select coalesce(max(${sql.ref('r.number')}), 0) + 1 from ${sql.table('lead_replies')} as ${sql.table('r')} where ${sql.ref('r.lead_id')} = ${sql.ref('leads.id')})`.as('number'),
              eb.val(sender.accountId).as('account_id'),
              eb.val(sender.email).as('sent_by'),
              eb.val(when).as('created_at'),
              eb.val(reply.subject).as('subject'),
              eb.val(reply.text).as('text'),
            ])
            .where('leads.id', '=', leadId)
            .where('leads.spam', '=', 0),
        )
        .compile(),
      db
        .insertInto('deliveries')
        .columns(['lead_id', 'kind', 'next_attempt_at', 'created_at', 'reply_id'])
        .expression(db.selectFrom('lead_replies').select((eb) => ['lead_id', eb.val('reply').as('kind'), eb.val(when).as('next_attempt_at'), eb.val(when).as('created_at'), 'id']).where('id', '=', id))
        .compile(),
      db
        .updateTable('leads')
        .set((eb) => ({ first_reply_at: eb.fn.coalesce('first_reply_at', eb.val(when)) }))
        .where('id', '=', leadId)
        .where('id', 'in', db.selectFrom('lead_replies').select('lead_id').where('id', '=', id))
        .compile(),
      // The lead's history (./leadEvents.ts): who replied and when, the reply named by its id, only if it was kept.
      recordLeadEvent(db, { kind: 'reply', leadId, by: sender, at, detail: id, onlyIf: (eb) => eb('id', 'in', db.selectFrom('lead_replies').select('lead_id').where('id', '=', id)) }),
    ],
  };
}

const stateOf = (delivery: { state: string | null; last_answer: string | null }): ReplyState =>
  delivery.state === 'delivered' ? 'sent' : delivery.state === 'failed' ? 'failed' : delivery.last_answer ? 'retrying' : 'sending';

/** A lead's replies, oldest first, each with its delivery. */
export async function repliesOf(db: Kysely<RelayDatabase>, leadId: string): Promise<ReplyView[]> {
  const rows = await db
    .selectFrom('lead_replies as r')
    .leftJoin('deliveries as d', 'd.reply_id', 'r.id')
    .select(['r.id', 'r.number', 'r.sent_by', 'r.created_at', 'r.subject', 'r.text', 'd.id as delivery_id', 'd.state', 'd.attempts', 'd.last_answer', 'd.next_attempt_at', 'd.delivered_at'])
    .where('r.lead_id', '=', leadId)
    .orderBy('r.number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    sentBy: row.sent_by,
    sentAt: row.created_at,
    subject: row.subject,
    text: row.text,
    state: stateOf(row),
    attempts: row.attempts ?? 0,
    lastAnswer: row.last_answer,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
  }));
}
