/**
 * What every part of the lead relay works with (docs/relay.md, "The
 * lead relay"): the doors, the outbox's release of held spam, the office's
 * inbox and its sign-in each take these, each runtime gives them once.
 */
import type { Kysely } from 'kysely';
import type { Batch } from './batch';
import type { RelayDatabase } from './schema';

export interface RelayCore {
  db: Kysely<RelayDatabase>;
  /** Writes that commit together (src/relay/batch.ts). */
  batch: Batch;
  now?: () => Date;
  /** Whether a webhook is configured: each lead then owes it a delivery too. */
  webhook?: unknown;
  /**
   * Called once leads are deleted (the inbox's delete, retention), before the
   * deletion is answered: what the runtime does so that nothing of them stays
   * in its files (docs/relay.md, "The lead relay: forgetting"). Node:
   * the WAL emptied into the zeroed database file, the leads' .eml files
   * removed. The Worker has none: D1 allows nothing of the kind.
   */
  forgotten?: (ids: readonly string[]) => Promise<void>;
}
