/**
 * The lead relay's Node runtime (docs/relay.md, "The lead relay"): the
 * database an SQLite file in the data folder (.data/relay.sqlite), migrated
 * at open; the relay app as a request listener for the bundled server
 * (src/server/main.ts mounts it at RELAY_AJAX_PATH and RELAY_FORM_PATH); the
 * outbox run right after each stored lead and on a timer for the retries;
 * leads older than the retention period deleted at start and hourly
 * (src/relay/retention.ts).
 * A deleted lead is forgotten (docs/relay.md, "The lead relay:
 * forgetting"): its rows zeroed in the database file, the WAL emptied, its
 * .eml files removed, before the deletion is answered; the outbox's
 * unfinished drafts are swept at start; the log names a lead by its id.
 * Messages go out over SMTP when SMTP_URL is set, else as .eml files in
 * <data>/outbox/. The office's passwords are hashed with scrypt
 * (./scrypt.ts), and OFFICE_EMAIL with OFFICE_PASSWORD makes or resets that
 * account at start (docs/deploy.md, "Office accounts").
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { createRelayApp } from '../app';
import { officeEmails, setOfficeAccount, type AccountChange } from '../accounts/accounts';
import type { MailSettings } from '../mail';
import { releaseClaims, type OutboxRun } from '../outbox';
import type { RateLimits } from '../spam/rateLimits';
import { deleteExpiredLeads } from '../retention';
import { backfillSearchText } from '../searchBackfill';
import { nextTurn } from '../inbox/nextTurn';
import { runAlarms } from '../alarms';
import { agency } from '../../config/agency';
import { alarmSettingsOf, chosenMailOf, mailSettingsOf, retentionMonthsOf, spamPerDayOf, webhookOf, type RelayVariables } from '../settings';
import type { WebhookSettings } from '../webhook';
import { openRelayDatabase, type RelayStore } from './database';
import { officeFilesIn } from './officeFiles';
import { gitCopyStorage } from './gitCopy';
import { rebuildAfterCommits, type SiteBuilds } from '../editorGateway/siteBuilds';
import { scheduleOutbox, type OutboxScheduler } from './outboxScheduler';
import { diskSpaceGuard, minFreeBytesOf } from './diskSpace';
import { remoteAddressOf, trustedProxiesOf, type TrustedProxies } from './remoteAddress';
import { nodeScrypt, SCRYPT_IN_FLIGHT } from './scrypt';
import { emlTransport, removeLeadMessages, smtpTransport, sweepOutboxDrafts } from './transports';

/** The office's addresses are compared written this way (OFFICE_EMAIL at start: src/server/main.ts). */
export { normalizeEmail } from '../accounts/accounts';

export const DATABASE_FILE = 'relay.sqlite';
export const OUTBOX_DIR = 'outbox';
/** Retries fall due a minute apart at the soonest (src/relay/outbox.ts): look twice a minute. */
export const OUTBOX_INTERVAL_MS = 30_000;
/** Retention runs at start and then hourly: a lead is deleted within an hour of its period's end. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

export interface NodeRelayOptions {
  /** The folder of the database and, without SMTP, of the .eml files. */
  dataDir: string;
  /** nodemailer's URL form: smtp://user:pass@host:587. Unset: .eml files. */
  smtpUrl?: string;
  webhook?: WebhookSettings;
  /** Defaults: from and to the agency's address, Message-IDs on the site's host. */
  mail?: Partial<MailSettings>;
  now?: () => Date;
  outboxIntervalMs?: number;
  bodyTimeoutMs?: number;
  /** How long a post waits for another writer's lock before it is refused (database.ts). */
  busyTimeoutMs?: number;
  /** When a commit counts as stored (database.ts): NORMAL, or FULL with RELAY_SQLITE_SYNC=FULL. */
  synchronous?: 'NORMAL' | 'FULL';
  /** One line per stored lead. */
  log?: (line: string) => void;
  /** The office's inbox app as built (dist-office/office/: src/distContract/outDirs.ts), served at /office/ behind the sign-in. */
  officeDir?: string;
  /** The spam limits (default RATE_LIMITS, src/relay/spam/rateLimits.ts). */
  spamLimits?: RateLimits;
  /** Held spam stored whole a day (default SPAM_KEPT_PER_DAY, src/relay/spam/spamStorage.ts). */
  spamPerDay?: number;
  /** The proxies whose X-Forwarded-For names the sender (RELAY_TRUSTED_PROXIES; default none: the socket's peer): ./remoteAddress.ts. */
  trustedProxies?: TrustedProxies;
  /** Free space kept on the data folder's disk, below which posts are answered 503 (RELAY_MIN_FREE_MB; default MIN_FREE_BYTES): ./diskSpace.ts. */
  minFreeBytes?: number;
  /** An office account made, or given this password, at start (OFFICE_EMAIL, OFFICE_PASSWORD). */
  officeAccount?: { email: string; password: string };
  /** Months a lead is kept (default: the agency's stated period, src/relay/settings.ts). */
  retentionMonths?: number;
  /** The origin the office's invitations and password links point to (src/server/main.ts: the built site's; default the agency's siteOrigin). */
  siteOrigin?: string;
  /** The server's own copy of the repository, where the office's editor commits (./gitCopy.ts; docs/editor.md, "The editor's gateway"); none: the editor's gateway answers 503. */
  editorRepo?: string;
  /** The built editor's folder (dist/admin/), whose page is served as the office's Pages at /office/pages/; a function when the build live can change (src/server/liveSite.ts). */
  editorDir?: string | (() => string);
  /** What rebuilds the site after each of the editor's commits (src/server/siteRebuilds.ts; docs/editor.md, "After Publish: the site rebuilt"). */
  siteBuilds?: SiteBuilds;
  /** BACKUP_EMAIL_TO, LEAD_ESCALATION_MINUTES, LEAD_SILENCE_DAYS (src/relay/settings.ts, alarmSettingsOf). */
  alarms?: Pick<RelayVariables, 'BACKUP_EMAIL_TO' | 'LEAD_ESCALATION_MINUTES' | 'LEAD_SILENCE_DAYS'>;
}

export interface NodeRelay {
  /** For the bundled server's routes. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  store: RelayStore;
  databaseFile: string;
  /** Where the .eml files go; undefined when SMTP_URL is set. */
  outboxDir?: string;
  /** The office's accounts at start (their e-mails), and what OFFICE_EMAIL did to its own. */
  office: { emails: string[]; change?: AccountChange };
  /** Runs the outbox now, and on until nothing is due; resolves with what it sent. */
  flush: () => Promise<OutboxRun>;
  /** What the outbox's timer does now: the outbox, the alarms (src/relay/alarms.ts), and the outbox again for what they queued. */
  tick: () => Promise<OutboxRun>;
  /** Deletes the leads older than the retention period now; answers how many (the timer does it hourly). */
  retain: () => Promise<number>;
  /** The search text of leads stored before it was computed, filled in the background from start; resolves with how many (../searchBackfill.ts). */
  searchBackfill: Promise<number>;
  close: () => Promise<void>;
}

/** The relay's settings from the environment: SMTP_URL, MAIL_FROM, OFFICE_EMAIL_TO, RELAY_WEBHOOK_URL, RELAY_WEBHOOK_SECRET, RELAY_SQLITE_SYNC, OFFICE_EMAIL, OFFICE_PASSWORD, LEAD_RETENTION_MONTHS, RELAY_TRUSTED_PROXIES, RELAY_SPAM_PER_DAY and RELAY_MIN_FREE_MB (docs/deploy.md). */
export function relaySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<NodeRelayOptions, 'smtpUrl' | 'webhook' | 'mail' | 'synchronous' | 'officeAccount' | 'retentionMonths' | 'trustedProxies' | 'minFreeBytes' | 'spamPerDay' | 'alarms'> {
  if (env.RELAY_SQLITE_SYNC && !['NORMAL', 'FULL'].includes(env.RELAY_SQLITE_SYNC)) throw new Error(`RELAY_SQLITE_SYNC must be NORMAL or FULL (got "${env.RELAY_SQLITE_SYNC}")`);
  return {
    smtpUrl: env.SMTP_URL || undefined,
    webhook: webhookOf(env),
    mail: chosenMailOf(env),
    synchronous: env.RELAY_SQLITE_SYNC as 'NORMAL' | 'FULL' | undefined,
    officeAccount: officeAccountOf(env),
    retentionMonths: retentionMonthsOf(env),
    trustedProxies: trustedProxiesOf(env),
    spamPerDay: spamPerDayOf(env),
    minFreeBytes: minFreeBytesOf(env),
    alarms: { BACKUP_EMAIL_TO: env.BACKUP_EMAIL_TO, LEAD_ESCALATION_MINUTES: env.LEAD_ESCALATION_MINUTES, LEAD_SILENCE_DAYS: env.LEAD_SILENCE_DAYS },
  };
}

/** OFFICE_EMAIL with OFFICE_PASSWORD (both, or neither: one alone is a mistake worth stopping for). */
export function officeAccountOf(env: { OFFICE_EMAIL?: string; OFFICE_PASSWORD?: string }) {
  if (!env.OFFICE_EMAIL && !env.OFFICE_PASSWORD) return undefined;
  if (!env.OFFICE_EMAIL || !env.OFFICE_PASSWORD) throw new Error('OFFICE_EMAIL and OFFICE_PASSWORD go together: the one makes the office account, the other is its password');
  return { email: env.OFFICE_EMAIL, password: env.OFFICE_PASSWORD };
}

/** How the Node relay computes the office's passwords: scrypt (src/relay/accounts/password.ts), at most SCRYPT_IN_FLIGHT of the sign-in's at once. */
export const nodePasswords = { scrypt: nodeScrypt, maxInFlight: SCRYPT_IN_FLIGHT };

/**
 * The relay on Node, in its phases, each a function below: the database
 * opened and migrated, with the office account OFFICE_EMAIL names and the
 * sends a previous process left half done released (`openedDatabase`); the
 * outbox readied (its unfinished drafts swept) and scheduled with the alarms
 * (`startedOutbox`); forgetting (`forgetting`) and retention
 * (`scheduleRetention`); the search text of older leads filled in the
 * background (`startSearchBackfill`); the app and its request listener
 * (`nodeRelayApp`, `requestListener`).
 */
export async function startNodeRelay(options: NodeRelayOptions): Promise<NodeRelay> {
  const { now = () => new Date(), retentionMonths = retentionMonthsOf({}) } = options;
  const log = options.log ?? console.log;
  const { store, databaseFile, office } = await openedDatabase(options, now);
  const { outbox, outboxDir, mail } = await startedOutbox(store, options, now, log);
  const forgotten = forgetting(store, outbox, outboxDir);
  const retention = scheduleRetention(() => deleteExpiredLeads(store.db, now(), retentionMonths, forgotten), retentionMonths, log);
  let closing = false;
  const searchBackfill = startSearchBackfill(store, log, () => closing);
  const app = nodeRelayApp(options, { store, now, log, outbox, mail, forgotten });

  return {
    listener: requestListener(app.fetch),
    store,
    databaseFile,
    outboxDir,
    office,
    flush: outbox.flush,
    tick: outbox.tick,
    retain: retention.now,
    searchBackfill,
    async close() {
      retention.stop();
      closing = true;
      await searchBackfill;
      await outbox.close();
      await store.close();
    },
  };
}

/** The database opened and migrated; the office account OFFICE_EMAIL names set; the office's accounts read; what a previous process was sending released. */
async function openedDatabase(options: NodeRelayOptions, now: () => Date) {
  const databaseFile = join(options.dataDir, DATABASE_FILE);
  const store = await openRelayDatabase(databaseFile, { busyTimeoutMs: options.busyTimeoutMs, synchronous: options.synchronous });
  const change = options.officeAccount && (await setOfficeAccount({ ...store, now, passwords: nodePasswords }, options.officeAccount.email, options.officeAccount.password));
  const office = { emails: await officeEmails(store.db), change };
  // One process owns this database: whatever a previous one was sending when it stopped is due again.
  await releaseClaims(store.db, store.batch, now());
  return { store, databaseFile, office };
}

/** The transport readied, and the outbox scheduled: after each stored lead, on its timer, with the alarms (src/relay/alarms.ts) on each tick. */
async function startedOutbox(store: RelayStore, options: NodeRelayOptions, now: () => Date, log: (line: string) => void) {
  const outboxDir = options.smtpUrl ? undefined : join(options.dataDir, OUTBOX_DIR);
  const transport = await readyTransport(options.smtpUrl, outboxDir, log);
  // The Message-IDs on the host the site is served from: the agency's, or SITE_ORIGIN's (src/config/agency.ts), as the links below.
  const mail = mailSettingsOf(options.mail, agency.siteOrigin);
  const alarms = alarmSettingsOf(options.alarms ?? {}, mail);
  const outbox = scheduleOutbox({ ...store, transport, mail, webhook: options.webhook, now }, options.outboxIntervalMs ?? OUTBOX_INTERVAL_MS, () =>
    runAlarms({ ...store, mail, alarms, linkOrigin: options.siteOrigin ?? agency.siteOrigin }, now()),
  );
  return { outbox, outboxDir, mail };
}

/** A deleted lead forgotten (docs/relay.md, "The lead relay: forgetting"): its .eml files go after any outbox run that may be writing one, then the WAL is emptied. */
function forgetting(store: RelayStore, outbox: Pick<OutboxScheduler, 'settled'>, outboxDir: string | undefined) {
  return async (ids: readonly string[]) => {
    if (outboxDir) {
      await outbox.settled();
      await removeLeadMessages(outboxDir, ids);
    }
    await store.scrub();
  };
}

/** Leads stored before their search text was computed: filled a chunk at a time, posts and pages answered between two chunks; resolves with how many. */
function startSearchBackfill(store: RelayStore, log: (line: string) => void, stopped: () => boolean) {
  return backfillSearchText(store.db, store.batch, { pause: () => nextTurn(), stopped }).then(
    (filled) => {
      if (filled) log(`[lead relay] search: ${filled} stored lead${filled === 1 ? '' : 's'} made searchable`);
      return filled;
    },
    (error: unknown) => {
      console.error('[lead relay] search backfill failed:', error instanceof Error ? error.message : error);
      return 0;
    },
  );
}

/** What the app needs of the phases before it. */
interface StartedParts {
  store: RelayStore;
  now: () => Date;
  log: (line: string) => void;
  outbox: Pick<OutboxScheduler, 'afterStored'>;
  mail: MailSettings;
  forgotten: (ids: readonly string[]) => Promise<void>;
}

/** The relay's app with Node's parts: the sender's address from the socket (or a named proxy), the disk's margin, the inbox's and the editor's files, the server's Git copy. */
function nodeRelayApp(options: NodeRelayOptions, { store, now, log, outbox, mail, forgotten }: StartedParts) {
  const { dataDir, editorDir } = options;
  return createRelayApp({
    ...store,
    now,
    webhook: options.webhook,
    onStored: outbox.afterStored,
    remoteAddress: (c: Context) => {
      const incoming = (c.env as HttpBindings | undefined)?.incoming;
      return incoming && remoteAddressOf(incoming, options.trustedProxies);
    },
    spamLimits: options.spamLimits,
    spamPerDay: options.spamPerDay,
    storageFull: options.minFreeBytes === 0 ? undefined : diskSpaceGuard(dataDir, options.minFreeBytes),
    log,
    forgotten,
    bodyTimeoutMs: options.bodyTimeoutMs,
    passwords: nodePasswords,
    officeFiles: options.officeDir ? officeFilesIn(options.officeDir) : undefined,
    editorStorage: options.editorRepo ? editorStorageIn(options.editorRepo, options.siteBuilds) : undefined,
    editorPageFile: editorDir ? () => officeFilesIn(typeof editorDir === 'function' ? editorDir() : editorDir)('index.html') : undefined,
    siteBuilds: options.siteBuilds,
    officeMail: { mail, linkOrigin: options.siteOrigin ?? agency.siteOrigin, onMailQueued: outbox.afterStored },
  });
}

/** The server's copy, each commit followed by a rebuild when something rebuilds the site. */
function editorStorageIn(repo: string, builds: SiteBuilds | undefined) {
  const storage = gitCopyStorage(repo);
  return builds ? rebuildAfterCommits(storage, builds) : storage;
}

/** SMTP when SMTP_URL is set, else .eml files in the outbox folder, where what a process killed mid-write left is swept first (its message is written again when due). */
async function readyTransport(smtpUrl: string | undefined, outboxDir: string | undefined, log: (line: string) => void) {
  if (smtpUrl) return smtpTransport(smtpUrl);
  const swept = await sweepOutboxDrafts(outboxDir!);
  if (swept) log(`[lead relay] ${swept} unfinished file${swept === 1 ? '' : 's'} swept from ${outboxDir}`);
  return emlTransport(outboxDir!);
}

/** Retention at start and hourly, each run's deletions logged; `now` runs it at once and answers how many it deleted. */
function scheduleRetention(retain: () => Promise<number>, retentionMonths: number, log: (line: string) => void) {
  const retainLogged = () => {
    retain().then(
      (deleted) => deleted && log(`[lead relay] retention: ${deleted} lead${deleted === 1 ? '' : 's'} deleted (received more than ${retentionMonths} months ago)`),
      (error: unknown) => console.error('[lead relay] retention run failed:', error instanceof Error ? error.message : error),
    );
  };
  const timer = setInterval(retainLogged, RETENTION_INTERVAL_MS);
  timer.unref();
  retainLogged();
  return { now: retain, stop: () => clearInterval(timer) };
}

/** The app as a listener for node:http; a request that throws is answered 500 if nothing was sent yet. */
function requestListener(fetch: Parameters<typeof getRequestListener>[0]) {
  const listen = getRequestListener(fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    listen(req, res).catch((error: unknown) => {
      console.error('[lead relay] request failed:', error instanceof Error ? error.message : error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
}
