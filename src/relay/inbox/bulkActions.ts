/**
 * The office's bulk actions (docs/relay.md, "The office's inbox": bulk
 * actions): the leads selected in the list marked handled, deleted, or
 * released to delivery, in one request and one write. Each reads which of
 * the ids it may change (leads still open; leads at all; leads held as
 * spam), then writes them in one batch whose statements name the ids as one
 * bound value (./idList.ts) and repeat the read's condition, so a lead
 * changed between the two is left as it is; the batch records an event on
 * each lead changed, who and when, in one more statement (./leadEvents.ts,
 * recordLeadEvents; a deleted lead's tombstone). The answer names the leads
 * changed and counts the rest: ids of no lead, leads already handled, leads
 * not held as spam.
 */
import type { RelayCore } from '../core';
import { releaseLeads } from '../spam/releaseLead';
import type { BulkRequest } from './bulkRequest';
import type { BulkResult } from './inboxTypes';
import { deleteLeadsQueries, existingLeads, markHandledQueries } from './leadQueries';
import type { EventAuthor } from './leadEvents';

export type BulkDeps = Pick<RelayCore, 'db' | 'batch' | 'webhook' | 'forgotten'>;

export async function bulkAction(deps: BulkDeps, { action, ids }: Extract<BulkRequest, { action: string }>, by: EventAuthor, now: Date): Promise<BulkResult> {
  const { db, batch } = deps;
  let done: string[];
  if (action === 'handled') {
    done = await existingLeads(db, ids, true);
    const changed = done.length ? (await batch(markHandledQueries(db, done, by, now))).at(-1) : 0;
    // Marked handled by someone else between the read and the write: theirs, not these.
    if (changed !== done.length) done = (await db.selectFrom('leads').select('id').where('handled_at', '=', now.toISOString()).execute()).map((row) => row.id).filter((id) => done.includes(id));
  } else if (action === 'delete') {
    done = await existingLeads(db, ids);
    if (done.length) {
      await batch(deleteLeadsQueries(db, done, by, now));
      // Answered once the runtime has overwritten what the leads left (src/relay/core.ts, forgotten), as the single delete.
      await deps.forgotten?.(done);
    }
  } else {
    done = await releaseLeads(deps, ids, now, by);
  }
  return { action, done, unchanged: ids.length - done.length, at: now.toISOString() };
}
