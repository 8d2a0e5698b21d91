// @vitest-environment node
/**
 * The consent kept with a lead (docs/relay.md, "Consent kept") on both
 * runtimes: the Node relay on SQLite over real HTTP (behind a proxy it
 * trusts, so X-Forwarded-For names the visitor) and the Worker in workerd
 * on a local D1 (CF-Connecting-IP). Real posts of the site's forms, in
 * English and Spanish, read back from the database itself, from the
 * lead's API answer and from the CSV export:
 *   - a ticked agreement keeps the words the form showed, in the visitor's
 *     language, their version, the lead's time and page, and the whole
 *     address (an IPv6 address, not the /64 the limits count);
 *   - words posted by the visitor are never the consent kept: a fake
 *     agreement value, fields of its own, another language's words;
 *   - no tick, or a form without the agreement: nothing kept, the API's
 *     `consent` null and the export's consent cells empty;
 *   - a deleted lead's consent is gone with it.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishDefinitions } from '../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { consentVersion } from '../../../src/relay/consentVersion';
import { trustedProxies } from '../../../src/relay/node/remoteAddress';
import { csvHeader } from '../../../src/relay/inbox/csvColumns';
import type { LeadDetail } from '../../../src/relay/inbox/inboxTypes';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { readCsv } from '../../support/csvReader';
import { validValues } from '../../support/formFixtures';
import { OFFICE } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';

const SITE = 'http://www.prairiepoint.example';
/** The agreement's words as the forms show them (src/formDefinitions/language.ts, es/language.ts: chrome.agreement). */
const ENGLISH_WORDS = 'I agree to the Terms of Service and Privacy Policy';
const SPANISH_WORDS = 'Acepto los Términos del servicio y la Política de privacidad';

let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;

beforeAll(async () => {
  [node, worker] = await Promise.all([
    startServedNodeRelay('relay-consent', { log: () => {}, outboxIntervalMs: 60 * 60_000, officeAccount: OFFICE, trustedProxies: trustedProxies(['127.0.0.1']) }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: 'http://127.0.0.1:9/unused', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
}, 120_000);

afterAll(() => stopAll(node, worker));

interface Runtime {
  name: string;
  db: () => Kysely<RelayDatabase>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}

const runtimes: Runtime[] = [
  { name: 'Node on SQLite', db: () => node.store.db, fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }) },
  { name: 'the Worker on D1', db: () => worker.db, fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init }) },
];

let addresses = 0;
/** An address of its own for each request (IPv6 documentation prefix, a /64 each), so no limit per address is reached. */
const newAddress = () => `2001:db8:${(++addresses).toString(16)}:7::c0:ffee`;

describe.each(runtimes)('the consent kept with a lead, $name', (runtime) => {
  const headersFrom = (address: string, extra: Record<string, string> = {}) => ({ 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, 'CF-Connecting-IP': address, ...extra });
  let cookie: string;

  /** Posts a form as the site's script does, from `address`; answers the relay's status and the lead's id. */
  async function post(definition: FormDefinition, address: string, overrides: Record<string, string> = {}, extra: [string, string][] = []) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...toPayload(definition, validValues(definition)), ...overrides })) body.append(name, value);
    for (const [name, value] of extra) body.append(name, value);
    // As bytes with their multipart type: miniflare's dispatchFetch passes no FormData on.
    const encoded = new Response(body);
    const answer = await runtime.fetch(RELAY_AJAX_PATH, { method: 'POST', body: new Uint8Array(await encoded.arrayBuffer()), headers: headersFrom(address, { 'Content-Type': encoded.headers.get('content-type')! }) });
    return { status: answer.status, id: answer.status === 200 ? ((await answer.json()) as { id: string }).id : '' };
  }
  const api = (path: string, init: RequestInit = {}) => runtime.fetch(`/office/api${path}`, { ...init, headers: headersFrom(newAddress(), { Cookie: cookie }) });
  const detail = async (id: string) => (await (await api(`/leads/${id}`)).json()) as LeadDetail;
  const row = (id: string) =>
    runtime.db().selectFrom('leads').select(['received_at', 'page', 'remote_address', 'consent_text', 'consent_locale', 'consent_version', 'consent_address']).where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    const answer = await runtime.fetch('/office/sign-in', {
      method: 'POST',
      headers: headersFrom(newAddress(), { 'Content-Type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams({ email: OFFICE.email, password: OFFICE.password }).toString(),
    });
    expect(answer.status).toBe(303);
    cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
  }, 60_000);

  it('keeps the words the form showed, in English and in Spanish, their version, the time, the page and the whole address; shown on the lead and in the export', async () => {
    const englishAddress = newAddress();
    const english = await post(formDefinitions.contact, englishAddress, { sourcePage: '/contact' });
    const spanishAddress = newAddress();
    const spanish = await post(spanishDefinitions.quickQuote, spanishAddress, { sourcePage: '/es/cotizacion' });
    expect([english.status, spanish.status]).toEqual([200, 200]);

    const stored = { en: await row(english.id), es: await row(spanish.id) };
    expect(stored.en).toMatchObject({ page: '/contact', consent_text: ENGLISH_WORDS, consent_locale: 'en', consent_version: consentVersion(ENGLISH_WORDS), consent_address: englishAddress });
    expect(stored.es).toMatchObject({ page: '/es/cotizacion', consent_text: SPANISH_WORDS, consent_locale: 'es', consent_version: consentVersion(SPANISH_WORDS), consent_address: spanishAddress });
    // The whole address; the limits' column keeps only its network.
    expect(stored.en!.remote_address).toBe(`2001:db8:${(addresses - 1).toString(16)}:7::/64`);
    expect(stored.en!.consent_version).toMatch(/^[0-9a-f]{16}$/);
    expect(stored.en!.consent_version).not.toBe(stored.es!.consent_version);

    const shown = await detail(spanish.id);
    expect(shown.consent).toEqual({ text: SPANISH_WORDS, locale: 'es', version: consentVersion(SPANISH_WORDS), address: spanishAddress });
    expect([shown.receivedAt, shown.page]).toEqual([stored.es!.received_at, '/es/cotizacion']);

    const csv = await readCsv(await api('/leads.csv'), (cells) => cells[1] === english.id || cells[1] === spanish.id);
    expect(csv.header).toEqual(csvHeader());
    const cellsOf = (id: string) => Object.fromEntries(csv.header.map((header, n) => [header, csv.kept.find((cells) => cells[1] === id)![n]]));
    expect(cellsOf(english.id)).toMatchObject({ 'Consent words': ENGLISH_WORDS, 'Consent language': 'English', 'Consent version': consentVersion(ENGLISH_WORDS), 'Consent address': englishAddress, Page: '/contact' });
    expect(cellsOf(spanish.id)).toMatchObject({ 'Consent words': SPANISH_WORDS, 'Consent language': 'Spanish', 'Consent version': consentVersion(SPANISH_WORDS), 'Consent address': spanishAddress, Page: '/es/cotizacion' });
    // Its time and page once: the lead's "Received" and "Page", no consent column of their own.
    expect(csv.header.filter((header) => /consent/i.test(header))).toEqual(['Consent words', 'Consent language', 'Consent version', 'Consent address']);
  });

  it('never keeps words the visitor posted: made-up agreement values, fields of its own and a made-up language keep no consent or the form\'s own words', async () => {
    const made = 'I agree to be called at any hour by anyone';
    const count = async () => Number((await runtime.db().selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // Words as the agreement's value: longer than a checkbox's value may be (src/relay/leadCaps.ts), refused, nothing stored.
    expect((await post(formDefinitions.contact, newAddress(), { policyAgreement: made })).status).toBe(413);
    // A value the box never posts ('on', a plain HTML checkbox's): no consent.
    const madeValue = await post(formDefinitions.contact, newAddress(), { policyAgreement: 'on' });
    expect(madeValue.status).toBe(200);
    expect(await row(madeValue.id)).toMatchObject({ consent_text: null, consent_locale: null, consent_version: null, consent_address: null });
    // Fields of its own named like the consent's columns: refused as fields no form has (src/relay/leadCaps.ts), nothing stored.
    const ownFields = await post(formDefinitions.contact, newAddress(), {}, [
      ['consent_text', made],
      ['consentText', made],
    ]);
    expect(ownFields.status).toBe(400);
    expect(await count()).toBe(before + 1);
    // A made-up subject and confirmation choose no words of their own: the English form's words, in English.
    const madeLanguage = await post(formDefinitions.contact, newAddress(), { _subject: `[XX] ${made}`, _autoresponse: made });
    expect(madeLanguage.status).toBe(200);
    expect(await row(madeLanguage.id)).toMatchObject({ consent_text: ENGLISH_WORDS, consent_locale: 'en' });
    const every = await runtime.db().selectFrom('leads').select('consent_text').where('consent_text', 'is not', null).execute();
    expect(every.length).toBeGreaterThan(0);
    for (const { consent_text: text } of every) expect([ENGLISH_WORDS, SPANISH_WORDS]).toContain(text);
    console.log(`[attack] ${runtime.name}: 4 posts with made-up consent words (2 refused), ${every.length} consents kept, every one the forms' own words`);
  });

  it('keeps nothing without the tick or on a form without the agreement: the lead answers no consent, the export empty cells; a deleted lead\'s consent goes with it', async () => {
    const unticked = await post(formDefinitions.contact, newAddress(), { policyAgreement: 'false' });
    const noAgreement = await post(formDefinitions.auto, newAddress());
    expect([unticked.status, noAgreement.status]).toEqual([200, 200]);
    for (const { id } of [unticked, noAgreement]) {
      expect(await row(id)).toMatchObject({ consent_text: null, consent_locale: null, consent_version: null, consent_address: null });
      expect((await detail(id)).consent).toBeNull();
    }
    const csv = await readCsv(await api('/leads.csv'), (cells) => cells[1] === unticked.id);
    const cells = Object.fromEntries(csv.header.map((header, n) => [header, csv.kept[0][n]]));
    expect([cells['Consent words'], cells['Consent language'], cells['Consent version'], cells['Consent address']]).toEqual(['', '', '', '']);

    const address = newAddress();
    const ticked = await post(formDefinitions.contact, address);
    expect((await row(ticked.id))?.consent_address).toBe(address);
    expect((await api(`/leads/${ticked.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await runtime.db().selectFrom('leads').select('id').where('consent_address', '=', address).execute()).toEqual([]);
  });
});
