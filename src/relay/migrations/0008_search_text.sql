-- The inbox's search as people type it (docs/relay.md, "The office's inbox":
-- search; src/relay/searchText.ts). Applied like 0001 on SQLite and D1.

-- A lead's searchable text, folded (case and accents aside), one line per
-- value the office reads, each phone's digits on a line of their own:
-- computed in TypeScript when the lead is stored, the same on Node and in
-- the Worker. NULL until then: leads stored before this migration are filled
-- by the backfill each runtime runs (src/relay/searchBackfill.ts), and
-- meanwhile found by the search as it was (SQLite's LIKE).
ALTER TABLE leads ADD COLUMN search_text TEXT;
