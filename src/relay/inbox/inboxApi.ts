/**
 * The office's inbox API (docs/relay.md, "The office's inbox"), JSON
 * under `/office/api/`, mounted behind the sign-in (the office app's
 * `requireOffice`): nothing here answers without a session. The paths below
 * are the sub-app's own, relative to `/office`:
 *
 *   GET    /api/forms               the forms a lead can come from (the filter's choices)
 *   GET    /api/counts              open leads, held spam, the newest lead: asked every few seconds (./leadCounts.ts)
 *   GET    /api/leads               newest first; ?view=inbox|spam &form= &delivery= &handled=open|handled &text= &sort=newest|oldest &after= &limit=;
 *                                   a first page (no `after`) says how many leads match (`total`)
 *   GET    /api/leads.csv           the same filters, every lead found, as a CSV attachment (an `exported` event: who, how many)
 *   GET    /api/leads/:id           one lead: every field, labelled; its deliveries and attempts; its assignee and history
 *   POST   /api/leads/:id/handled   {"handled": true|false}: handled now, or open again
 *   POST   /api/leads/:id/release   suspected spam released to delivery (src/relay/spam/releaseLead.ts)
 *   POST   /api/leads/:id/replies   {"subject", "text"}: a reply to the visitor from the agency's address, kept
 *                                   on the lead as the signed-in account's and queued in the outbox
 *                                   (./leadReplies.ts); 201 with the lead, or 400 saying what is wrong
 *   POST   /api/leads/:id/notes     {"text": "..."}: a note added to the lead's history (./addNote.ts)
 *   POST   /api/leads/:id/assignee  {"accountId": "..." | null}: assigned to a person of the office, or nobody (./assignLead.ts)
 *   GET    /api/assignees           the office's people, whom a lead can be assigned to
 *   DELETE /api/leads/:id           the lead forgotten, with its deliveries, attempts and history, leaving its
 *                                   tombstone (who, when); answered once the runtime's `forgotten` has
 *                                   overwritten what it left (src/relay/core.ts)
 *   POST   /api/leads/bulk          {"action": "handled"|"delete"|"release", "ids": [...]}: the leads selected in the
 *                                   list, at most MAX_BULK_LEADS, in one write, an event on each (./bulkRequest.ts, ./bulkActions.ts)
 *   GET    /api/spam-counts         spam past the day's amount, counted and not kept, per day and reason (src/relay/spam/spamStorage.ts)
 *   GET    /api/undelivered         open leads whose office e-mail failed for good: the inbox's banner (./undeliveredLeads.ts)
 *   GET    /api/response-times      this week's response times in business minutes: median, share within 5 (./responseTimes.ts)
 *
 * Every action is recorded in the lead's history with who (the session's
 * account) and when, in the same batch as the action (./leadEvents.ts).
 *
 * A lead's text is only ever sent as JSON or CSV, never as HTML.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { releaseLead } from '../spam/releaseLead';
import { leadsCsvStream } from './csv';
import { spamCounts } from '../spam/spamStorage';
import { FilterRefusal, filterOf } from './leadFilter';
import { leadCounts } from './leadCounts';
import { countLeads, deleteLeadQueries, exportPages, formChoices, leadDetail, leadExists, listLeads, setHandled } from './leadQueries';
import { addNote, noteRefusal } from './addNote';
import type { LeadFilter } from './inboxTypes';
import { jsonBody } from '../office/jsonBody';
import { PRIVATE } from '../office/privateHeaders';
import { assignees, assignLead } from './assignLead';
import { recordLeadEvent, type EventAuthor } from './leadEvents';
import { historyWords } from './leadEventWords';
import { checkReply, queueReplyQueries, replyRefusalFor, replyTarget, type ReplyInput } from './leadReplies';
import type { OfficeEnv } from '../accounts/session';
import { bulkAction } from './bulkActions';
import { bulkRequestOf, type BulkAction } from './bulkRequest';
import { weekResponseTimes } from './responseTimes';
import { undeliveredLeads } from './undeliveredLeads';
import type { RelayCore } from '../core';

export interface InboxApiDeps extends RelayCore {
  /** After a lead is released: start delivering it, as after a stored lead (the relay app's `onStored`). */
  onReleased?: (id: string, c: Context) => void;
  /** A reply was queued: run the outbox (the office's mail's own: src/relay/accounts/linkMail.ts). */
  onMailQueued?: (c: Context) => void;
}

/** A reply's body: its text at most REPLY_TEXT_CHARS (./boundedFields.ts), each character up to 6 bytes as JSON writes it. */
const REPLY_BODY_BYTES = 256 * 1024;

type Status = 200 | 201 | 400 | 401 | 404 | 413;
/** The answer, typed with its body and status for the inbox's client (src/relay/inbox/app/api.ts). */
const answer = <T extends object, S extends Status>(c: Context, status: S, body: T) => c.json(body, status, PRIVATE);
const notFound = (c: Context) => answer(c, 404, { error: 'No such lead' });

/** The export's file name: the day it was made. */
export const csvFileName = (now: Date) => `leads-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Who acts: the session's account (requireOffice sets it, ../accounts/session.ts). Without one (the API mounted without
 * the sign-in), the action is refused as any unsigned request is: nothing is done that the history cannot name.
 */
function withAuthor<R extends Response>(c: Context<OfficeEnv>, then: (by: EventAuthor) => Promise<R>) {
  const office = c.get('office') as OfficeEnv['Variables']['office'] | undefined;
  return office ? then({ accountId: office.accountId, email: office.email }) : answer(c, 401, { error: 'Sign in' });
}

/** The list's query string, its names all optional (what the inbox's client may send); the CSV export's too. */
export type LeadListQuery = { [name in keyof LeadFilter | 'after' | 'limit']?: string };

/** The list's filters read from the query string (./leadFilter.ts), or the 400 that names the one it does not know. */
const listQuery: MiddlewareHandler<OfficeEnv, string, { in: { query: LeadListQuery }; out: { query: LeadFilter } }> = async (c, next) => {
  try {
    c.req.addValidatedData('query', filterOf(new URL(c.req.url).searchParams));
  } catch (error) {
    if (error instanceof FilterRefusal) return answer(c, 400, { error: error.message });
    throw error;
  }
  await next();
};

const handledBody = jsonBody<{ handled: boolean }>(({ handled }) =>
  typeof handled === 'boolean' ? { value: { handled } } : { refused: 'Send {"handled": true} or {"handled": false}' },
);
const noteBody = jsonBody<{ text: string }>(({ text }) => {
  const refusal = noteRefusal(text);
  return refusal ? { refused: refusal } : { value: { text: text as string } };
});
const assigneeBody = jsonBody<{ accountId: string | null }>(({ accountId }) =>
  accountId === null || typeof accountId === 'string' ? { value: { accountId } } : { refused: 'Send {"accountId": "<a person\'s id>"} or {"accountId": null}' },
);
const bulkBody = jsonBody<{ action: BulkAction; ids: string[] }>((body) => {
  const request = bulkRequestOf(body);
  return 'refused' in request ? request : { value: request };
});
const replyBody = jsonBody<ReplyInput>((body) => {
  const checked = checkReply(body);
  return 'refused' in checked ? checked : { value: checked.reply };
});

/** The inbox's API, its routes chained so that their paths, inputs and answers are its type (InboxApi) for the inbox's client. */
export function inboxApi({ db, batch, now = () => new Date(), webhook, onReleased, onMailQueued, forgotten }: InboxApiDeps) {
  return (
    new Hono<OfficeEnv>()
      .get('/api/forms', (c) => answer(c, 200, { forms: formChoices() }))
      .get('/api/counts', async (c) => answer(c, 200, await leadCounts(db)))
      .get('/api/spam-counts', async (c) => answer(c, 200, { counted: await spamCounts(db, now()) }))
      .get('/api/undelivered', async (c) => answer(c, 200, await undeliveredLeads(db)))
      .get('/api/response-times', async (c) => answer(c, 200, await weekResponseTimes(db, now())))
      .get('/api/leads', listQuery, async (c) =>
        answer(c, 200, await listLeads(db, c.req.valid('query'), { after: c.req.query('after'), limit: Number(c.req.query('limit') ?? '') || undefined })),
      )
      .get('/api/assignees', async (c) => answer(c, 200, { people: await assignees(db) }))
      .get('/api/leads.csv', listQuery, (c) =>
        withAuthor(c, async (by) => {
          const filter = c.req.valid('query');
          // Who exported how many leads, recorded before the first byte goes: an export cut short was still one.
          const at = now();
          await batch([recordLeadEvent(db, { kind: 'exported', leadId: null, by, at, detail: String(await countLeads(db, filter)) })]);
          // Streamed a page at a time, in constant memory, the server answering others between two pages (./csv.ts).
          return c.body(leadsCsvStream(exportPages(db, filter)), 200, { ...PRIVATE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${csvFileName(at)}"` });
        }),
      )
      // Before /api/leads/:id's routes: "bulk" is no lead's id. The body's cap: MAX_BULK_LEADS ids of 36 characters take 4 KB.
      .post('/api/leads/bulk', bodyLimit({ maxSize: 16 * 1024, onError: (c) => answer(c, 413, { error: 'Too many leads at once' }) }), bulkBody, (c) =>
        withAuthor(c, async (by) => {
          const result = await bulkAction({ db, batch, webhook, forgotten }, c.req.valid('json'), by, now());
          // One run of the outbox delivers every lead released (it runs until nothing is due).
          if (result.action === 'release' && result.done.length) onReleased?.(result.done[0], c);
          return answer(c, 200, result);
        }),
      )
      .get('/api/leads/:id', async (c) => {
        const lead = await leadDetail(db, c.req.param('id'));
        return lead ? answer(c, 200, lead) : notFound(c);
      })
      .post('/api/leads/:id/handled', handledBody, (c) =>
        withAuthor(c, async (by) => {
          const id = c.req.param('id');
          if (!(await setHandled({ db, batch }, id, c.req.valid('json').handled, by, now()))) return notFound(c);
          return detailOf(c, id);
        }),
      )
      .post('/api/leads/:id/release', (c) =>
        withAuthor(c, async (by) => {
          const id = c.req.param('id');
          if (!(await releaseLead({ db, batch, webhook }, id, now(), by))) return answer(c, 404, { error: 'No lead held as spam has this id' });
          onReleased?.(id, c);
          return detailOf(c, id);
        }),
      )
      .post('/api/leads/:id/notes', noteBody, (c) =>
        withAuthor(c, async (by) => {
          const id = c.req.param('id');
          if (!(await addNote({ db, batch }, id, c.req.valid('json').text, by, now()))) return notFound(c);
          return detailOf(c, id);
        }),
      )
      .post('/api/leads/:id/replies', bodyLimit({ maxSize: REPLY_BODY_BYTES, onError: (c) => answer(c, 413, { error: 'The reply is too long to send.' }) }), replyBody, async (c) => {
        const id = c.req.param('id');
        const lead = await replyTarget(db, id);
        if (!lead) return notFound(c);
        const refusal = replyRefusalFor(lead);
        if (refusal) return answer(c, 400, { error: refusal });
        const office = c.get('office');
        const { queries } = queueReplyQueries(db, id, c.req.valid('json'), { accountId: office.accountId, email: office.email }, now());
        const [kept] = await batch(queries);
        // Deleted or marked spam since it was read: nothing was kept.
        if (!kept) return notFound(c);
        // The lead as stored (the reply sending), then the outbox: its answer comes later, in the lead view.
        const detail = await leadDetail(db, id);
        onMailQueued?.(c);
        return detail ? answer(c, 201, detail) : notFound(c);
      })
      .post('/api/leads/:id/assignee', assigneeBody, (c) =>
        withAuthor(c, async (by) => {
          const id = c.req.param('id');
          const assigned = await assignLead({ db, batch }, id, c.req.valid('json').accountId, by, now());
          if (assigned === 'no lead') return notFound(c);
          if (assigned === 'no person') return answer(c, 400, { error: historyWords.noSuchPerson });
          return detailOf(c, id);
        }),
      )
      .delete('/api/leads/:id', (c) =>
        withAuthor(c, async (by) => {
          const id = c.req.param('id');
          if (!(await leadExists(db, id))) return notFound(c);
          await batch(deleteLeadQueries(db, id, by, now()));
          await forgotten?.([id]);
          return answer(c, 200, { deleted: id });
        }),
      )
  );

  /** The lead after an action on it; gone meanwhile (deleted at the same moment), 404. */
  async function detailOf(c: Context, id: string) {
    const lead = await leadDetail(db, id);
    return lead ? answer(c, 200, lead) : notFound(c);
  }
}

/** The inbox API's routes, as the inbox's client knows them (hono/client's `hc`). */
export type InboxApi = ReturnType<typeof inboxApi>;
