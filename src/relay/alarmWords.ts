/**
 * The alarms' e-mail, in one place (docs/relay.md, "Nothing falls
 * through"): English, as the office reads it (src/relay/words.ts). A lead
 * is named by its form's shown name and its reference (its id), never by
 * what the visitor typed: a message outlives a lead the office deletes
 * (docs/relay.md, "The lead relay: forgetting"), and the link opens the
 * rest behind the sign-in.
 */
import { formById } from './formCatalogue';
import { NO_FORM_NAME } from './searchText';
import { timeText } from './words';

export interface AlarmLead {
  id: string;
  form: string | null;
  received_at: string;
}

/** "Send us a message, lead 01J…": two alarms differ in the mail list, and say nothing of the visitor. */
const leadName = (lead: AlarmLead) => `${formById(lead.form)?.name ?? NO_FORM_NAME}, lead ${lead.id}`;

const leadLines = (lead: AlarmLead, link: string) => [leadName(lead), `Received: ${timeText(lead.received_at)}`, '', 'Open it in the inbox:', link];

export const alarmWords = {
  escalationSubject: (minutes: number, lead: AlarmLead) => `Still open after ${minutes} minutes: ${leadName(lead)}`,
  escalationText: (minutes: number, lead: AlarmLead, link: string) =>
    [`This lead has been open for ${minutes} minutes of business hours, and nobody has marked it handled yet.`, '', ...leadLines(lead, link), ''].join('\n'),
  undeliveredSubject: (lead: AlarmLead) => `Not delivered to the office: ${leadName(lead)}`,
  undeliveredText: (lead: AlarmLead, office: string, answer: string, link: string) =>
    [
      `The e-mail for this lead could not be delivered to ${office}, and the relay has stopped trying.`,
      `The last answer: ${answer}`,
      'The lead is kept in the inbox.',
      '',
      ...leadLines(lead, link),
      '',
    ].join('\n'),
  silenceSubject: (days: number) => `No lead for ${days} days: the website's forms may be broken`,
  silenceText: (days: number, last: string | undefined, inbox: string) =>
    [
      `No lead has come from the website for ${days} days${last ? ` (the last one arrived ${timeText(last)})` : ''}.`,
      'The forms may be broken: please send one yourself from the website and check that it arrives.',
      '',
      'The inbox:',
      inbox,
      '',
    ].join('\n'),
};
