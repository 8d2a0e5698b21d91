-- The office's sign-in (docs/relay.md, "The office"): accounts,
-- sessions and sign-in attempts. Applied like 0001 on SQLite and D1: one
-- statement per ";" at a line's end, no triggers.

-- Who may sign in to the inbox: made with `npm run office:account` or from
-- OFFICE_EMAIL/OFFICE_PASSWORD (docs/deploy.md, "Office accounts").
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  -- Lower-cased, so one address is one account however it is typed.
  email TEXT NOT NULL UNIQUE,
  -- Self-describing: "scrypt$..." or "pbkdf2-sha256$..." (src/relay/accounts/password.ts).
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- A signed-in browser. The cookie carries a random token; only its SHA-256
-- is stored, so a copy of the database signs nobody in.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  last_seen TEXT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- Every sign-in the relay checked (a refused one is not checked, not kept):
-- the limits per account and per network address count the failures here.
CREATE TABLE sign_in_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- As typed, lower-cased (an address without an account counts too).
  email TEXT NOT NULL,
  remote_address TEXT NOT NULL,
  at TEXT NOT NULL,
  -- 1 signed in, 0 wrong e-mail or password.
  ok INTEGER NOT NULL
);
CREATE INDEX sign_in_attempts_email_at ON sign_in_attempts (email, at);
CREATE INDEX sign_in_attempts_address_at ON sign_in_attempts (remote_address, at);
