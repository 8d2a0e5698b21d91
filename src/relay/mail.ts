/**
 * The messages a lead is owed (docs/forms.md, "The relay"): the office's
 * e-mail (the form's shown name, its choices and the visitor's name as its
 * subject; every field labelled as the form labels it, in the form's order,
 * in English, a checkbox as Yes or No; reply-to the visitor; when it came,
 * in the agency's time zone; the lead's id) and the visitor's confirmation
 * (the form's words in the visitor's language, with the lead's reference).
 * The relay's own words: ./words.ts (docs/relay.md, "The office's words and time"). Each has a Message-ID made from the lead's id and
 * its kind, the same on every attempt, so a message sent again after a
 * crash is recognisable as the same one.
 *
 * The agency's mail says only the agency's words (docs/forms.md, "The lead
 * relay"): both subjects and the confirmation's text come from the form
 * definitions, read again from the fields at each sending; of what the
 * visitor sent, only the name reaches a header (the office's subject, on one
 * line, cut: src/relay/formOf.ts, officeSubjectOf), nothing becomes a line
 * of its own (a value's line breaks are indented under its label, a name's
 * shown as marks), and invisible or direction-changing characters are shown
 * as marks (src/lib/visibleMarks.ts). The visitor's confirmation holds
 * nothing the visitor sent. The office's replies (replyMessage) say only
 * what the office wrote.
 */
import { visibleMarks } from '../lib/visibleMarks';
import type { Fields } from './body';
import { formById } from './formCatalogue';
import { labelledFields, officeSubjectOf, visitorConfirmationOf } from './formOf';
import type { DeliveryKind, Lead, LeadReply } from './schema';
import { CONFIRMATION_WORDS, DOOR_WORDS, timeText } from './words';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
}

/** How a message leaves: SMTP, an .eml file (src/relay/node/transports.ts), an HTTP e-mail API on Workers. */
export interface Transport {
  /** Resolves with the receiving server's answer; rejects with an Error whose message is its refusal. */
  send(message: MailMessage): Promise<string>;
}

export interface MailSettings {
  /** The sender of every message: a display name and an address (by default the agency's name and office e-mail, src/relay/settings.ts). */
  from: string;
  /** The office's address: where leads go. */
  office: string;
  /** The right-hand side of each Message-ID (the site's host). */
  messageIdDomain: string;
}

/** A lead's message's Message-ID: its kind, or a reply's number (`reply-2`), after the lead's id. */
export const messageIdOf = (leadId: string, kind: Exclude<DeliveryKind, 'reply'> | `reply-${number}`, domain: string) => `<lead-${leadId}.${kind}@${domain}>`;

/** What neither part of an address may hold: spaces, controls, invisible characters, and what would end or split the address in a header. */
const ADDRESS_PART = /^[^\s\p{Cc}\p{Cf}@<>()[\]\\,;:"]+$/u;

/**
 * An address the agency can write to (a confirmation, a reply-to): one
 * address, local@domain, the domain of dotted labels, at most 254
 * characters (RFC 5321). A value that is not is never a header, and no
 * confirmation is queued for it (src/relay/lead.ts).
 */
export function isMailableAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return at > 0 && local.length <= 64 && ADDRESS_PART.test(local) && labels.length > 1 && labels.every((label) => label !== '' && ADDRESS_PART.test(label));
}

const addressOrNothing = (value: string) => (isMailableAddress(value) ? value : undefined);

/** The office's words around the fields (the forms' own labels name the fields). */
const footer = (lead: Lead) =>
  [
    ['Page', lead.page],
    ['Campaign', lead.campaign],
    ['Received', timeText(lead.received_at)],
    ['Sent from', DOOR_WORDS[lead.door]],
    ['Lead', lead.id],
  ].filter(([, value]) => value);

/**
 * "Label: value": the label on one line (a line break in it shown as a
 * mark), a value of several lines indented under its label, so that no
 * value starts a line of its own ("Phone:", "Lead:").
 */
const line = (label: string, value: string) => `${visibleMarks(label, { oneLine: true })}: ${visibleMarks(value).replace(/\r\n|\r|\n/g, '\n  ')}`;

export function officeMessage(lead: Lead, mail: MailSettings): MailMessage {
  const fields = JSON.parse(lead.fields) as Fields;
  // The form the lead was stored as (its `form` column: src/relay/lead.ts), by id.
  const definition = formById(lead.form);
  const body = labelledFields(fields, definition).map((field) => line(field.label, field.value));
  const subject = officeSubjectOf(fields, definition);
  return {
    from: mail.from,
    to: mail.office,
    replyTo: addressOrNothing(lead.visitor_email),
    subject,
    text: [subject, '', ...body, '', ...footer(lead).map(([label, value]) => line(label, value)), ''].join('\n'),
    messageId: messageIdOf(lead.id, 'office', mail.messageIdDomain),
  };
}

/** Whether the lead was held as spam and then released by the office (src/relay/spam/releaseLead.ts: it keeps its reason). */
export const wasReleased = (lead: Pick<Lead, 'spam' | 'spam_reason'>) => lead.spam === 0 && lead.spam_reason !== null;

/**
 * The visitor's confirmation: the form's own subject and text, in the
 * visitor's language (src/relay/formOf.ts, visitorConfirmationOf), the
 * lead's id as its reference in the subject and the text, to an address the
 * agency can write to; none otherwise. A lead the office released from the
 * spam held back says first when the visitor sent it, and that it was
 * delayed (docs/relay.md, "The office's words and time").
 */
export function confirmationMessage(lead: Lead, mail: MailSettings): MailMessage | undefined {
  const confirmation = visitorConfirmationOf(JSON.parse(lead.fields) as Fields);
  const to = addressOrNothing(lead.visitor_email);
  if (!confirmation || !to) return undefined;
  const words = CONFIRMATION_WORDS[confirmation.locale];
  const delayed = wasReleased(lead) ? [words.delayed(timeText(lead.received_at, confirmation.locale)), ''] : [];
  return {
    from: mail.from,
    to,
    replyTo: mail.office,
    subject: words.subject(confirmation.subject, lead.id),
    text: [...delayed, confirmation.text, '', `${words.reference}: ${lead.id}`, ''].join('\n'),
    messageId: messageIdOf(lead.id, 'confirmation', mail.messageIdDomain),
  };
}

/**
 * The office's reply to the visitor (src/relay/inbox/leadReplies.ts): from
 * the agency's address as the confirmation is, reply-to the office, to the
 * lead's address, in plain text, the subject and text as the office wrote
 * them. The subject is one line (refused otherwise when written; marked here
 * too, so that not even a stored row can add a header), the text with any
 * invisible character marked. Its Message-ID is the lead's and the reply's
 * number, the same on every attempt.
 */
export function replyMessage(lead: Lead, reply: Pick<LeadReply, 'number' | 'subject' | 'text'>, mail: MailSettings): MailMessage {
  const to = addressOrNothing(lead.visitor_email);
  if (!to) throw new Error('No reply to send: the lead has no valid e-mail address');
  return {
    from: mail.from,
    to,
    replyTo: mail.office,
    subject: visibleMarks(reply.subject, { oneLine: true }),
    text: `${visibleMarks(reply.text)}\n`,
    messageId: messageIdOf(lead.id, `reply-${reply.number}`, mail.messageIdDomain),
  };
}
