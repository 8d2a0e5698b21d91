-- The lead relay's schema (docs/relay.md, "The lead relay"). Applied
-- the same way on SQLite (src/relay/migrate.ts, at start) and on D1
-- (`wrangler d1 migrations apply`): both record it in d1_migrations. One
-- statement per ";" at a line's end, no triggers, so both can read it.

-- Every submission as it arrived, stored before the relay answers.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  -- 'ajax' (the script's door) or 'form' (the browser's own post).
  door TEXT NOT NULL,
  -- The form recognised from the fields (src/formDefinitions ids), or NULL.
  form TEXT,
  subject TEXT NOT NULL,
  -- The lead source (sourcePage, sourceCampaign).
  page TEXT NOT NULL DEFAULT '',
  campaign TEXT NOT NULL DEFAULT '',
  visitor_email TEXT NOT NULL DEFAULT '',
  visitor_name TEXT NOT NULL DEFAULT '',
  -- Every field as sent, in order: a JSON array of [name, value] pairs.
  fields TEXT NOT NULL,
  -- Suspected spam is kept, never delivered (1 = spam; spam_reason says why: 'honeypot', ...).
  spam INTEGER NOT NULL DEFAULT 0,
  spam_reason TEXT,
  -- The office's inbox: when a lead was marked handled (NULL = open).
  handled_at TEXT,
  -- The sender's network address, for limits per address.
  remote_address TEXT
);
CREATE INDEX leads_received_at ON leads (received_at);
CREATE INDEX leads_spam_received_at ON leads (spam, received_at);

-- The outbox: one row per message owed for a lead.
CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- 'office', 'confirmation' (the visitor's) or 'webhook'.
  kind TEXT NOT NULL,
  -- 'pending' (due at next_attempt_at), 'delivered' or 'failed' (retries exhausted).
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  -- Set while one runner is sending it; a runner that died leaves it to expire.
  claimed_until TEXT,
  last_answer TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);
CREATE INDEX deliveries_lead ON deliveries (lead_id);

-- Every attempt and the answer it got.
CREATE TABLE attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  -- 1 delivered, 0 refused or failed, NULL still running or interrupted.
  ok INTEGER,
  answer TEXT
);
CREATE INDEX attempts_delivery ON attempts (delivery_id);
