-- The visitor's phone as a column of its own, beside the name and e-mail
-- (docs/relay.md, "The office's inbox"): the inbox's list shows it,
-- and reads no lead's fields to build a page. Leads stored before it take
-- their first "phone" field's value.
ALTER TABLE leads ADD COLUMN visitor_phone TEXT NOT NULL DEFAULT '';
UPDATE leads SET visitor_phone = coalesce((SELECT json_extract(pair.value, '$[1]') FROM json_each(leads.fields) AS pair WHERE json_extract(pair.value, '$[0]') = 'phone' ORDER BY pair.key LIMIT 1), '') WHERE json_valid(leads.fields) AND leads.fields LIKE '%"phone"%';
