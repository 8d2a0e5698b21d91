/**
 * The inbox's words for what the API answers, in English only: the office
 * reads English (docs/forms.md, "Two languages"; docs/relay.md, "The
 * office's inbox"). The words the export and the e-mails share (delivery,
 * spam reasons, how a lead was sent, times in the agency's zone) are the
 * relay's (src/relay/words.ts), read here.
 */
import type { DeliveryView, LeadSummary } from '../relay/office/inboxTypes';
import { DELIVERY_WORDS, DOOR_WORDS, spamReasonText, timeText } from '../relay/words';

export const deliveryWords = DELIVERY_WORDS;
export { DOOR_WORDS as doorWords, spamReasonText };

export const deliveryKindWords: Record<DeliveryView['kind'], string> = {
  office: "The office's e-mail",
  confirmation: "The visitor's confirmation",
  webhook: 'The webhook',
};

/** A time as the office reads it: in the agency's time zone with its abbreviation, whatever the browser's ("Nov 1, 2026, 1:30 AM CDT"). */
export const whenText = (iso: string) => timeText(iso);

/** Who sent it: the name, else the e-mail, else a word. */
export const senderOf = (lead: Pick<LeadSummary, 'name' | 'email'>) => lead.name || lead.email || 'No name given';
