/**
 * What a bulk action asks (`POST /office/api/leads/bulk`, docs/relay.md,
 * "The office's inbox": bulk actions), read from its JSON body and refused
 * with a message the inbox shows when it is not one: an action the inbox
 * offers, and between one and MAX_BULK_LEADS ids, each a short string. The
 * bound is the list's page (the inbox's "Select all shown" selects what is
 * loaded): one request, one write, never the whole table. An id named twice
 * counts once; an id of no lead (or, for a release, of a lead not held as
 * spam) is left alone and counted apart by the answer.
 */

export const BULK_ACTIONS = ['handled', 'delete', 'release'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The most leads one bulk action names: two default pages of the list (src/relay/inbox/leadQueries.ts, PAGE_SIZE). */
export const MAX_BULK_LEADS = 100;
/** A lead's id is 36 characters (src/relay/leadId.ts); anything much longer is no id. */
const MAX_ID_CHARS = 64;

export const TOO_MANY_LEADS = (count: number) => `Select at most ${MAX_BULK_LEADS} leads at a time: ${count} are selected.`;
export const NO_LEADS = 'Select at least one lead.';

export type BulkRequest = { action: BulkAction; ids: string[] } | { refused: string };

export function bulkRequestOf(body: unknown): BulkRequest {
  const { action, ids } = (body && typeof body === 'object' ? body : {}) as { action?: unknown; ids?: unknown };
  if (typeof action !== 'string' || !(BULK_ACTIONS as readonly string[]).includes(action)) return { refused: `Send {"action": one of ${BULK_ACTIONS.join(', ')}, "ids": [...]}` };
  if (!Array.isArray(ids)) return { refused: 'Send the leads\' ids as a list: {"ids": [...]}' };
  // The bound is on what was sent, before duplicates are dropped: 10,000 copies of one id are refused as 10,000.
  if (ids.length > MAX_BULK_LEADS) return { refused: TOO_MANY_LEADS(ids.length) };
  if (!ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_CHARS)) return { refused: 'Each id must be a lead\'s id.' };
  const unique = [...new Set(ids as string[])];
  if (!unique.length) return { refused: NO_LEADS };
  return { action: action as BulkAction, ids: unique };
}
