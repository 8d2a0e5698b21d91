/**
 * What the office's inbox API answers (docs/relay.md, "The office's
 * inbox"): the JSON shapes the relay writes (./inboxApi.ts) and the inbox
 * app reads (src/relay/inbox/app/). Types only, so the app's bundle takes nothing
 * of the relay with them.
 */
import type { LeadEventKind } from './leadEventWords';
import type { BulkAction } from './bulkRequest';

/**
 * Where a lead's delivery stands, from its outbox rows, the office's e-mail
 * first: `sending` (due, not tried yet), `delivered`, `retrying` (refused or
 * failed, tried again later), `failed` (retries exhausted), `none` (nothing
 * owed: suspected spam is never delivered).
 */
export type DeliveryStatus = 'sending' | 'delivered' | 'retrying' | 'failed' | 'none';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['sending', 'delivered', 'retrying', 'failed', 'none'];

/** The list's filters, as the API reads them from the query string (`?view=spam&form=auto&delivery=failed&handled=open&text=...`). */
export interface LeadFilter {
  /** `inbox` (the default) or `spam`: suspected spam is kept apart. */
  view: 'inbox' | 'spam';
  form?: string;
  delivery?: DeliveryStatus;
  handled?: 'open' | 'handled';
  text?: string;
  /** By the time received: `newest` first (the default) or `oldest` first (`?sort=oldest`). */
  sort?: LeadSort;
}

export type LeadSort = 'newest' | 'oldest';
export const LEAD_SORTS: readonly LeadSort[] = ['newest', 'oldest'];

export interface LeadSummary {
  id: string;
  receivedAt: string;
  /** The form's id (src/formDefinitions) and its name, or null when no form was recognised. */
  form: string | null;
  formName: string;
  subject: string;
  page: string;
  campaign: string;
  name: string;
  email: string;
  phone: string;
  /**
   * What tells it from the form's other leads: the choices its subject names
   * and the first line of its message, shortened (src/relay/inbox/leadPreview.ts);
   * empty when there are none.
   */
  preview: string;
  handledAt: string | null;
  spam: boolean;
  spamReason: string | null;
  delivery: { status: DeliveryStatus; attempts: number; lastAnswer: string | null };
  /** The person of the office the lead is assigned to, or null for nobody. */
  assignee: OfficePerson | null;
}

/** A person of the office, as the assignment names them (`GET /office/api/assignees`). */
export interface OfficePerson {
  id: string;
  email: string;
}

/** `GET /office/api/assignees`: whom a lead can be assigned to, every person of the office, owner and staff. */
export interface AssigneeChoices {
  people: OfficePerson[];
}

/**
 * One action on a lead in its history (src/relay/inbox/leadEvents.ts): what
 * (its words: src/relay/inbox/leadEventWords.ts), by whom (the account's
 * e-mail when it was done), when, and the kind's detail (a note's text, the
 * assignee's e-mail).
 */
export interface LeadEventView {
  kind: LeadEventKind;
  by: string;
  at: string;
  detail: string | null;
}

export interface LeadPage {
  leads: LeadSummary[];
  /** The cursor of the next page (`?after=`), absent on the last. */
  next?: string;
  /** How many leads the filters find in all: on a first page only (without `?after=`). */
  total?: number;
}

/** `POST /office/api/leads/bulk`'s answer (src/relay/inbox/bulkRequest.ts): the leads it changed, and how many of those asked it left as they were. */
export interface BulkResult {
  action: BulkAction;
  /** The ids changed: marked handled, deleted, released. */
  done: string[];
  /** Ids asked (each once) that it did not change: already handled, not held as spam, or no lead. */
  unchanged: number;
  /** When, for `handled`: the leads' new handled time. */
  at: string;
}

export interface AttemptView {
  startedAt: string;
  finishedAt: string | null;
  ok: boolean | null;
  answer: string | null;
}

export interface DeliveryView {
  kind: 'office' | 'confirmation' | 'webhook';
  state: 'pending' | 'delivered' | 'failed';
  attempts: AttemptView[];
  nextAttemptAt: string;
  deliveredAt: string | null;
  lastAnswer: string | null;
}

/** Where a reply's message stands, from its outbox row: `sending` (no answer yet), `retrying` (refused, tried again later), `sent`, `failed` (retries exhausted). */
export type ReplyState = 'sending' | 'retrying' | 'sent' | 'failed';

/** A reply the office sent the visitor (src/relay/inbox/leadReplies.ts), kept on the lead. */
export interface ReplyView {
  /** Its id: a `reply` event of the history names it (src/relay/inbox/leadEventWords.ts). */
  id: string;
  /** 1, 2, ... on this lead. */
  number: number;
  /** The signed-in account's address when it sent the reply. */
  sentBy: string;
  sentAt: string;
  subject: string;
  text: string;
  state: ReplyState;
  attempts: number;
  lastAnswer: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/**
 * The consent kept with a lead (src/relay/consent.ts; docs/relay.md, "Consent
 * kept"): the words the visitor agreed to, as the form showed them, their
 * language and version, and the address the lead came from. When and on which
 * page are the lead's own `receivedAt` and `page`.
 */
export interface ConsentView {
  text: string;
  locale: string;
  version: string;
  address: string | null;
}

export interface LeadDetail extends LeadSummary {
  door: 'ajax' | 'form';
  /** When it was first answered (handled), kept if it was opened again; and how long that took in business minutes (src/relay/inbox/responseTimes.ts). */
  answeredAt: string | null;
  responseMinutes: number | null;
  /**
   * The fields the visitor filled in, labelled as the form labels it, in the
   * form's order, bounded (src/relay/inbox/boundedFields.ts): every field a
   * form defines, at most 50 others, each value at most 32,000 characters.
   */
  fields: { name: string; label: string; value: string }[];
  /** The visitor's fields beyond those: counted, not sent. */
  omittedFields: number;
  /** The lead's own messages (the office's e-mail, the confirmation, the webhook); the replies are `replies`. */
  deliveries: DeliveryView[];
  /** Where a reply goes (the visitor's address), or null: none for suspected spam nor without an address mail can go to. */
  replyAddress: string | null;
  /** Why no reply can be sent, when replyAddress is null. */
  replyRefusal: string | null;
  /** The office's replies, oldest first. */
  replies: ReplyView[];
  /** The first reply's time (the lead's response time), or null. */
  firstReplyAt: string | null;
  /** Every action of the office on the lead, oldest first. */
  history: LeadEventView[];
  /** The consent kept with it; null when none was recorded (the box not ticked, a form without it). */
  consent: ConsentView | null;
}

export interface FormChoice {
  id: string;
  name: string;
}

/**
 * `GET /office/api/counts`: what the inbox shows in its tabs and title, asked
 * every few seconds (src/relay/inbox/app/liveCounts.ts). `newest` changes when a lead
 * arrives, in either view: the list then loads its first page again.
 */
export interface LeadCounts {
  /** Leads not marked handled, suspected spam not counted. */
  open: number;
  /** Suspected spam held. */
  spam: number;
  /** The newest lead's time and id, or null before the first. */
  newest: string | null;
}

/** `GET /office/api/forms`: the forms a lead can come from, for the filter. */
export interface FormChoices {
  forms: FormChoice[];
}

/** `GET /office/api/undelivered`: open leads whose e-mail to the office failed for good (docs/relay.md, "Nothing falls through"), newest first. */
export interface UndeliveredLeads {
  leads: { id: string; subject: string; receivedAt: string; lastAnswer: string | null }[];
}

/**
 * `GET /office/api/response-times`: this week's (Monday, midnight, in the
 * agency's zone, to now) leads, spam aside, and how soon they were answered
 * (first handled), in business minutes (src/relay/inbox/responseTimes.ts).
 */
export interface WeekResponseTimes {
  weekStart: string;
  leads: number;
  answered: number;
  /** The median of the answered leads' response times; null before the first. */
  medianMinutes: number | null;
  /** Answered within 5 business minutes, of the leads answered or open past 5 (0 to 1); null when none is either yet. */
  withinFiveShare: number | null;
}
