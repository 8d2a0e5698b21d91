-- The office's replies to a lead (docs/relay.md, "The office's inbox:
-- replies"): written in the inbox, sent by the outbox from the agency's
-- address, kept on the lead. Applied like 0001 on SQLite and D1.

-- One reply: who wrote it (the account, and its address at the time, so a
-- removed person's replies still say who), when, and what. Its text goes
-- with the lead (ON DELETE CASCADE: the inbox's delete, retention).
CREATE TABLE lead_replies (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- 1, 2, ... per lead: the reply's Message-ID and .eml name (<lead id>.reply-<n>.eml).
  number INTEGER NOT NULL,
  account_id TEXT NOT NULL,
  sent_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE UNIQUE INDEX lead_replies_number ON lead_replies (lead_id, number);

-- A reply's outbox row is a delivery of kind 'reply' that names it: the
-- same claims, retries and recorded attempts as a lead's own messages.
ALTER TABLE deliveries ADD COLUMN reply_id TEXT;

-- The office's first reply to the lead (NULL before any): its response time.
ALTER TABLE leads ADD COLUMN first_reply_at TEXT;
