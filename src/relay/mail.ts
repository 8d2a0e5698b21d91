/**
 * The messages a lead is owed (docs/forms.md, "The relay"): the office's
 * e-mail (the form's subject; every field labelled as the form labels it, in
 * the form's order, in English; reply-to the visitor; the lead's id) and the
 * visitor's confirmation. Each has a Message-ID made from the lead's id and
 * its kind, the same on every attempt, so a message sent again after a
 * crash is recognisable as the same one.
 */
import type { Fields } from './body';
import { SUBJECT_PREFIX } from '../forms/payload';
import { labelledFields } from './formOf';
import type { DeliveryKind, Lead } from './schema';

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

export const messageIdOf = (leadId: string, kind: DeliveryKind, domain: string) => `<lead-${leadId}.${kind}@${domain}>`;

/** An address fit for a header: one address, no spaces or line breaks (a visitor's value is never trusted further). */
const addressOrNothing = (value: string) => (/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(value) ? value : undefined);

/** The office's words around the fields (the forms' own labels name the fields). */
const footer = (lead: Lead) =>
  [
    ['Page', lead.page],
    ['Campaign', lead.campaign],
    ['Received', lead.received_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')],
    ['Lead', lead.id],
  ].filter(([, value]) => value);

/** "Label: value", a value of several lines indented under its label. */
const line = (label: string, value: string) => `${label}: ${value.replace(/\r\n|\r|\n/g, '\n  ')}`;

export function officeMessage(lead: Lead, mail: MailSettings): MailMessage {
  const fields = JSON.parse(lead.fields) as Fields;
  const body = labelledFields(fields).map((field) => line(field.label, field.value));
  const subject = lead.subject || 'Website form';
  return {
    from: mail.from,
    to: mail.office,
    replyTo: addressOrNothing(lead.visitor_email),
    subject,
    text: [subject, '', ...body, '', ...footer(lead).map(([label, value]) => line(label, value)), ''].join('\n'),
    messageId: messageIdOf(lead.id, 'office', mail.messageIdDomain),
  };
}

/** The visitor's confirmation: the form's own words (`_autoresponse`, one of the forms' confirmations: src/relay/formOf.ts). */
/** The subject without the language mark the office's copy carries ("[ES] "): the visitor reads their own language already. */
export function visitorSubjectOf(subject: string): string {
  const mark = Object.values(SUBJECT_PREFIX).find((prefix) => prefix && subject.startsWith(prefix));
  return mark ? subject.slice(mark.length) : subject;
}

export function confirmationMessage(lead: Lead, mail: MailSettings): MailMessage | undefined {
  const fields = JSON.parse(lead.fields) as Fields;
  const text = fields.find(([name]) => name === '_autoresponse')?.[1];
  const to = addressOrNothing(lead.visitor_email);
  if (!text || !to) return undefined;
  return { from: mail.from, to, replyTo: mail.office, subject: visitorSubjectOf(lead.subject) || 'Website form', text: `${text}\n`, messageId: messageIdOf(lead.id, 'confirmation', mail.messageIdDomain) };
}
