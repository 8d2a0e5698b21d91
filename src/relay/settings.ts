/**
 * The relay's settings, read by both runtimes from the same names
 * (docs/deploy.md): Node from its environment (src/relay/node/nodeRelay.ts),
 * the Worker from its bindings (src/relay/worker/entry.ts). The sender and
 * the office's address default to the agency's name and e-mail
 * (src/config/agency.json), the Message-IDs' domain is the site's host.
 */
import { agency } from '../config/agency';
import type { MailSettings } from './mail';
import type { WebhookSettings } from './webhook';

export interface RelayVariables {
  MAIL_FROM?: string;
  OFFICE_EMAIL_TO?: string;
  RELAY_WEBHOOK_URL?: string;
  RELAY_WEBHOOK_SECRET?: string;
}

/** What the variables choose of the mail settings (an empty one chooses nothing). */
export const chosenMailOf = (vars: RelayVariables): Partial<MailSettings> => ({ from: vars.MAIL_FROM || undefined, office: vars.OFFICE_EMAIL_TO || undefined });

/** The mail settings, each one not chosen from the agency's facts. */
export function mailSettingsOf(chosen: Partial<MailSettings> = {}): MailSettings {
  return {
    from: chosen.from ?? `${agency.name} <${agency.email}>`,
    office: chosen.office ?? agency.email,
    messageIdDomain: chosen.messageIdDomain ?? new URL(agency.siteOrigin).hostname,
  };
}

/** The webhook, when one is set; a URL without its secret is refused (the webhook is signed). */
export function webhookOf(vars: RelayVariables): WebhookSettings | undefined {
  if (vars.RELAY_WEBHOOK_URL && !vars.RELAY_WEBHOOK_SECRET) throw new Error('RELAY_WEBHOOK_URL is set without RELAY_WEBHOOK_SECRET: the webhook is signed with that secret');
  return vars.RELAY_WEBHOOK_URL ? { url: vars.RELAY_WEBHOOK_URL, secret: vars.RELAY_WEBHOOK_SECRET! } : undefined;
}
