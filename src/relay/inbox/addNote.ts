/**
 * A note on a lead (docs/relay.md, "The office's inbox: history"): the
 * office's own words, kept as an event of the lead's history
 * (./leadEvents.ts), bounded (NOTE_CHARS, ./leadEventWords.ts) like every
 * text the office reads (./boundedFields.ts). A note too long is refused
 * with its length, never cut: the inbox keeps what was typed.
 */
import type { Kysely } from 'kysely';
import type { Batch } from '../batch';
import type { RelayDatabase } from '../schema';
import { historyWords, NOTE_CHARS } from './leadEventWords';
import { recordLeadEvent, type EventAuthor } from './leadEvents';

/** Why a note cannot be kept as sent, or undefined when it can. */
export function noteRefusal(text: unknown): string | undefined {
  if (typeof text !== 'string' || !text.trim()) return historyWords.noteEmpty;
  const kept = text.trim();
  if (kept.length > NOTE_CHARS) return historyWords.noteTooLong(kept.length);
  return undefined;
}

/** Adds the note (checked with noteRefusal first) to the lead's history; false when there is no such lead. */
export async function addNote({ db, batch }: { db: Kysely<RelayDatabase>; batch: Batch }, leadId: string, text: string, by: EventAuthor, at: Date): Promise<boolean> {
  const [added] = await batch([recordLeadEvent(db, { kind: 'note', leadId, by, at, detail: text.trim() })]);
  return added === 1;
}
