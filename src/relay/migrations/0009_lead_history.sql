-- The leads' history (docs/relay.md, "The office's inbox: history"): every
-- action of the office on a lead, with who and when, and who a lead is
-- assigned to. Applied like 0001 on SQLite and D1: one statement per ";" at
-- a line's end, no triggers.

-- One row per action, written in the same batch as the action itself
-- (src/relay/inbox/leadEvents.ts). No foreign keys: a deleted lead leaves a
-- tombstone ('deleted': its id, who, when, nothing of the lead) and a
-- removed person's actions stay theirs, by the e-mail they had then.
CREATE TABLE lead_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- NULL for an action on no one lead (an export).
  lead_id TEXT,
  -- What was done (src/relay/inbox/leadEventWords.ts names each kind).
  kind TEXT NOT NULL,
  -- Who: the account, and its e-mail at the time.
  account_id TEXT NOT NULL,
  account_email TEXT NOT NULL,
  at TEXT NOT NULL,
  -- The kind's own words: a note's text, the assignee's e-mail, how many leads an export held.
  detail TEXT
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, at);
CREATE INDEX lead_events_at ON lead_events (at);

-- The account a lead is assigned to, NULL for nobody. No foreign key: a
-- person's removal gives their leads back to nobody itself, with an event
-- each, in the removal's batch (src/relay/accounts/people.ts).
ALTER TABLE leads ADD COLUMN assigned_to TEXT;
CREATE INDEX leads_assigned_to ON leads (assigned_to);
