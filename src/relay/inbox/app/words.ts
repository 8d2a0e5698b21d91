/**
 * The inbox's words for what the API answers, in English only: the office
 * reads English (docs/forms.md, "Two languages"; docs/relay.md, "The
 * office's inbox"). The words the export and the e-mails share (delivery,
 * spam reasons, how a lead was sent, times in the agency's zone) are the
 * relay's (src/relay/words.ts), read here; the history's (each kind of
 * action, notes, assignment) are src/relay/inbox/leadEventWords.ts, one
 * place for the relay that records them and the inbox that shows them.
 */
import type { BulkResult, DeliveryView, LeadSummary, ReplyState, WeekResponseTimes } from '../inboxTypes';
import { CONSENT_WORDS, DELIVERY_WORDS, DOOR_WORDS, spamReasonText, timeText } from '../../words';

export const deliveryWords = DELIVERY_WORDS;
export { CONSENT_WORDS as consentWords, DOOR_WORDS as doorWords, spamReasonText };
export { eventQuotes, eventWhat, historyWords, NOTE_CHARS } from '../leadEventWords';

export const deliveryKindWords: Record<DeliveryView['kind'], string> = {
  office: "The office's e-mail",
  confirmation: "The visitor's confirmation",
  webhook: 'The webhook',
};

/** A time as the office reads it: in the agency's time zone with its abbreviation, whatever the browser's ("Nov 1, 2026, 1:30 AM CDT"). */
export const whenText = (iso: string) => timeText(iso);

/** Who sent it: the name, else the e-mail, else a word. */
export const senderOf = (lead: Pick<LeadSummary, 'name' | 'email'>) => lead.name || lead.email || 'No name given';

/** The office's replies to a lead (src/relay/inbox/app/LeadReplies.tsx; src/relay/inbox/leadReplies.ts). */
export const replyWords = {
  title: 'Replies',
  none: 'No reply sent yet.',
  formTitle: (name: string) => `Reply to ${name}`,
  to: (address: string) => `To ${address}, from the agency's address. Their answer comes to the office's e-mail.`,
  subject: 'Subject',
  message: 'Message',
  send: 'Send reply',
  sending: 'Sending…',
  sentBy: (who: string) => `Sent by ${who}, `,
  queued: (address: string) => `The reply to ${address} is on its way.`,
  delivery: 'Delivery',
  nextTry: 'Next try:',
} as const;

/** A reply's delivery, in words. */
export const replyStateWords: Record<ReplyState, string> = {
  sending: 'Sending',
  retrying: 'Retrying: the mail server did not take it yet',
  sent: 'Sent',
  failed: 'Failed: the mail server never took it',
};

/** The reply's subject as the form offers it: "Re: " and the lead's subject (the office's e-mail's). */
export const replySubjectOf = (lead: Pick<LeadSummary, 'subject'>) => `Re: ${lead.subject}`;

/** "1 lead" or "3 leads". */
export const leadsText = (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`;

/**
 * A bulk action's result as the status region says it (src/relay/inbox/bulkRequest.ts):
 * "3 leads marked handled.", then, when some were left as they were, how many and why.
 */
export function bulkResultText({ action, done, unchanged }: BulkResult): string {
  const did = { handled: 'marked handled', delete: 'deleted', release: 'released to delivery' }[action];
  const why = { handled: 'already handled, or no longer there', delete: 'no longer there', release: 'not held as spam, or no longer there' }[action];
  const changed = `${leadsText(done.length)} ${did}.`;
  return unchanged ? `${changed} ${leadsText(unchanged)} left as ${unchanged === 1 ? 'it was' : 'they were'}: ${why}.` : changed;
}

/** Business minutes as a person reads them: "40 s", "4 min", "1 h 5 min". */
export function minutesText(minutes: number): string {
  if (minutes < 1) return `${Math.round(minutes * 60)} s`;
  const whole = Math.round(minutes);
  return whole < 60 ? `${whole} min` : `${Math.floor(whole / 60)} h${whole % 60 ? ` ${whole % 60} min` : ''}`;
}

/** The inbox's "This week" line (src/relay/inbox/responseTimes.ts): leads, median response, share answered within 5 minutes. */
export function weekText(week: WeekResponseTimes): string {
  if (!week.leads) return 'This week: no lead yet.';
  const leads = `${week.leads} lead${week.leads === 1 ? '' : 's'}, ${week.answered} answered`;
  const median = week.medianMinutes === null ? '' : `; median response ${minutesText(week.medianMinutes)} of business hours`;
  const share = week.withinFiveShare === null ? '' : `; ${Math.round(week.withinFiveShare * 100)}% answered within 5 minutes`;
  return `This week: ${leads}${median}${share}.`;
}
