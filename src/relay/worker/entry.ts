/**
 * The lead relay on Cloudflare Workers (docs/deploy.md, "Cloudflare"): the
 * same app and outbox as the Node relay (src/relay/app.ts,
 * src/relay/outbox.ts), over D1 through Kysely (./d1Dialect.ts), where
 * "stored before acknowledged" is one D1 batch. `/relay/*` of the site's
 * host is routed here (./wrangler.jsonc); Pages serves the rest.
 *
 * The outbox runs right after each stored lead, in `waitUntil` (the answer
 * does not wait for the mail), and on the cron trigger for what is due
 * again: the retries, and any delivery a run left claimed when it was cut
 * short (its claim expires; src/relay/outbox.ts). Mail leaves through an HTTP
 * e-mail API (./httpMailTransport.ts). The cron trigger also deletes the
 * leads older than the retention period (src/relay/retention.ts), and fills
 * the search text of leads stored before it was computed
 * (src/relay/searchBackfill.ts), as an isolate's first request does, and
 * runs the alarms (src/relay/alarms.ts) between two outbox runs, all as of
 * the trigger's scheduled time.
 *
 * The office (src/relay/office/) answers under `/office/*`, routed here too.
 * Its passwords are PBKDF2 from WebCrypto (a Worker has no scrypt to spare
 * 128 MB for), and OFFICE_EMAIL with OFFICE_PASSWORD (a secret) makes or
 * resets that account before an isolate's first request is answered
 * (docs/deploy.md, "Office accounts"). The content editor's gateway there
 * commits to the repository on GitHub through a token (./githubStorage.ts).
 */
import type { Context, ExecutionContext } from 'hono';
import { Kysely } from 'kysely';
import { createRelayApp } from '../app';
import { setOfficeAccount } from '../accounts/accounts';
import { runOutbox } from '../outbox';
import type { RelayDatabase } from '../schema';
import { deleteExpiredLeads } from '../retention';
import { backfillSearchText } from '../searchBackfill';
import { runAlarms } from '../alarms';
import { relayFacts } from '../relayFacts';
import { alarmSettingsOf, chosenMailOf, mailSettingsOf, retentionMonthsOf, spamPerDayOf, webhookOf, type RelayVariables } from '../settings';
import type { D1Database } from './d1';
import { d1Batch } from './d1Batch';
import { D1Dialect } from './d1Dialect';
import { githubSettingsOf, githubStorage } from './githubStorage';
import { httpMailTransport } from './httpMailTransport';
import { editorPageAsset, officeAssets, type AssetsBinding } from './officeAssets';

/**
 * The Worker's bindings: wrangler.jsonc's `d1_databases` and `vars`, and the
 * secrets set with `wrangler secret put` (MAIL_API_KEY, RELAY_WEBHOOK_SECRET).
 * The same names as the Node relay's environment where they mean the same.
 */
export interface RelayEnv extends RelayVariables {
  DB: D1Database;
  /** The HTTP e-mail API's endpoint, and its key (a secret). */
  MAIL_API_URL: string;
  MAIL_API_KEY?: string;
  /** The office's inbox app: the Worker's static assets (wrangler.jsonc's `assets`, run_worker_first). */
  ASSETS?: AssetsBinding;
  /** An office account made or reset at an isolate's first request (the password a secret). */
  OFFICE_EMAIL?: string;
  OFFICE_PASSWORD?: string;
  /**
   * The content editor's Git host (./githubStorage.ts; docs/deploy.md, "The
   * editor on Cloudflare"): a fine-grained token (a secret), the repository
   * (owner/name), its branch (default main), the API's address (default
   * https://api.github.com). Without the token and the repository the
   * editor's gateway answers 503.
   */
  EDITOR_GITHUB_TOKEN?: string;
  EDITOR_GITHUB_REPO?: string;
  EDITOR_GITHUB_BRANCH?: string;
  EDITOR_GITHUB_API_URL?: string;
}

/** The editor's storage when its Git host is configured; a setting that is wrong is logged and leaves the editor off, never the relay. */
function editorStorageOf(env: RelayEnv) {
  try {
    const settings = githubSettingsOf(env);
    return settings && githubStorage(settings);
  } catch (error) {
    console.error('[office] the editor is off:', error instanceof Error ? error.message : error);
    return undefined;
  }
}

function relayFor(env: RelayEnv) {
  const db = new Kysely<RelayDatabase>({ dialect: new D1Dialect({ database: env.DB }) });
  // One D1 batch (./d1Batch.ts): the lead and its outbox rows are written together or not at all.
  const batch = d1Batch(env.DB);
  const mail = mailSettingsOf(chosenMailOf(env));
  const retentionMonths = retentionMonthsOf(env);
  const webhook = webhookOf(env);
  // Without a key the provider refuses every message: the refusal is recorded with each attempt, and retried.
  const transport = httpMailTransport({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY ?? '' });
  const outbox = (now?: Date) =>
    runOutbox({ db, batch, transport, mail, webhook, now: now && (() => now) }).catch((error: unknown) => {
      console.error('[lead relay] outbox run failed:', error instanceof Error ? error.message : error);
    });
  const alarmSettings = alarmSettingsOf(env, mail);
  /** The outbox, the alarms, and the outbox again for what they queued (a delivery given up on is told in the same run). */
  const outboxAndAlarms = async (now: Date) => {
    await outbox(now);
    try {
      const raised = await runAlarms({ db, batch, mail, alarms: alarmSettings, linkOrigin: relayFacts.siteOrigin }, now);
      if (raised.escalated || raised.undelivered || raised.silence) await outbox(now);
    } catch (error) {
      console.error('[lead relay] alarms run failed:', error instanceof Error ? error.message : error);
    }
  };
  const app = createRelayApp({
    db,
    batch,
    webhook,
    onStored: (_id, c: Context) => c.executionCtx.waitUntil(outbox()),
    // Cloudflare sets it to the address the request came from, replacing any a visitor sends; X-Forwarded-For is never read here.
    remoteAddress: (c: Context) => c.req.header('CF-Connecting-IP'),
    spamPerDay: spamPerDayOf(env),
    log: (line) => console.log(line),
    officeFiles: officeAssets(env.ASSETS),
    // Invitations and password links leave as a lead's messages do: the outbox run in waitUntil.
    officeMail: { mail, onMailQueued: (c: Context) => c.executionCtx.waitUntil(outbox()) },
    // Each Publish a commit on the Git host, which builds the site on push (docs/deploy.md, "The editor on Cloudflare").
    editorStorage: editorStorageOf(env),
    editorPageFile: editorPageAsset(env.ASSETS),
  });
  const office =
    env.OFFICE_EMAIL && env.OFFICE_PASSWORD
      ? setOfficeAccount({ db, batch, now: () => new Date(), passwords: {} }, env.OFFICE_EMAIL, env.OFFICE_PASSWORD).then(
          () => {},
          (error: unknown) => console.error('[office] OFFICE_EMAIL:', error instanceof Error ? error.message : error),
        )
      : Promise.resolve();
  /** Leads older than the retention period, deleted as of the cron trigger's scheduled time. */
  const retain = (now: Date) =>
    deleteExpiredLeads(db, now, retentionMonths).catch((error: unknown) => {
      console.error('[lead relay] retention run failed:', error instanceof Error ? error.message : error);
    });
  /** Leads stored before their search text was computed (../searchBackfill.ts): a bounded run, the rest at the next. */
  const backfill = () =>
    backfillSearchText(db, batch, { maxChunks: BACKFILL_CHUNKS_PER_RUN }).catch((error: unknown) => {
      console.error('[lead relay] search backfill failed:', error instanceof Error ? error.message : error);
      return 0;
    });
  return { app, outboxAndAlarms, office, retain, backfill, backfilled: false };
}

/** A run's chunks of the search backfill: 20 chunks of 200 leads, within a cron run's and a request's waitUntil limits. */
const BACKFILL_CHUNKS_PER_RUN = 20;

/** One relay per set of bindings: the isolate keeps it between requests. */
const relays = new WeakMap<RelayEnv, ReturnType<typeof relayFor>>();
function relay(env: RelayEnv) {
  let found = relays.get(env);
  if (!found) relays.set(env, (found = relayFor(env)));
  return found;
}

export default {
  async fetch(request: Request, env: RelayEnv, ctx: ExecutionContext) {
    const found = relay(env);
    await found.office;
    // An isolate's first request starts the search backfill; the cron trigger goes on with what is left.
    if (!found.backfilled) {
      found.backfilled = true;
      ctx.waitUntil(found.backfill());
    }
    return found.app.fetch(request, env, ctx);
  },
  /** The cron trigger (wrangler.jsonc): the outbox, the alarms and retention, as of the trigger's time. */
  scheduled(controller: { scheduledTime: number }, env: RelayEnv, ctx: ExecutionContext) {
    const { office, outboxAndAlarms, retain, backfill } = relay(env);
    const now = new Date(controller.scheduledTime);
    // An isolate whose first event is this one starts the office account's write here: the event lasts until that
    // write has settled too, or a later request awaiting it could wait on a promise of an ended event for ever.
    ctx.waitUntil(office.then(() => Promise.all([outboxAndAlarms(now), retain(now), backfill()])));
  },
};
