// @vitest-environment node
/**
 * The inbox's search as people type it (docs/relay.md, "The office's inbox":
 * search), on both runtimes, signed in as the office: the Node relay on
 * SQLite over real HTTP, and the Worker in workerd on a local D1
 * (tests/support/workerRelay.ts). Leads posted through the relay's own door
 * are found by a phone in another writing ("6305550142" for
 * "(630) 555-0142"), a name without its accents ("pena" for "Peña") and an
 * option by its shown name ("request a quote" for the contact form's
 * subject `quote`), each its lead and no other. A lead stored before the
 * relay computed its search text is found, accents aside, once the
 * runtime's backfill has run: the Node relay at start, on a database of the
 * previous migration (an upgrade), the Worker on its cron trigger.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { leadOf } from '../../../src/relay/lead';
import { leadIdAt } from '../../../src/relay/leadId';
import { MIGRATIONS_DIR, migrationFiles } from '../../../src/relay/node/migrationFiles';
import { DATABASE_FILE, startNodeRelay, type NodeRelay } from '../../../src/relay/node/nodeRelay';
import type { LeadPage } from '../../../src/relay/inbox/inboxTypes';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { NewLead, RelayDatabase } from '../../../src/relay/schema';
import { validValues } from '../../support/formFixtures';
import { listenOnLoopback } from '../../support/loopback';
import { OFFICE } from '../../support/officeAccount';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';

const SITE = 'http://www.prairiepoint.example';
/** The migration that added the search text: a database before it is one the previous release left. */
const SEARCH_MIGRATION = '0008_search_text.sql';

/** A lead as a release before the search text stored it: a contact message from this visitor, received `minutesAgo`. */
function legacyLead(firstName: string, lastName: string, phone: string, minutesAgo: number): NewLead {
  const receivedAt = new Date(Date.now() - minutesAgo * 60_000);
  const fields = Object.entries({ ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), firstName, lastName, phone, email: `${firstName.toLowerCase()}@example.net`, sourcePage: '/contact' });
  const { search_text: _, ...lead } = leadOf(leadIdAt(receivedAt.getTime()), { door: 'ajax', fields, receivedAt, remoteAddress: '192.0.2.9' });
  return lead;
}
const LEGACY = legacyLead('Łukasz', 'Wiśniewski', '(312) 555-0177', 90);

/** The Node relay's data folder as the previous release left it: every migration before the search text's, and a lead stored then. */
function previousRelease(dataDir: string) {
  const sqlite = new Database(join(dataDir, DATABASE_FILE));
  try {
    sqlite.exec('CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)');
    for (const { name } of migrationFiles().filter((migration) => migration.name < SEARCH_MIGRATION)) {
      sqlite.exec(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'));
      sqlite.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
    }
    // The columns that release had: later migrations' (the consent's, 0013) come with the upgrade.
    const had = new Set((sqlite.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map(({ name }) => name));
    const columns = (Object.keys(LEGACY) as (keyof typeof LEGACY)[]).filter((column) => had.has(column));
    sqlite.prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((column) => LEGACY[column] ?? null));
  } finally {
    sqlite.close();
  }
}

interface Runtime {
  name: string;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Brings the lead stored before the search text to where the runtime's backfill has filled it; answers how many it filled. */
  backfill: () => Promise<number>;
}

let nodeDir: string;
let node: NodeRelay;
let nodeOrigin: string;
let nodeServer: ReturnType<typeof createServer>;
let worker: WorkerRelay<RelayDatabase>;
let posts = 0;

beforeAll(async () => {
  nodeDir = mkdtempSync(join(tmpdir(), 'inbox-search-'));
  previousRelease(nodeDir);
  const started = startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: 'http://127.0.0.1:9/unused', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } });
  node = await startNodeRelay({ dataDir: nodeDir, log: () => {}, outboxIntervalMs: 60_000, officeAccount: OFFICE });
  nodeServer = createServer(node.listener);
  nodeOrigin = (await listenOnLoopback(nodeServer)).origin;
  worker = await started;
}, 120_000);

afterAll(async () => {
  await stopAll(
    node && {
      stop: async () => {
        await new Promise((done) => nodeServer.close(done));
        await node.close();
        rmSync(nodeDir, { recursive: true, force: true });
      },
    },
    worker,
  );
});

const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite',
    fetch: (path, init) => fetch(`${nodeOrigin}${path}`, { redirect: 'manual', ...init }),
    // Started with the relay, on the database the previous release left.
    backfill: () => node.searchBackfill,
  },
  {
    name: 'the Worker on D1',
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init, headers: { 'CF-Connecting-IP': `203.0.113.${++posts % 250}`, ...init?.headers } }),
    // The lead written as the previous release's Worker wrote it (wrangler has applied every migration: its text NULL), then the cron trigger.
    backfill: async () => {
      await worker.db.insertInto('leads').values(LEGACY).execute();
      await worker.scheduled();
      return (await worker.db.selectFrom('leads').select('id').where('id', '=', LEGACY.id).where('search_text', 'is not', null).execute()).length;
    },
  },
];

describe.each(runtimes)('the inbox search, $name', (runtime) => {
  let cookie: string;
  const ids: Record<string, string> = {};

  /** Posts a form's fields through the relay's ajax door; answers the lead's id. */
  async function post(form: 'contact' | 'auto', fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...toPayload(formDefinitions[form], validValues(formDefinitions[form])), sourcePage: `/${form}`, ...fields })) body.append(name, value);
    // As bytes, with the boundary a browser sends (what workerd's dispatchFetch passes on whole).
    const encoded = new Response(body);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const answer = await runtime.fetch(RELAY_AJAX_PATH, { method: 'POST', body: bytes, headers: { Accept: 'application/json', 'Content-Type': encoded.headers.get('content-type')! } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { id: string }).id;
  }

  const found = async (text: string) => {
    const answer = await runtime.fetch(`/office/api/leads?text=${encodeURIComponent(text)}`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as LeadPage).leads.map((lead) => lead.id);
  };

  beforeAll(async () => {
    const answer = await runtime.fetch('/office/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ email: OFFICE.email, password: OFFICE.password }).toString(),
    });
    expect(answer.status).toBe(303);
    cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
    ids.pena = await post('contact', { firstName: 'José', lastName: 'Peña', email: 'jose.pena@example.com', phone: '(630) 555-0142', subject: 'quote' });
    ids.zoe = await post('contact', { firstName: 'Zoë', lastName: 'Nowak', email: 'zoe@example.com', phone: '+1 630 555 0199', subject: 'claim' });
    ids.ana = await post('auto', { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '630-555-0411' });
  }, 60_000);

  it('finds a phone in another writing, a name without its accents and a subject by its shown name: its lead, no other', async () => {
    const searches: [string, string[]][] = [
      ['6305550142', [ids.pena]],
      ['630-555-0142', [ids.pena]],
      ['+1 630 555 0142', [ids.pena]],
      ['pena', [ids.pena]],
      ['PEREZ', [ids.ana]],
      ['pena jose', []],
      ['jose pena', [ids.pena]],
      ['request a quote', [ids.pena]],
      ['ZOË', [ids.zoe]],
      ['zoe nowak', [ids.zoe]],
      ['(630) 555-0199', [ids.zoe]],
      ['auto insurance quote', [ids.ana]],
    ];
    for (const [text, expected] of searches) expect(await found(text), text).toEqual(expected);
    console.log(`[search] ${runtime.name}: ${searches.length} searches, each its leads and no other`);
  });

  it('finds a lead stored before its search text, accents aside, once the backfill has run', async () => {
    expect(await runtime.backfill()).toBe(1);
    expect(await found('wisniewski')).toEqual([LEGACY.id]);
    expect(await found('lukasz')).toEqual([LEGACY.id]);
    expect(await found('3125550177')).toEqual([LEGACY.id]);
    expect(await found('send us a message')).toEqual([ids.zoe, ids.pena, LEGACY.id]);
  });
});
