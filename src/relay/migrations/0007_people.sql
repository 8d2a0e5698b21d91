-- The office's people (docs/relay.md, "The office's people"). Applied like
-- 0001 on SQLite and D1: one statement per ";" at a line's end, no triggers.

-- Two roles: 'owner' (manages people) and 'staff'. The accounts made before
-- people could be invited were made with the account command or
-- OFFICE_EMAIL: they are owners. A row that names no role is staff.
ALTER TABLE accounts ADD COLUMN role TEXT NOT NULL DEFAULT 'staff';
UPDATE accounts SET role = 'owner';

-- A one-time link sent by e-mail: 'invitation' (an address without an
-- account chooses its password) or 'password' (an account chooses a new
-- one). Only the SHA-256 of the link's token is kept, as the sessions'.
CREATE TABLE office_links (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  -- Lower-cased: the invited address, or the account's.
  email TEXT NOT NULL,
  -- Who sent the invitation (NULL for a password link).
  invited_by TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Set when the link is followed through: it works once.
  used_at TEXT
);
CREATE INDEX office_links_email ON office_links (email, kind);

-- The office's own messages (invitations, password links), kept and retried
-- by the outbox as a lead's are. `text` holds the link until the message is
-- delivered or given up: then it is emptied, so no working link stays in the
-- database.
CREATE TABLE office_mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  message_id TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_until TEXT,
  last_answer TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX office_mail_due ON office_mail (state, next_attempt_at);
