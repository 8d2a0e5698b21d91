/**
 * The relay's settings, read by both runtimes from the same names
 * (docs/deploy.md): Node from its environment (src/relay/node/nodeRelay.ts),
 * the Worker from its bindings (src/relay/worker/entry.ts). The sender and
 * the office's address default to the agency's name and e-mail
 * (src/config/agency.json, read through ./relayFacts.ts), the Message-IDs'
 * domain is the site's host, and leads are kept as long as the agency's
 * facts say (the privacy page says it too).
 */
import { relayFacts } from './relayFacts';
import type { MailSettings } from './mail';
import type { WebhookSettings } from './webhook';

export interface RelayVariables {
  MAIL_FROM?: string;
  OFFICE_EMAIL_TO?: string;
  RELAY_WEBHOOK_URL?: string;
  RELAY_WEBHOOK_SECRET?: string;
  LEAD_RETENTION_MONTHS?: string;
  RELAY_SPAM_PER_DAY?: string;
  BACKUP_EMAIL_TO?: string;
  LEAD_ESCALATION_MINUTES?: string;
  LEAD_SILENCE_DAYS?: string;
}

/** What the alarms are told (src/relay/alarms.ts). */
export interface AlarmSettings {
  /** The backup person's address: a lead still open, a delivery failed for good, the silence. */
  backup: string;
  /** Business minutes a lead may stay open before the backup person is told. */
  escalationMinutes: number;
  /** Days without a lead before the office is told the forms may be broken. */
  silenceDays: number;
}

/** The escalation's default: a lead called within 5 minutes is far likelier reached; 15 is when someone else should look. */
export const ESCALATION_MINUTES = 15;
/** The silence alarm's default: a week without a lead is not a slow week for a working form. */
export const SILENCE_DAYS = 7;

const wholeNumberOf = (name: string, chosen: string | undefined, fallback: number): number => {
  if (!chosen) return fallback;
  if (!/^\d+$/.test(chosen.trim()) || Number(chosen) < 1) throw new Error(`${name} must be a whole number, 1 or more (got "${chosen}")`);
  return Number(chosen);
};

/**
 * BACKUP_EMAIL_TO, LEAD_ESCALATION_MINUTES and LEAD_SILENCE_DAYS
 * (docs/deploy.md, "Alarms"); the backup person by default the office's own
 * address, so that no alarm goes nowhere.
 */
export function alarmSettingsOf(vars: RelayVariables, mail: MailSettings): AlarmSettings {
  return {
    backup: vars.BACKUP_EMAIL_TO || mail.office,
    escalationMinutes: wholeNumberOf('LEAD_ESCALATION_MINUTES', vars.LEAD_ESCALATION_MINUTES, ESCALATION_MINUTES),
    silenceDays: wholeNumberOf('LEAD_SILENCE_DAYS', vars.LEAD_SILENCE_DAYS, SILENCE_DAYS),
  };
}

/** RELAY_SPAM_PER_DAY: held spam stored whole a day (src/relay/spam/spamStorage.ts); unset, the default. */
export function spamPerDayOf(vars: RelayVariables): number | undefined {
  const chosen = vars.RELAY_SPAM_PER_DAY;
  if (!chosen) return undefined;
  if (!/^\d+$/.test(chosen.trim())) throw new Error(`RELAY_SPAM_PER_DAY must be a whole number, 0 or more (got "${chosen}")`);
  return Number(chosen);
}

/** What the variables choose of the mail settings (an empty one chooses nothing). */
export const chosenMailOf = (vars: RelayVariables): Partial<MailSettings> => ({ from: vars.MAIL_FROM || undefined, office: vars.OFFICE_EMAIL_TO || undefined });

/**
 * The mail settings, each one not chosen from the agency's facts; the
 * Message-IDs' domain the host of the site the relay serves (the Node relay
 * says which, SITE_ORIGIN's; the Worker's is the configured one).
 */
export function mailSettingsOf(chosen: Partial<MailSettings> = {}, siteOrigin: string = relayFacts.siteOrigin): MailSettings {
  return {
    from: chosen.from ?? `${relayFacts.name} <${relayFacts.email}>`,
    office: chosen.office ?? relayFacts.email,
    messageIdDomain: chosen.messageIdDomain ?? new URL(siteOrigin).hostname,
  };
}

/** The webhook, when one is set; a URL without its secret is refused (the webhook is signed). */
export function webhookOf(vars: RelayVariables): WebhookSettings | undefined {
  if (vars.RELAY_WEBHOOK_URL && !vars.RELAY_WEBHOOK_SECRET) throw new Error('RELAY_WEBHOOK_URL is set without RELAY_WEBHOOK_SECRET: the webhook is signed with that secret');
  return vars.RELAY_WEBHOOK_URL ? { url: vars.RELAY_WEBHOOK_URL, secret: vars.RELAY_WEBHOOK_SECRET! } : undefined;
}

/**
 * How many months a lead is kept before the relay deletes it
 * (src/relay/retention.ts): the period the privacy page states
 * (`leadRetentionMonths` in src/config/agency.json, one place for both), or
 * a shorter one chosen with LEAD_RETENTION_MONTHS. A longer one is refused:
 * the privacy page would promise less than the relay keeps.
 */
export function retentionMonthsOf(vars: RelayVariables, stated: number = relayFacts.leadRetentionMonths): number {
  const chosen = vars.LEAD_RETENTION_MONTHS;
  if (!chosen) return stated;
  const months = /^\d+$/.test(chosen.trim()) ? Number(chosen) : NaN;
  if (!(months >= 1 && months <= stated)) {
    throw new Error(
      `LEAD_RETENTION_MONTHS must be a whole number of months from 1 to ${stated} (got "${chosen}"): the privacy page states ${stated} months, from leadRetentionMonths in src/config/agency.json; a longer period is set there`,
    );
  }
  return months;
}
