/**
 * The inbox's calls to the relay's JSON API (src/relay/inbox/inboxApi.ts),
 * same-origin, the session cookie sent by the browser. A 401 means the
 * session has ended: the browser goes to the sign-in page. Every text of an
 * answer is shown with its invisible and direction-changing characters as
 * marks (src/lib/visibleMarks.ts): the list, the lead and the messages read
 * what the visitor sent, never what it pretends to be.
 */
import { visibleMarks } from '../../../lib/visibleMarks';
import type { BulkAction } from '../bulkRequest';
import type { AssigneeChoices, BulkResult, FormChoices, LeadCounts, LeadDetail, LeadFilter, LeadPage, UndeliveredLeads, WeekResponseTimes } from '../inboxTypes';
import { OFFICE_API_PATH, SIGN_IN_PATH } from '../../office/officePaths';
import type { SpamCount } from '../../spam/spamStorage';
import type { PeopleList } from '../../accounts/people';
import type { Role } from '../../schema';

/** One of the signed-in person's sessions (src/relay/accounts/peopleApi.ts). */
export interface SessionView {
  signedInAt: string;
  lastSeen: string;
  expiresAt: string;
  /** This browser's. */
  current: boolean;
}

/** The API's address without its closing slash: each call's path starts with one. */
const API = OFFICE_API_PATH.slice(0, -1);

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

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API}${path}`, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (response.status === 401) {
    navigation.toSignIn();
    throw new ApiError('Your session has ended. Sign in again.');
  }
  const body = marked(await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new ApiError(body.error ?? `The relay answered ${response.status}`);
  return body;
}

/** The filter as a query string, the same for the list and the CSV export. */
export function queryOf(filter: LeadFilter, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  const entries = { view: filter.view === 'spam' ? 'spam' : undefined, form: filter.form, delivery: filter.delivery, handled: filter.handled, text: filter.text?.trim(), sort: filter.sort === 'oldest' ? 'oldest' : undefined, ...extra };
  for (const [name, value] of Object.entries(entries)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const csvUrl = (filter: LeadFilter) => `${API}/leads.csv${queryOf(filter)}`;

const post = (body?: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

export const api = {
  session: () => call<{ email: string; role: Role }>('/session'),
  forms: () => call<FormChoices>('/forms'),
  counts: () => call<LeadCounts>('/counts'),
  leads: (filter: LeadFilter, after?: string) => call<LeadPage>(`/leads${queryOf(filter, { after })}`),
  lead: (id: string) => call<LeadDetail>(`/leads/${encodeURIComponent(id)}`),
  setHandled: (id: string, handled: boolean) => call<LeadDetail>(`/leads/${encodeURIComponent(id)}/handled`, post({ handled })),
  release: (id: string) => call<LeadDetail>(`/leads/${encodeURIComponent(id)}/release`, post()),
  reply: (id: string, subject: string, text: string) => call<LeadDetail>(`/leads/${encodeURIComponent(id)}/replies`, post({ subject, text })),
  addNote: (id: string, text: string) => call<LeadDetail>(`/leads/${encodeURIComponent(id)}/notes`, post({ text })),
  assign: (id: string, accountId: string | null) => call<LeadDetail>(`/leads/${encodeURIComponent(id)}/assignee`, post({ accountId })),
  assignees: () => call<AssigneeChoices>('/assignees'),
  remove: (id: string) => call<{ deleted: string }>(`/leads/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  bulk: (action: BulkAction, ids: readonly string[]) => call<BulkResult>('/leads/bulk', post({ action, ids })),
  spamCounts: () => call<{ counted: SpamCount[] }>('/spam-counts'),
  undelivered: () => call<UndeliveredLeads>('/undelivered'),
  responseTimes: () => call<WeekResponseTimes>('/response-times'),
  // The People screen (src/relay/accounts/peopleApi.ts).
  people: () => call<PeopleList>('/people'),
  invite: (email: string) => call<{ invited: string }>('/people/invitations', post({ email })),
  removePerson: (id: string) => call<{ removed: string }>(`/people/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  sessions: () => call<{ sessions: SessionView[] }>('/sessions'),
  signOutEverywhere: () => call<{ signedOut: true }>('/sessions/sign-out-everywhere', post()),
};
