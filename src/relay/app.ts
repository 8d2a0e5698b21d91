/**
 * The lead relay (docs/forms.md, "The relay"; docs/relay.md, "The lead
 * relay"): one Hono app on web standards, run by Node (src/relay/node/) and
 * by the Worker alike. Two doors, shaped like FormSubmit's:
 *   - RELAY_AJAX_PATH, which the script posts to: multipart only, answered
 *     with JSON (`success` "true", and the lead's `id`);
 *   - RELAY_FORM_PATH, the forms' `action` without script: multipart or
 *     urlencoded, answered 303 to `_next` when that is a page of this same
 *     site, with a short page of its own otherwise.
 * Each post is stored (the lead and its outbox rows, in one batch) before
 * the relay answers success; a post it cannot store is answered 500, or 503
 * with Retry-After when there is no room (./storageFull.ts), which the forms
 * show as their failure, keeping every value. Suspected spam (a
 * filled honeypot, a content rule, a limit passed: src/relay/spam/) is
 * stored as spam and answered as a success, and delivered only if the
 * office releases it.
 * Guards: a body over its cap gets 413, a body still incomplete after 10 s
 * 408, another type 400, another method 405; a post that is not a form's
 * fields (too many, too long, a field no form has, nothing filled in:
 * ./leadCaps.ts) 400 or 413, with what is wrong.
 * Beside the doors, the office (./office/officeApp.ts) under /office: the
 * sign-in and, behind it, the inbox.
 */
import { Hono, type Context } from 'hono';
import { escapeHtml } from '../lib/escapeHtml';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES, readFields, Refusal, valueOf } from './body';
import { deliveriesOf, leadOf, storeLead, type Stored } from './lead';
import { officeApp } from './office/officeApp';
import type { OfficeFiles } from './inbox/officePages';
import type { EditorStorage } from './editorGateway/editorStorage';
import type { EditorPageFile } from './editorGateway/editorPage';
import type { SiteBuilds } from './editorGateway/siteBuilds';
import type { LinkMailDeps } from './accounts/linkMail';
import type { PasswordHashing } from './accounts/password';
import { OFFICE_PATH } from './office/officePaths';
import { sameSiteRedirect } from './sameSite';
import type { Door, NewLead } from './schema';
import type { RateLimits } from './spam/rateLimits';
import { withContentVerdict } from './spam/spamVerdict';
import { isStorageFull, RETRY_AFTER_SECONDS, STORAGE_FULL } from './storageFull';
import { summarize } from './summary';
import type { RelayCore } from './core';
import { leadIdAt } from './leadId';
import { RELAY_AJAX_PATH, RELAY_FORM_PATH } from './doorPaths';

export { RELAY_AJAX_PATH, RELAY_FORM_PATH };

export interface RelayAppDeps extends RelayCore {
  /** After a lead is stored: start delivering (Node: the outbox timer; Workers: `waitUntil`). */
  onStored?: (leadId: string, c: Context) => void;
  /** The sender's network address (Node: the socket; Workers: CF-Connecting-IP). */
  remoteAddress?: (c: Context) => string | undefined;
  /** One line per stored lead (src/relay/summary.ts); errors go to `console.error`. */
  log?: (line: string) => void;
  maxBytes?: number;
  bodyTimeoutMs?: number;
  /** The lead's id: unguessable, in the order the leads came (./leadId.ts). */
  newId?: () => string;
  /** The spam limits per sender and per address (default RATE_LIMITS, src/relay/spam/rateLimits.ts). */
  spamLimits?: RateLimits;
  /** Held spam stored whole a day (default SPAM_KEPT_PER_DAY, src/relay/spam/spamStorage.ts); past it, only counted. */
  spamPerDay?: number;
  /** Whether there is no room left to store a post (Node: ./node/diskSpace.ts); then the doors answer 503. */
  storageFull?: () => boolean | Promise<boolean>;
  /** What the office's passwords are computed with (Node: scrypt, src/relay/node/scrypt.ts); by default WebCrypto's PBKDF2 alone. */
  passwords?: PasswordHashing;
  /** The office's inbox app, as built (Node: dist-office/office/; the Worker: its static assets): src/relay/inbox/officePages.ts. */
  officeFiles?: OfficeFiles;
  /** The office's invitations and password links (src/relay/accounts/linkMail.ts): the mail settings, the links' origin, what runs the outbox. */
  officeMail?: Partial<LinkMailDeps>;
  /** The content editor's storage behind the office's sign-in (Node: the server's own copy of the repository, src/relay/node/gitCopy.ts; the Worker: the repository on GitHub, src/relay/worker/githubStorage.ts). */
  editorStorage?: EditorStorage;
  /** The built editor's page (Node: dist/admin/index.html), served as the office's Pages. */
  editorPageFile?: EditorPageFile;
  /** What rebuilds the site after each of the editor's commits (Node: src/server/siteRebuilds.ts); none on the Worker. */
  siteBuilds?: SiteBuilds;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
};


/** A short page for the browser's own post (the form door). */
function page(status: number, message: string, extra: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Lead relay</title><p>${escapeHtml(message)}</p><p><a href="/">Back to the site</a></p></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...extra } });
}

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8', ...extra } });
}

export function createRelayApp(deps: RelayAppDeps): Hono {
  const {
    db,
    batch,
    now = () => new Date(),
    onStored,
    remoteAddress,
    log = () => {},
    maxBytes = MAX_BODY_BYTES,
    bodyTimeoutMs = BODY_TIMEOUT_MS,
    newId = () => leadIdAt(),
  } = deps;
  const app = new Hono();

  const door = (kind: Door) => async (c: Context) => {
    const html = kind === 'form';
    /** The answer to a post that was not stored, in the door's own language. */
    const fail = (status: number, message: string, extra: Record<string, string> = {}) =>
      html ? page(status, `Not recorded: ${message}.`, extra) : json(status, { success: 'false', message }, extra);

    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...cors, 'Access-Control-Max-Age': '600' } });
    if (c.req.method !== 'POST') return fail(405, 'Use POST', { Allow: 'POST, OPTIONS' });

    let fields;
    try {
      fields = await readFields(c.req.raw, kind, maxBytes, bodyTimeoutMs);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // Answer, then close the connection instead of reading the rest of an oversized or stalled upload.
      return fail(error.status, error.message, error.status === 400 ? {} : { Connection: 'close' });
    }

    const id = newId();
    let lead: NewLead;
    let stored: Stored;
    try {
      // Room to store it first (Node: the data folder's free space, ./node/diskSpace.ts): a full disk is a 503, not a failed write.
      if (await deps.storageFull?.()) return fail(503, STORAGE_FULL, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      // The honeypot and the content rules here; the limits and the day's spam kept are counted by the lead's own INSERT
      // (./lead.ts, storeLead; ./spam/). Spam is answered as a success too, and owed nothing.
      lead = withContentVerdict(leadOf(id, { door: kind, fields, receivedAt: now(), remoteAddress: remoteAddress?.(c) }), fields);
      stored = await storeLead({ db, batch }, lead, deliveriesOf(fields, lead.spam === 1, Boolean(deps.webhook)), { limits: deps.spamLimits, spamPerDay: deps.spamPerDay });
    } catch (error) {
      if (isStorageFull(error)) {
        console.error('[lead relay] the database is full: answering 503');
        return fail(503, STORAGE_FULL, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      console.error('[lead relay] could not store a submission:', error instanceof Error ? error.message : error);
      return fail(500, 'Could not record the submission');
    }
    // The lead's fate was decided by its INSERT (./lead.ts, storeLead): a limit's reason is not read back.
    log(summarize({ ...lead, spam: stored === 'delivered' ? 0 : 1, spam_reason: `${lead.spam_reason ?? 'a limit'}${stored === 'counted' ? ' (counted, not kept)' : ''}` }, fields));
    if (stored === 'delivered') onStored?.(id, c);

    if (!html) return json(200, { success: 'true', message: 'The form was submitted successfully.', id });
    // The host the visitor posted to, from the request's URL: Node builds it from the Host header, and a
    // Worker's is the routed URL (miniflare, which runs the Worker in the tests, passes its own loopback as Host).
    const next = sameSiteRedirect(valueOf(fields, '_next'), new URL(c.req.url).host);
    if (next) return new Response(null, { status: 303, headers: { Location: next } });
    return page(200, 'Thank you, your request was recorded.');
  };

  app.all(RELAY_AJAX_PATH, door('ajax'));
  app.all(RELAY_FORM_PATH, door('form'));
  app.route(OFFICE_PATH, officeApp({ db, batch, now, passwords: deps.passwords ?? {}, remoteAddress, webhook: deps.webhook, onReleased: onStored, forgotten: deps.forgotten, files: deps.officeFiles, editorStorage: deps.editorStorage, editorPageFile: deps.editorPageFile, siteBuilds: deps.siteBuilds, ...deps.officeMail }));
  return app;
}
