/**
 * Leads written straight into the relay's table, as rows the relay itself
 * would have stored (src/relay/lead.ts `leadOf`), many at once: the export's
 * tests and bench need thousands without posting each. `realisticLeads`
 * cycles through the forms with the fixtures' values, a visitor of its own
 * each (name, e-mail, phone) and a message of a few hundred characters;
 * `legacyFloodLead` is the post PRODUCT's attack stored before the intake's
 * caps: 156,612 field names of its own, then a contact message's fields.
 */
import type Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { formDefinitions, formIds } from '../../src/formDefinitions/registry';
import { toPayload } from '../../src/forms/payload';
import { leadOf } from '../../src/relay/lead';
import { leadIdAt } from '../../src/relay/leadId';
import type { NewLead, RelayDatabase } from '../../src/relay/schema';
import { validValues } from './formFixtures';

/** The attack's post: this many field names no form has. */
export const FLOOD_FIELDS = 156_612;

const MESSAGE = 'We are comparing renewal offers for the house and both cars; please call after 3 PM on weekdays, or e-mail the figures. The roof was replaced in 2021 and there is a monitored alarm. '.repeat(2);

/** Lead `n` of `count`, received a second apart up to `until` (the newest last), from a form in turn; `lastName`, where the form asks it (the inbox's bench: names with accents). */
export function realisticLead(n: number, until = Date.now(), count = 1, lastName?: string): NewLead {
  const id = formIds[n % formIds.length];
  const definition = formDefinitions[id];
  const payload = toPayload(definition, validValues(definition));
  const fields = Object.entries({ ...payload, sourcePage: `/quote/${id}`, sourceCampaign: n % 3 ? '' : 'spring / cpc' }).map(([name, value]): [string, string] => {
    if (name === 'email') return [name, `visitor-${n}@example.com`];
    if (name === 'firstName') return [name, `Visitor${n}`];
    if (name === 'lastName' && lastName !== undefined) return [name, lastName];
    if (name === 'phone') return [name, `(630) 555-${String(n % 10_000).padStart(4, '0')}`];
    if (name === 'message' || name === 'details' || name === 'description') return [name, MESSAGE];
    return [name, value];
  });
  const receivedAt = new Date(until - (count - n) * 1000);
  return leadOf(leadIdAt(receivedAt.getTime()), { door: 'ajax', fields, receivedAt, remoteAddress: `10.0.${(n >> 8) & 255}.${n & 255}` });
}

/**
 * The flood post as a legacy row: FLOOD_FIELDS short names of its own
 * (base 36: "0" to "3cxn"), each empty, then a contact message's fields
 * (urlencoded, the form door). Its fields' JSON is 1.9 MB, within D1's 2 MB
 * for a value.
 */
export function legacyFloodLead(receivedAt = new Date()): NewLead {
  const contact = toPayload(formDefinitions.contact, validValues(formDefinitions.contact));
  const fields: [string, string][] = [];
  for (let n = 0; n < FLOOD_FIELDS; n++) fields.push([n.toString(36), '']);
  fields.push(...Object.entries({ ...contact, firstName: 'Flood', lastName: 'Legacy', sourcePage: '/contact' }));
  return leadOf(leadIdAt(receivedAt.getTime()), { door: 'form', fields, receivedAt, remoteAddress: '198.51.100.7' });
}

const COLUMNS = ['id', 'received_at', 'door', 'form', 'subject', 'page', 'campaign', 'visitor_email', 'visitor_name', 'visitor_phone', 'fields', 'search_text', 'spam', 'spam_reason', 'handled_at', 'remote_address'] as const;

/** Node: rows inserted in one transaction on a connection of its own (WAL lets the relay's stay open). */
export function insertLeadsSqlite(sqlite: Database.Database, leads: Iterable<NewLead>): number {
  const insert = sqlite.prepare(`INSERT INTO leads (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`);
  let count = 0;
  sqlite.transaction(() => {
    for (const lead of leads) {
      insert.run(...COLUMNS.map((column) => lead[column] ?? null));
      count++;
    }
  })();
  return count;
}

/**
 * Any runtime (the Worker's D1 through Kysely): as many rows an insert as
 * D1 binds values (100 a statement) for a lead's columns, fifty inserts a
 * transaction (one D1 batch).
 */
export async function insertLeadsKysely(db: Kysely<RelayDatabase>, leads: readonly NewLead[]): Promise<number> {
  const ROWS = Math.max(1, Math.floor(100 / Math.max(1, ...leads.map((lead) => Object.keys(lead).length))));
  const INSERTS = 50;
  for (let at = 0; at < leads.length; at += ROWS * INSERTS) {
    await db.transaction().execute(async (trx) => {
      for (let row = at; row < Math.min(leads.length, at + ROWS * INSERTS); row += ROWS) await trx.insertInto('leads').values(leads.slice(row, row + ROWS)).execute();
    });
  }
  return leads.length;
}
