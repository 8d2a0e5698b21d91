/**
 * What the server says first: where it runs, where the forms of the build it
 * serves really post (with and without script), and, when that is this
 * server's lead relay, where leads are stored and how messages leave, and
 * where the office's inbox is and how to sign in to it.
 */
import { OFFICE_PATH, RELAY_AJAX_PATH } from '../relay/index';
import type { BuiltSite } from '../distContract/builtSite';

export interface RelayLines {
  /** The SQLite file leads are stored in. */
  databaseFile: string;
  /** Where the .eml files go when SMTP_URL is unset. */
  outboxDir?: string;
  /** The SMTP server's host and port when SMTP_URL is set (never its credentials). */
  smtpServer?: string;
  /** The office's accounts (their e-mails), and the one OFFICE_EMAIL made or reset. */
  office?: { emails: string[]; fromEnv?: string };
}

/** The command that makes or resets an office account (docs/deploy.md, "Office accounts"). */
export const OFFICE_ACCOUNT_COMMAND = 'npm run office:account -- <email>';

function officeLines(url: string, { emails, fromEnv }: NonNullable<RelayLines['office']>): string[] {
  const inbox = `The office's inbox: ${new URL(`${OFFICE_PATH}/`, url).href}`;
  if (fromEnv) return [inbox, `Sign in as ${fromEnv} with OFFICE_PASSWORD (OFFICE_EMAIL made or reset that account at start)`];
  if (emails.length) return [inbox, `Sign in with an office account (${emails.join(', ')}); ${OFFICE_ACCOUNT_COMMAND} makes or resets one`];
  return [inbox, `No office account yet: set OFFICE_EMAIL and OFFICE_PASSWORD, or run ${OFFICE_ACCOUNT_COMMAND}`];
}

export const postsToThisServer = (site: Pick<BuiltSite, 'relayEndpoint'>) => site.relayEndpoint === RELAY_AJAX_PATH;

export function startupLines({ url, site, relay }: { url: string; site: BuiltSite; relay?: RelayLines }): string[] {
  const lines = [`Site running at ${url}`];
  if (postsToThisServer(site) && relay) {
    lines.push(`Forms post to the lead relay on this server: ${site.relayEndpoint} (without script: ${site.relayFormAction})`);
    lines.push(`Leads are stored in ${relay.databaseFile}`);
    lines.push(
      relay.outboxDir
        ? `SMTP_URL is not set: each message is written to ${relay.outboxDir}/ as an .eml file`
        : `Messages are sent through the SMTP server ${relay.smtpServer}`,
    );
    if (relay.office) lines.push(...officeLines(url, relay.office));
  } else {
    lines.push(`Forms post to ${site.relayEndpoint} (without script: ${site.relayFormAction})`);
  }
  if (new URL(url).origin !== site.siteOrigin) lines.push(`Built for ${site.siteOrigin}: canonical URLs and the forms' return address (_next) point there`);
  return lines;
}

/** "mail.example.com:587" from an SMTP URL, without the user and password it carries. */
export const smtpServerOf = (smtpUrl: string) => {
  const url = new URL(smtpUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}`;
};
