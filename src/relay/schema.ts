/**
 * The relay's tables as Kysely sees them: the one schema of
 * src/relay/migrations/*.sql (docs/relay.md, "The lead relay").
 * Times are ISO 8601 UTC strings, so they sort and compare as text on
 * SQLite and D1 alike.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export type Door = 'ajax' | 'form';
/** A lead's own messages, and the office's replies to it (`reply`: src/relay/inbox/leadReplies.ts). */
export type DeliveryKind = 'office' | 'confirmation' | 'webhook' | 'reply';
export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface LeadsTable {
  id: string;
  received_at: string;
  door: Door;
  form: string | null;
  subject: string;
  page: Generated<string>;
  campaign: Generated<string>;
  visitor_email: Generated<string>;
  /** The e-mail as the limit per sender compares it (src/relay/spam/rateLimits.ts, emailKey). */
  email_key: Generated<string>;
  visitor_name: Generated<string>;
  /** The first `phone` field's value (src/relay/migrations/0005_visitor_phone.sql). */
  visitor_phone: Generated<string>;
  /** JSON: every field as sent, `[name, value][]` in the order sent. */
  fields: string;
  /** The folded text the inbox's search reads (src/relay/searchText.ts); NULL until computed (migrations/0008_search_text.sql). */
  search_text: string | null;
  spam: Generated<number>;
  spam_reason: string | null;
  handled_at: string | null;
  /** The office's first reply (src/relay/inbox/leadReplies.ts; migrations/0011_lead_replies.sql), NULL before any. */
  first_reply_at: Generated<string | null>;
  /** The sender's network as the limit per address counts it (src/relay/networkKey.ts: IPv6 by its /64). */
  remote_address: string | null;
  /** The account the lead is assigned to, NULL for nobody (migrations/0009_lead_history.sql). */
  assigned_to: Generated<string | null>;
  /** When the backup person was told the lead was still open; '' for leads stored before (migrations/0012_alarms.sql). */
  escalated_at: Generated<string | null>;
  /** When the lead was first handled or replied to (its response time: src/relay/inbox/responseTimes.ts). */
  answered_at: Generated<string | null>;
  /** The consent's words as the form showed them, in the visitor's language; NULL without consent (src/relay/consent.ts; migrations/0013_consent.sql). */
  consent_text: Generated<string | null>;
  /** Their language: 'en' or 'es'. */
  consent_locale: Generated<string | null>;
  /** Their version (src/relay/consentVersion.ts). */
  consent_version: Generated<string | null>;
  /** The whole address the consent came from (`remote_address` is its network). */
  consent_address: Generated<string | null>;
}

/** One action on a lead, or on the leads (an export), with who and when (src/relay/inbox/leadEvents.ts). */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: string | null;
  kind: string;
  account_id: string;
  account_email: string;
  at: string;
  detail: string | null;
}

/** Held spam not stored, counted per day and reason (src/relay/spam/spamStorage.ts). */
export interface SpamCountsTable {
  day: string;
  reason: string;
  count: number;
}

/**
 * A message's place in the outbox (src/relay/outbox.ts), the same for a
 * lead's deliveries and the office's own mail: its state, its tries and
 * when the next is due, a run's claim, the mail server's last answer.
 */
interface OutboxColumns {
  state: Generated<DeliveryState>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A run's claim: the time it expires, then `#` and the run's own mark (src/relay/outbox.ts). */
  claimed_until: string | null;
  last_answer: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface DeliveriesTable extends OutboxColumns {
  id: Generated<number>;
  lead_id: string;
  kind: DeliveryKind;
  /** A `reply` delivery's reply (lead_replies.id); NULL for the others. */
  reply_id: Generated<string | null>;
  /** When the backup person was told this delivery failed for good (src/relay/alarms.ts); '' for those failed before. */
  alerted_at: Generated<string | null>;
}

/** The office's reply to a lead, sent by the outbox (src/relay/inbox/leadReplies.ts; migrations/0011_lead_replies.sql). */
export interface LeadRepliesTable {
  id: string;
  lead_id: string;
  /** 1, 2, ... per lead: its Message-ID and .eml name. */
  number: number;
  account_id: string;
  /** The account's address when it sent the reply. */
  sent_by: string;
  created_at: string;
  subject: string;
  text: string;
}

export interface AttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  started_at: string;
  finished_at: string | null;
  ok: number | null;
  answer: string | null;
}

/** An office account (src/relay/migrations/0002_office.sql). */
export interface AccountsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** Self-describing: `scrypt$...` or `pbkdf2-sha256$...` (src/relay/accounts/password.ts). */
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** 'owner' (manages people) or 'staff' (src/relay/migrations/0007_people.sql). */
  role: Generated<Role>;
}

/** The office's two roles (docs/relay.md, "The office's people"). */
export type Role = 'owner' | 'staff';

/** A one-time link sent by e-mail (src/relay/accounts/officeLinks.ts): `id` is the SHA-256 (hex) of its token. */
export interface OfficeLinksTable {
  id: string;
  kind: OfficeLinkKind;
  email: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type OfficeLinkKind = 'invitation' | 'password';
/** What the office's own messages are: a link's, or an alarm's (src/relay/alarms.ts). */
export type OfficeMailKind = OfficeLinkKind | 'escalation' | 'silence' | 'undelivered';

/** The relay's alarms that are not a lead's (src/relay/alarms.ts): 'watching' and 'silence', each with its time. */
export interface AlarmsTable {
  name: string;
  at: string;
}

/** The office's own messages in the outbox (src/relay/office/officeMail.ts). */
export interface OfficeMailTable extends OutboxColumns {
  id: Generated<number>;
  kind: OfficeMailKind;
  to_address: string;
  subject: string;
  /** Emptied once delivered or given up: it holds a working link until then. */
  text: string;
  message_id: string;
}

/** A signed-in browser: `id` is the SHA-256 (hex) of the cookie's token, never the token. */
export interface SessionsTable {
  id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  last_seen: string;
}

/** A sign-in the relay checked, for the limits per account and per address, and per device (src/relay/accounts/signInLimits.ts). */
export interface SignInAttemptsTable {
  id: Generated<number>;
  email: string;
  /** The network key (src/relay/networkKey.ts): IPv4 as is, IPv6 by its /64. */
  remote_address: string;
  at: string;
  ok: number;
  /** The device cookie's row the try came with (migrations/0004_sign_in_devices.sql); NULL for an untrusted client. */
  device: string | null;
}

/** A browser where an account signed in: `id` is the SHA-256 (hex) of the device cookie's token (src/relay/accounts/deviceCookie.ts). */
export interface SignInDevicesTable {
  id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

/** Written by the migrator and by `wrangler d1 migrations apply` alike. */
export interface MigrationsTable {
  id: Generated<number>;
  name: string;
  applied_at: Generated<string>;
}

export interface RelayDatabase {
  leads: LeadsTable;
  deliveries: DeliveriesTable;
  attempts: AttemptsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  sign_in_devices: SignInDevicesTable;
  spam_counts: SpamCountsTable;
  lead_events: LeadEventsTable;
  office_links: OfficeLinksTable;
  office_mail: OfficeMailTable;
  lead_replies: LeadRepliesTable;
  alarms: AlarmsTable;
  d1_migrations: MigrationsTable;
}

export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type Delivery = Selectable<DeliveriesTable>;
export type NewDelivery = Insertable<DeliveriesTable>;
export type LeadReply = Selectable<LeadRepliesTable>;
