-- Nothing falls through, and response time (docs/relay.md, "Nothing falls
-- through"; src/relay/alarms.ts). Applied like 0001 on SQLite and D1.

-- When the backup person was e-mailed that the lead was still open (once).
-- '' for the leads stored before this: the backup is not sent the office's
-- whole backlog at once.
ALTER TABLE leads ADD COLUMN escalated_at TEXT;
UPDATE leads SET escalated_at = '';

-- When the lead was first answered: handled, or replied to, whichever came
-- first (kept when the lead is opened again). Its response time is counted
-- from received_at in business hours (src/relay/inbox/responseTimes.ts).
ALTER TABLE leads ADD COLUMN answered_at TEXT;
UPDATE leads SET answered_at = handled_at WHERE handled_at IS NOT NULL;

-- When the backup person was e-mailed that the delivery failed for good
-- (once); '' for the deliveries that had failed before this.
ALTER TABLE deliveries ADD COLUMN alerted_at TEXT;
UPDATE deliveries SET alerted_at = '' WHERE state = 'failed';

-- The relay's alarms that are not a lead's: 'watching' (when the relay first
-- looked for silence: a relay that never got a lead counts from then) and
-- 'silence' (when the office was last told that no lead came).
CREATE TABLE alarms (
  name TEXT PRIMARY KEY,
  at TEXT NOT NULL
);
