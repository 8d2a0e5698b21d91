/**
 * The lead relay (docs/forms.md, "The relay"; docs/architecture.md, "The lead
 * relay"): one Hono app on web standards, run by Node (src/relay/node/) and
 * by the Worker alike. Two doors, shaped like FormSubmit's:
 *   - RELAY_AJAX_PATH, which the script posts to: multipart only, answered
 *     with JSON (`success` "true", and the lead's `id`);
 *   - RELAY_FORM_PATH, the forms' `action` without script: multipart or
 *     urlencoded, answered 303 to `_next` when that is a page of this same
 *     site, with a short page of its own otherwise.
 * Each post is stored (the lead and its outbox rows, in one batch) before
 * the relay answers success; a post it cannot store is answered 500, which
 * the forms show as their failure, keeping every value. Suspected spam (a
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
import { htmlEndpointOf, LEAD_RELAY_ENDPOINT } from '../config/relay';
import { escapeHtml } from '../lib/escapeHtml';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES, readFields, Refusal, valueOf } from './body';
import { deliveriesOf, leadOf, storeQueries } from './lead';
import { officeApp } from './office/officeApp';
import type { OfficeFiles } from './office/officePages';
import type { PasswordHashing } from './office/password';
import { OFFICE_PATH } from './office/session';
import { sameSiteRedirect } from './sameSite';
import type { Door } from './schema';
import type { RateLimits } from './spam/rateLimits';
import { withSpamVerdict } from './spam/spamVerdict';
import { summarize } from './summary';
import type { RelayCore } from './core';
import { leadIdAt } from './leadId';

/** The ajax door, on the site's own origin (the default build posts here). */
export const RELAY_AJAX_PATH = LEAD_RELAY_ENDPOINT;
/** The form door: the same path without `/ajax`, as FormSubmit's. */
export const RELAY_FORM_PATH = htmlEndpointOf(RELAY_AJAX_PATH);

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
  /** What the office's passwords are computed with (Node: scrypt, src/relay/node/scrypt.ts); by default WebCrypto's PBKDF2 alone. */
  passwords?: PasswordHashing;
  /** The office's inbox app, as built (Node: dist-office/office/; the Worker: its static assets): src/relay/office/officePages.ts. */
  officeFiles?: OfficeFiles;
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
    let lead;
    try {
      // The honeypot, the content rules and the limits (src/relay/spam/): spam is stored too, and owed nothing.
      lead = await withSpamVerdict(db, leadOf(id, { door: kind, fields, receivedAt: now(), remoteAddress: remoteAddress?.(c) }), fields, deps.spamLimits);
      await batch(storeQueries(db, lead, deliveriesOf(fields, lead.spam === 1, Boolean(deps.webhook))));
    } catch (error) {
      console.error('[lead relay] could not store a submission:', error instanceof Error ? error.message : error);
      return fail(500, 'Could not record the submission');
    }
    log(summarize(lead, fields));
    if (lead.spam !== 1) onStored?.(id, c);

    if (!html) return json(200, { success: 'true', message: 'The form was submitted successfully.', id });
    // The host the visitor posted to, from the request's URL: Node builds it from the Host header, and a
    // Worker's is the routed URL (miniflare, which runs the Worker in the tests, passes its own loopback as Host).
    const next = sameSiteRedirect(valueOf(fields, '_next'), new URL(c.req.url).host);
    if (next) return new Response(null, { status: 303, headers: { Location: next } });
    return page(200, 'Thank you, your request was recorded.');
  };

  app.all(RELAY_AJAX_PATH, door('ajax'));
  app.all(RELAY_FORM_PATH, door('form'));
  app.route(OFFICE_PATH, officeApp({ db, batch, now, passwords: deps.passwords ?? {}, remoteAddress, webhook: deps.webhook, onReleased: onStored, forgotten: deps.forgotten, files: deps.officeFiles }));
  return app;
}
