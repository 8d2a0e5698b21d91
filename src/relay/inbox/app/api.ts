/**
 * The inbox's calls to the relay's JSON API, same-origin, the session
 * cookie sent by the browser: a client derived from the routes themselves
 * (hono/client's `hc` over the types of src/relay/inbox/inboxApi.ts and
 * src/relay/accounts/peopleApi.ts), so a path, a body or an answer that
 * does not match what the relay declares is a type error here. A 401 means
 * the session has ended: the browser goes to the sign-in page. Every text of
 * an answer is shown with its invisible and direction-changing characters
 * as marks (src/lib/visibleMarks.ts): the list, the lead and the messages
 * read what the visitor sent, never what it pretends to be.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { visibleMarks } from '../../../lib/visibleMarks';
import type { BulkAction } from '../bulkRequest';
import type { InboxApi, LeadListQuery } from '../inboxApi';
import type { LeadFilter } from '../inboxTypes';
import { OFFICE_PATH, SIGN_IN_PATH } from '../../office/officePaths';
import type { PeopleApi } from '../../accounts/peopleApi';

const inbox = hc<InboxApi>(OFFICE_PATH);
const people = hc<PeopleApi>(OFFICE_PATH);

export class ApiError extends Error {}

/** Where the browser goes when the session has ended; replaced in component tests. */
export const navigation = { toSignIn: () => window.location.assign(SIGN_IN_PATH) };

/** Every string in a JSON answer, marked. */
function marked(value: unknown): unknown {
  if (typeof value === 'string') return visibleMarks(value);
  if (Array.isArray(value)) return value.map(marked);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)]));
  return value;
}

/** What a call answers when it succeeds: the body its route declares for a 2xx status. */
type Answer<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** Asked as JSON; a failure's `error` (or its status) thrown as an ApiError. */
const JSON_ONLY = { headers: { Accept: 'application/json' } };

async function call<R extends ClientResponse<unknown, number, 'json'>>(request: Promise<R>): Promise<Answer<R>> {
  const response = await request;
  if (response.status === 401) {
    navigation.toSignIn();
    throw new ApiError('Your session has ended. Sign in again.');
  }
  const body = marked(await response.json().catch(() => ({}))) as Answer<R> & { error?: string };
  if (!response.ok) throw new ApiError(body.error ?? `The relay answered ${response.status}`);
  return body;
}

/** The filter as the list's query (the names the API reads: src/relay/inbox/leadFilter.ts), the same for the list, the CSV export and the inbox's own address. */
function listQueryOf(filter: LeadFilter, extra: Pick<LeadListQuery, 'after'> = {}): LeadListQuery {
  const entries: LeadListQuery = { view: filter.view === 'spam' ? 'spam' : undefined, form: filter.form, delivery: filter.delivery, handled: filter.handled, text: filter.text?.trim(), sort: filter.sort === 'oldest' ? 'oldest' : undefined, ...extra };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value)) as LeadListQuery;
}

/** The filter as a query string (`?form=auto&handled=open`), empty when it is the default. */
export function queryOf(filter: LeadFilter): string {
  const query = new URLSearchParams(listQueryOf(filter) as Record<string, string>).toString();
  return query ? `?${query}` : '';
}

export const csvUrl = (filter: LeadFilter) => `${OFFICE_PATH}${inbox.api['leads.csv'].$path({ query: listQueryOf(filter) })}`;

const lead = inbox.api.leads[':id'];
const param = (id: string) => ({ param: { id } });

export const api = {
  session: () => call(people.api.session.$get(undefined, JSON_ONLY)),
  forms: () => call(inbox.api.forms.$get(undefined, JSON_ONLY)),
  counts: () => call(inbox.api.counts.$get(undefined, JSON_ONLY)),
  leads: (filter: LeadFilter, after?: string) => call(inbox.api.leads.$get({ query: listQueryOf(filter, { after }) }, JSON_ONLY)),
  lead: (id: string) => call(lead.$get(param(id), JSON_ONLY)),
  setHandled: (id: string, handled: boolean) => call(lead.handled.$post({ ...param(id), json: { handled } }, JSON_ONLY)),
  release: (id: string) => call(lead.release.$post(param(id), JSON_ONLY)),
  reply: (id: string, subject: string, text: string) => call(lead.replies.$post({ ...param(id), json: { subject, text } }, JSON_ONLY)),
  addNote: (id: string, text: string) => call(lead.notes.$post({ ...param(id), json: { text } }, JSON_ONLY)),
  assign: (id: string, accountId: string | null) => call(lead.assignee.$post({ ...param(id), json: { accountId } }, JSON_ONLY)),
  assignees: () => call(inbox.api.assignees.$get(undefined, JSON_ONLY)),
  remove: (id: string) => call(lead.$delete(param(id), JSON_ONLY)),
  bulk: (action: BulkAction, ids: readonly string[]) => call(inbox.api.leads.bulk.$post({ json: { action, ids: [...ids] } }, JSON_ONLY)),
  spamCounts: () => call(inbox.api['spam-counts'].$get(undefined, JSON_ONLY)),
  undelivered: () => call(inbox.api.undelivered.$get(undefined, JSON_ONLY)),
  responseTimes: () => call(inbox.api['response-times'].$get(undefined, JSON_ONLY)),
  // The People screen (src/relay/accounts/peopleApi.ts).
  people: () => call(people.api.people.$get(undefined, JSON_ONLY)),
  invite: (email: string) => call(people.api.people.invitations.$post({ json: { email } }, JSON_ONLY)),
  removePerson: (id: string) => call(people.api.people[':id'].$delete(param(id), JSON_ONLY)),
  sessions: () => call(people.api.sessions.$get(undefined, JSON_ONLY)),
  signOutEverywhere: () => call(people.api.sessions['sign-out-everywhere'].$post(undefined, JSON_ONLY)),
};

/** One of the signed-in person's sessions (src/relay/accounts/peopleApi.ts). */
export type SessionView = Awaited<ReturnType<typeof api.sessions>>['sessions'][number];
