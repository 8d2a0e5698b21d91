-- The spam limits per sender and per network address count a sender's leads
-- of the last hour (src/relay/spam/rateLimits.ts): each count is read from
-- one of these indexes, however many leads the table holds.
CREATE INDEX leads_visitor_email_received_at ON leads (visitor_email, received_at);
CREATE INDEX leads_remote_address_received_at ON leads (remote_address, received_at);
