/**
 * The inbox's words for what the API answers, in English only: the office
 * reads English (docs/forms.md, "Two languages"; docs/relay.md, "The
 * office's inbox").
 */
import type { DeliveryStatus, DeliveryView, LeadSummary } from '../relay/office/inboxTypes';

export const deliveryWords: Record<DeliveryStatus, string> = {
  sending: 'Sending',
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
  none: 'Not delivered',
};

export const deliveryKindWords: Record<DeliveryView['kind'], string> = {
  office: "The office's e-mail",
  confirmation: "The visitor's confirmation",
  webhook: 'The webhook',
};

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** A time as the office reads it, in the browser's own time zone. */
export const whenText = (iso: string) => time.format(new Date(iso));

/** Who sent it: the name, else the e-mail, else a word. */
export const senderOf = (lead: Pick<LeadSummary, 'name' | 'email'>) => lead.name || lead.email || 'No name given';
