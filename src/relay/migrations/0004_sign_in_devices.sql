-- The office's device cookies (docs/relay.md, "The office": sign-in
-- limits). Applied like 0001 on SQLite and D1: one statement per ";" at a
-- line's end, no triggers.

-- A browser where an account signed in: the cookie carries a random token,
-- only its SHA-256 is stored (as the sessions' are). A try that brings a
-- valid one for the account it names is counted against this device alone.
CREATE TABLE sign_in_devices (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sign_in_devices_account ON sign_in_devices (account_id);
CREATE INDEX sign_in_devices_expires_at ON sign_in_devices (expires_at);

-- The device a try came from (sign_in_devices.id), NULL for a try without a
-- valid device cookie: the limits per account and per network address count
-- those (the untrusted clients), the device's own limit counts its tries.
ALTER TABLE sign_in_attempts ADD COLUMN device TEXT;
CREATE INDEX sign_in_attempts_device_at ON sign_in_attempts (device, at);
