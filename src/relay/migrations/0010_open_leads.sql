-- The inbox's counts (src/relay/inbox/leadCounts.ts), asked every few
-- seconds by each open inbox: the open leads are read from this index alone,
-- as many entries as there are open leads, never the whole table (on D1 each
-- row read is billed). Applied like 0001 on SQLite and D1.
CREATE INDEX leads_spam_handled_at ON leads (spam, handled_at);
