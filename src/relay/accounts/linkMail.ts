/**
 * What the office's link messages need (docs/relay.md, "The office's
 * people"): the mail settings (the sender, the Message-IDs' domain), the
 * origin the link points to, and what starts the outbox once a message is
 * queued. The link's origin is never the request's Host: a stranger asking
 * for a password link with a Host of their own would get the link sent to
 * the office pointing at their server.
 */
import type { Context } from 'hono';
import type { MailSettings } from '../mail';
import { OFFICE_PATH } from '../office/officePaths';

export interface LinkMailDeps {
  mail: MailSettings;
  /** The site's origin, where the office answers (Node: the built site's; the Worker: the agency's siteOrigin). */
  linkOrigin: string;
  /** A message was queued: run the outbox (Node: its scheduler; the Worker: in waitUntil). */
  onMailQueued?: (c: Context) => void;
}

/** The link of a token on a path of the office's. */
export const linkUrl = (origin: string, path: string, token: string) => `${origin.replace(/\/$/, '')}${OFFICE_PATH}${path}/${token}`;

/** A time as the e-mails state it: UTC, to the minute. */
export const utcText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
