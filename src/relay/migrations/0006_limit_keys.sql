-- The limits that hold (docs/relay.md, "The lead relay": limits;
-- src/relay/spam/rateLimits.ts). Applied like 0001 on SQLite and D1.

-- The visitor's e-mail as the limit per sender compares it (trimmed,
-- NFKC, lower-cased, without a +tag: rateLimits.ts, emailKey), so that case
-- and spelling variants of one address count as one sender. Leads stored
-- before it get SQLite's own trim and lower (ASCII): they leave the window
-- within the hour.
ALTER TABLE leads ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
UPDATE leads SET email_key = lower(trim(visitor_email));
DROP INDEX leads_visitor_email_received_at;
CREATE INDEX leads_email_key_received_at ON leads (email_key, received_at);

-- Held spam past the day's amount stored whole (src/relay/spam/spamStorage.ts)
-- is only counted here: one row per day (UTC, YYYY-MM-DD) and reason.
CREATE TABLE spam_counts (
  day TEXT NOT NULL,
  reason TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, reason)
);
