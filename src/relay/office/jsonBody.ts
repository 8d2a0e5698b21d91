/**
 * A route's JSON body, read and checked before its handler (docs/relay.md,
 * "The office's inbox"): the office's API routes declare what they take
 * with it, and the inbox's client derives what it sends from that
 * declaration (hono/client's `hc`, src/relay/inbox/app/api.ts). A body that
 * is not a JSON object, or none, has no fields; `check` gives the value, which the
 * handler reads with `c.req.valid('json')`, or says what is wrong with it,
 * answered 400 `{"error": ...}` before the handler runs.
 */
import type { MiddlewareHandler } from 'hono';
import type { OfficeEnv } from '../accounts/session';
import { PRIVATE } from './privateHeaders';

/** Checks the body's fields: those of a JSON object, none for anything else (no body, not JSON, a string, null). */
export type BodyCheck<T> = (fields: Record<string, unknown>) => { value: T } | { refused: string };

const fieldsOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});


export const jsonBody =
  <T extends object>(check: BodyCheck<T>): MiddlewareHandler<OfficeEnv, string, { in: { json: T }; out: { json: T } }> =>
  async (c, next) => {
    const checked = check(fieldsOf(await c.req.json().catch(() => undefined)));
    if ('refused' in checked) return c.json({ error: checked.refused }, 400, PRIVATE);
    c.req.addValidatedData('json', checked.value);
    await next();
  };
