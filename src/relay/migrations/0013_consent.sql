-- The consent the visitor gave (docs/relay.md, "Consent kept";
-- src/relay/consent.ts): the agreement's words as the form showed them, in
-- the visitor's language, never as posted; their version (a hash of the
-- words); the full address the post came from (remote_address is the
-- network the limits count: an IPv6 address's /64). When and on which page
-- are the lead's own received_at and page. All NULL for a lead without it
-- (the box not ticked, a form without one, a lead stored before this).
-- Columns of the lead's row: deleted and forgotten with it. Applied like
-- 0001 on SQLite and D1.
ALTER TABLE leads ADD COLUMN consent_text TEXT;
ALTER TABLE leads ADD COLUMN consent_locale TEXT;
ALTER TABLE leads ADD COLUMN consent_version TEXT;
ALTER TABLE leads ADD COLUMN consent_address TEXT;
