/**
 * The alarms' e-mail, in one place (docs/relay.md, "Nothing falls
 * through"): English, as the office reads it (src/relay/words.ts); each
 * subject names the lead as the office's own message does, so two alarms
 * differ in the mail list.
 */
import { timeText } from './words';

export interface AlarmLead {
  id: string;
  subject: string;
  received_at: string;
  visitor_name: string;
  visitor_email: string;
  visitor_phone: string;
}

const leadLines = (lead: AlarmLead, link: string) => [
  lead.subject,
  `Received: ${timeText(lead.received_at)}`,
  ...(lead.visitor_name ? [`Name: ${lead.visitor_name}`] : []),
  ...(lead.visitor_email ? [`E-mail: ${lead.visitor_email}`] : []),
  ...(lead.visitor_phone ? [`Phone: ${lead.visitor_phone}`] : []),
  '',
  'Open it in the inbox:',
  link,
];

export const alarmWords = {
  escalationSubject: (minutes: number, lead: AlarmLead) => `Still open after ${minutes} minutes: ${lead.subject}`,
  escalationText: (minutes: number, lead: AlarmLead, link: string) =>
    [`This lead has been open for ${minutes} minutes of business hours, and nobody has marked it handled yet.`, '', ...leadLines(lead, link), ''].join('\n'),
  undeliveredSubject: (lead: AlarmLead) => `Not delivered to the office: ${lead.subject}`,
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
