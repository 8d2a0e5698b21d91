/**
 * The search text of leads stored before the relay computed it
 * (src/relay/migrations/0008_search_text.sql leaves it NULL): computed here
 * by the same code as a new lead's (./searchText.ts), a chunk at a time, so
 * that both runtimes hold the same text. Node runs it in the background at
 * start, the Worker at an isolate's first request and on its cron trigger
 * (docs/relay.md, "The office's inbox": search). Until a lead is reached
 * the inbox finds it as before (src/relay/inbox/leadQueries.ts).
 */
import type { Kysely } from 'kysely';
import type { Batch } from './batch';
import type { Fields } from './body';
import { formById } from './formCatalogue';
import { searchTextOf } from './searchText';
import type { RelayDatabase } from './schema';

/** Leads read and written per batch: a short write, however many are left. */
export const BACKFILL_CHUNK = 200;

/** A stored lead's fields, or none when the JSON is not a list of pairs (a row no relay wrote). */
function storedFields(json: string): Fields {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((pair): pair is [string, string] => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') : [];
  } catch {
    return [];
  }
}

export interface BackfillOptions {
  /** Chunks per run at the most (a Worker's run has limits); what is left waits for the next run. */
  maxChunks?: number;
  /** Between two chunks: a turn of the event loop, so that posts and pages are answered meanwhile. */
  pause?: () => Promise<void>;
  /** Asked before each chunk: true stops the run (the Node relay closing). */
  stopped?: () => boolean;
}

/** Fills the search text of leads that have none; answers how many it filled. */
export async function backfillSearchText(db: Kysely<RelayDatabase>, batch: Batch, { maxChunks = Infinity, pause, stopped }: BackfillOptions = {}): Promise<number> {
  let filled = 0;
  // By id, each chunk after the last: a lead is visited once a run (reading the first NULLs again and again visited the leads filled before them: 357 s for 100,000).
  let after = '';
  for (let chunk = 0; chunk < maxChunks && !stopped?.(); chunk++) {
    if (chunk > 0) await pause?.();
    const rows = await db
      .selectFrom('leads')
      .select(['id', 'form', 'subject', 'page', 'campaign', 'visitor_name', 'visitor_email', 'visitor_phone', 'fields'])
      .where('search_text', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_CHUNK)
      .execute();
    if (!rows.length) break;
    await batch(
      rows.map((row) => {
        const text = searchTextOf({
          form: formById(row.form),
          subject: row.subject,
          page: row.page,
          campaign: row.campaign,
          visitorName: row.visitor_name,
          visitorEmail: row.visitor_email,
          visitorPhone: row.visitor_phone,
          fields: storedFields(row.fields),
        });
        // Only where it is still NULL: a lead forgotten or filled meanwhile is left as it is.
        return db.updateTable('leads').set({ search_text: text }).where('id', '=', row.id).where('search_text', 'is', null).compile();
      }),
    );
    filled += rows.length;
    if (rows.length < BACKFILL_CHUNK) break;
    after = rows[rows.length - 1].id;
  }
  return filled;
}
