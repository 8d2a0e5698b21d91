// @vitest-environment node
/**
 * The export's fixed columns and bounded cells (src/relay/inbox/csvColumns.ts,
 * csv.ts, boundedFields.ts), its stream's backpressure, and the list and the
 * lead view on a legacy lead of 156,612 fields and on a lead whose fields
 * are not even JSON (the list must not read them), on in-memory SQLite.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import { openRelayDatabase, type RelayStore } from '../../../src/relay/node/database';
import { boundedFields, FORM_FIELD_NAMES, OTHER_FIELDS, OTHER_FIELDS_CHARS, VALUE_CHARS } from '../../../src/relay/inbox/boundedFields';
import { csvCell, leadCells, leadsCsvStream, type ExportedLead } from '../../../src/relay/inbox/csv';
import { CONSENT_COLUMNS, csvHeader, FIELD_COLUMNS, fieldColumns, LEAD_COLUMNS } from '../../../src/relay/inbox/csvColumns';
import { inboxApi } from '../../../src/relay/inbox/inboxApi';
import type { LeadDetail, LeadPage } from '../../../src/relay/inbox/inboxTypes';
import { exportPages } from '../../../src/relay/inbox/leadQueries';
import { readCsv } from '../../support/csvReader';
import { FLOOD_FIELDS, insertLeadsKysely, legacyFloodLead, realisticLead } from '../../support/storedLeads';
import { signedInAs } from '../../support/signedInOffice';

describe('the columns', () => {
  it('are the forms’ fields, each name once, first met first, labelled by the first form; the e-mail and phone only as the lead’s', () => {
    const form = (id: string, fields: [string, string][]) => ({ id, fields: fields.map(([name, label]) => ({ name, label, type: 'text' })) }) as unknown as FormDefinition;
    const columns = fieldColumns([
      form('a', [
        ['firstName', 'First name'],
        ['email', 'Email address'],
        ['message', 'Message'],
      ]),
      form('b', [
        ['firstName', 'Given name'],
        ['phone', 'Phone number'],
        ['policyNumber', 'Policy number'],
        ['message', 'Your message'],
      ]),
    ]);
    expect(columns.map((field) => [field.name, field.label])).toEqual([
      ['firstName', 'First name'],
      ['message', 'Message'],
      ['policyNumber', 'Policy number'],
    ]);

    const names = FIELD_COLUMNS.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names)).toEqual(new Set([...FORM_FIELD_NAMES].filter((name) => name !== 'email' && name !== 'phone')));
    const header = csvHeader();
    expect(new Set(header).size, 'every header once').toBe(header.length);
    expect(header).toHaveLength(LEAD_COLUMNS.length + names.length + CONSENT_COLUMNS.length + 1);
    expect(header.slice(-1 - CONSENT_COLUMNS.length, -1)).toEqual(['Consent words', 'Consent language', 'Consent version', 'Consent address']);
    expect(header.at(-1)).toBe('Other fields');
    console.log(`[export] ${header.length} columns: ${LEAD_COLUMNS.length} the lead's, ${names.length} the ${Object.keys(formDefinitions).length} forms' fields, ${CONSENT_COLUMNS.length} the consent's, 1 other`);
  });
});

describe('the cells', () => {
  const summary = {
    id: 'lead-1',
    receivedAt: '2026-11-29T08:00:00.000Z',
    form: 'contact',
    formName: 'Send us a message',
    subject: 'New message',
    page: '/contact',
    campaign: '',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '(630) 555-0101',
    handledAt: null,
    spam: false,
    spamReason: null,
    delivery: { status: 'sending' as const, attempts: 0, lastAnswer: null },
  };
  const cellsOf = (fields: [string, string, string][], omitted = 0) => {
    const cells = leadCells({ ...summary, fields: fields.map(([name, label, value]) => ({ name, label, value })), omitted } as ExportedLead);
    return Object.fromEntries(csvHeader().map((header, n) => [header, cells[n]]));
  };

  it('put each form field’s first value in its column, the rest in "Other fields", counting what was left out', () => {
    const cells = cellsOf(
      [
        ['firstName', 'First name', 'Ana'],
        ['email', 'Email address', 'ana@example.com'],
        ['message', 'Message', 'Hello'],
        ['firstName', 'First name', 'Again'],
        ['email', 'Email address', 'other@example.com'],
        ['utm_x', 'utm_x', '=cmd'],
      ],
      12_345,
    );
    expect(cells['First name']).toBe('Ana');
    expect(cells.Message).toBe('Hello');
    expect(cells['E-mail']).toBe('ana@example.com');
    expect(cells['Other fields']).toBe('First name: Again\nEmail address: other@example.com\nutm_x: =cmd\n… and 12,345 more fields');
    expect(Object.values(cells)).toHaveLength(csvHeader().length);
  });

  it('bound "Other fields" and every value', () => {
    const long = 'y'.repeat(VALUE_CHARS + 10);
    const { fields, omitted } = boundedFields([
      ['_subject', 'not a visitor field'],
      ['message', long],
      ...Array.from({ length: 80 }, (_, n): [string, string] => [`extra${n}`, 'z'.repeat(100)]),
    ]);
    expect(fields).toHaveLength(1 + OTHER_FIELDS);
    expect(omitted).toBe(80 - OTHER_FIELDS);
    expect(fields[0][1]).toBe(`${'y'.repeat(VALUE_CHARS)}… [10 more characters]`);
    const cells = cellsOf(fields.map(([name, value]) => [name, name, value]), omitted);
    expect(cells['Other fields'].length).toBeLessThanOrEqual(OTHER_FIELDS_CHARS + 40);
    expect(cells['Other fields']).toMatch(/… \[\d[\d,]* more characters\]$/);
  });

  it('are quoted, and a formula’s start neutralised, in the one cell writer', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', 'a "b"', 'x\r\ny', ''].map(csvCell)).toEqual([`"'=1+1"`, `"'+1"`, `"'-1"`, `"'@SUM(A1)"`, `"'\t=1"`, `"'\r=1"`, '"a ""b"""', '"x\r\ny"', '""']);
  });
});

describe('the stream', () => {
  it('reads a page only when the reader has taken the one before (backpressure), and stops reading when cancelled', async () => {
    let pulled = 0;
    let returned = false;
    const pages: AsyncIterator<ExportedLead[]> = {
      next: () => Promise.resolve(++pulled > 1000 ? { done: true, value: undefined } : { done: false, value: [] }),
      return: () => {
        returned = true;
        return Promise.resolve({ done: true, value: undefined });
      },
    };
    const reader = leadsCsvStream(pages).getReader();
    const header = await reader.read();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(header.value)).toBe(`\uFEFF${csvHeader().map(csvCell).join(',')}\r\n`);
    await new Promise((done) => setTimeout(done, 100));
    expect(pulled, 'pages read while the reader waits').toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(returned).toBe(true);
    console.log(`[export] pages read with the reader idle 100 ms after the header: ${pulled}`);
  });
});

describe('a legacy lead of 156,612 fields, in memory', () => {
  let store: RelayStore;
  beforeEach(async () => {
    store = await openRelayDatabase(':memory:');
  });
  afterEach(() => store.close());

  it('exports in the fixed columns, and the list and its view stay small; a lead whose fields are not JSON still lists', { timeout: 60_000 }, async () => {
    const flood = legacyFloodLead(new Date('2026-11-29T07:00:00Z'));
    const broken = { ...realisticLead(1, Date.parse('2026-11-29T07:30:00Z')), fields: 'not json' };
    await insertLeadsKysely(store.db, [flood, realisticLead(0, Date.parse('2026-11-29T08:00:00Z')), broken]);
    const api = signedInAs(inboxApi(store));

    const list = await api.request('http://relay.test/api/leads');
    expect(list.status).toBe(200);
    const listText = await list.text();
    expect((JSON.parse(listText) as LeadPage).leads.map((lead) => lead.id)).toContain(broken.id);

    const view = await api.request(`http://relay.test/api/leads/${flood.id}`);
    const viewText = await view.text();
    const detail = JSON.parse(viewText) as LeadDetail;
    expect(detail.fields).toHaveLength(formDefinitions.contact.fields.length + OTHER_FIELDS);
    expect(detail.omittedFields).toBe(FLOOD_FIELDS - OTHER_FIELDS);

    await store.db.deleteFrom('leads').where('id', '=', broken.id).execute();
    const csv = await readCsv(await api.request('http://relay.test/api/leads.csv'), (row) => row[1] === flood.id);
    expect(csv.header).toEqual(csvHeader());
    expect(csv.rows).toBe(2);
    expect([...csv.widths]).toEqual([csvHeader().length]);
    expect(csv.kept[0][csv.header.indexOf('First name')]).toBe('Flood');
    console.log(`[attack] in memory: list ${listText.length} bytes, view ${viewText.length} bytes (${detail.fields.length} fields, ${detail.omittedFields} counted), CSV ${csv.bytes} bytes in ${csv.header.length} columns`);
  });

  it('pages the export by keyset, every lead once, newest first', async () => {
    const until = Date.parse('2026-11-29T08:00:00Z');
    const leads = Array.from({ length: 250 }, (_, n) => realisticLead(n, until, 250));
    await insertLeadsKysely(store.db, leads);
    const ids: string[] = [];
    let pages = 0;
    for await (const page of exportPages(store.db, { view: 'inbox' }, 40)) {
      pages++;
      ids.push(...page.map((lead) => lead.id));
    }
    expect(ids).toEqual(leads.map((lead) => lead.id).reverse());
    expect(pages).toBe(7);
  });
});
