// @vitest-environment node
/**
 * The lead relay's spam filter (src/relay/spam/; docs/forms.md, "The lead
 * relay"): each content rule caught and not caught, no rule firing on any
 * form of the site (English and Spanish) filled as a visitor would, the
 * limits per sender and per address counted from the stored leads within
 * their window (posts at once counted as posts in a row, e-mails by their
 * key, IPv6 by its /64), spam past the day's amount counted and not stored,
 * and a release that owes the lead its messages once. On an
 * in-memory SQLite database with every migration applied.
 */
import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishForms } from '../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import type { Fields } from '../../../src/relay/body';
import { leadOf, storeLead, storeQueries } from '../../../src/relay/lead';
import { openRelayDatabase, type RelayStore } from '../../../src/relay/node/database';
import { CONTENT_RULES, contentSpamReason, MAX_LINKS } from '../../../src/relay/spam/contentRules';
import { emailKey, LEADS_PER_ADDRESS, LEADS_PER_SENDER, LIMIT_WINDOW_MS, RATE_LIMITS, type RateLimits } from '../../../src/relay/spam/rateLimits';
import { spamCounts } from '../../../src/relay/spam/spamStorage';
import { releaseLead } from '../../../src/relay/spam/releaseLead';
import { withContentVerdict } from '../../../src/relay/spam/spamVerdict';
import { validValues } from '../../support/formFixtures';

const T0 = new Date('2026-11-28T21:00:00.000Z');
const MINUTE = 60_000;

const contactFields = (changes: Record<string, string> = {}): Fields =>
  Object.entries({ ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), sourcePage: '/contact', ...changes });

describe('the content rules', () => {
  const reasonOf = (name: string) => CONTENT_RULES.find((rule) => rule.name === name)!.reason;
  const cases: { rule: string; spam: Record<string, string>; fine: Record<string, string> }[] = [
    {
      rule: 'link markup',
      spam: { message: 'Cheap pills [url=http://pills.example]here[/url]' },
      fine: { message: 'Our broker wants the certificate by Friday; the holder is named in the contract.' },
    },
    { rule: 'link markup', spam: { message: 'See <a href="http://pills.example">this</a>' }, fine: { message: 'Is <5 years of driving history a problem?' } },
    {
      rule: 'many links',
      spam: { message: 'Visit https://a.example and http://b.example or www.c.example today' },
      fine: { message: 'Our website is https://lopezbakery.example and the menu is at www.lopezbakery.example/menu.' },
    },
    { rule: 'a link in a name or phone field', spam: { firstName: 'http://casino.example' }, fine: { firstName: 'María José' } },
    { rule: 'a link in a name or phone field', spam: { phone: 'www.loans.example' }, fine: { phone: '+1 (630) 555-0199 ext. 12' } },
    { rule: 'a message that is only a link', spam: { message: '  https://seo.example/offer?id=7  ' }, fine: { message: 'Please look at https://lopezbakery.example before you call.' } },
  ];

  for (const { rule, spam, fine } of cases) {
    it(`${rule}: caught in ${JSON.stringify(spam)}, not in ${JSON.stringify(fine)}`, () => {
      expect(contentSpamReason(contactFields(spam))).toBe(reasonOf(rule));
      expect(contentSpamReason(contactFields(fine))).toBeUndefined();
    });
  }

  it(`counts links across the fields: ${MAX_LINKS} pass, one more is spam`, () => {
    expect(contentSpamReason(contactFields({ message: 'https://a.example is ours, https://b.example is the broker’s' }))).toBeUndefined();
    expect(contentSpamReason(contactFields({ message: 'https://a.example is ours, https://b.example is the broker’s', lastName: 'see https://c.example' }))).toBeDefined();
  });

  it('reads only what the visitor typed: the relay\'s own fields and where the lead came from may hold links', () => {
    expect(contentSpamReason(contactFields({ _next: 'https://www.prairiepoint.example/thanks', sourcePage: 'https://www.prairiepoint.example/contact', _honey: '' }))).toBeUndefined();
  });

  const forms = [...Object.values(formDefinitions), ...Object.values(spanishForms)] as FormDefinition[];
  it(`no rule fires on any of the site's ${forms.length} forms (English and Spanish) filled as a visitor would`, () => {
    for (const definition of forms) {
      const fields = Object.entries({ ...toPayload(definition, validValues(definition)), sourcePage: '/contact', sourceCampaign: 'google / cpc / spring' });
      expect(contentSpamReason(fields), `${definition.locale} ${definition.id}`).toBeUndefined();
    }
  });
});

describe('the limits per sender and per network address', () => {
  let store: RelayStore;
  let ids = 0;
  beforeEach(async () => {
    store = await openRelayDatabase(':memory:');
  });
  afterEach(() => store.close());

  /** A lead as the relay makes it from a post, spam verdict of the content rules included. */
  function leadFrom(email: string, address: string | undefined, at: Date) {
    const fields = contactFields({ email });
    return withContentVerdict(leadOf(`lead-${++ids}`, { door: 'ajax', fields, receivedAt: at, remoteAddress: address }), fields);
  }
  /** Stores a lead as the relay does (the limits counted by its INSERT), with these limits, and answers its stored reason. */
  async function post(email: string, address: string | undefined, at: Date, limits?: RateLimits) {
    const lead = leadFrom(email, address, at);
    await storeLead(store, lead, ['office'], { limits });
    return (await store.db.selectFrom('leads').select('spam_reason').where('id', '=', lead.id).executeTakeFirstOrThrow()).spam_reason;
  }
  /** The lead's INSERT, the statement that counts (src/relay/lead.ts, storeQueries). */
  const leadInsert = (email: string, address: string) => storeQueries(store.db, leadFrom(email, address, T0), ['office'])[0];

  it(`${LEADS_PER_SENDER} leads an hour from one e-mail address pass; the next are 'rate: sender', from any address`, async () => {
    const reasons = [];
    for (let n = 0; n < LEADS_PER_SENDER + 2; n++) reasons.push(await post('maria.lopez@example.com', `203.0.113.${n}`, new Date(T0.getTime() + n * MINUTE)));
    expect(reasons).toEqual([...Array<null>(LEADS_PER_SENDER).fill(null), 'rate: sender', 'rate: sender']);
    expect(await post('someone.else@example.com', '203.0.113.99', new Date(T0.getTime() + 10 * MINUTE)), 'another sender').toBeNull();
    // Each count stops at its limit: a long flood costs a post no more than that.
    const { sql } = leadInsert('maria.lopez@example.com', '203.0.113.99');
    expect(sql).toContain(`(select count(*) from (select 1 from "leads" where "email_key" = ? and "received_at" > ? limit ${LEADS_PER_SENDER})) >= ${LEADS_PER_SENDER}`);
    expect(sql).toContain(`(select count(*) from (select 1 from "leads" where "remote_address" = ? and "received_at" > ? limit ${LEADS_PER_ADDRESS})) >= ${LEADS_PER_ADDRESS}`);
  });

  it(`${LEADS_PER_ADDRESS} leads an hour from one network address pass; the next are 'rate: address', whatever e-mail they give`, async () => {
    const reasons = [];
    for (let n = 0; n < LEADS_PER_ADDRESS + 2; n++) reasons.push(await post(`visitor${n}@example.com`, '198.51.100.7', new Date(T0.getTime() + n * MINUTE)));
    expect(reasons).toEqual([...Array<null>(LEADS_PER_ADDRESS).fill(null), 'rate: address', 'rate: address']);
  });

  it('counts only the last hour: a sender held back may send again once the window has passed', async () => {
    for (let n = 0; n < LEADS_PER_SENDER; n++) await post('maria.lopez@example.com', undefined, T0);
    expect(await post('maria.lopez@example.com', undefined, new Date(T0.getTime() + LIMIT_WINDOW_MS - 1))).toBe('rate: sender');
    // The window no longer holds the first five (the one just held is one lead of the next hour).
    expect(await post('maria.lopez@example.com', undefined, new Date(T0.getTime() + LIMIT_WINDOW_MS))).toBeNull();
  });

  it('a sender without an e-mail or an address is not limited; the limits are settings', async () => {
    const reasons = [];
    for (let n = 0; n < LEADS_PER_ADDRESS + 2; n++) reasons.push(await post('', undefined, T0));
    expect(reasons).toEqual(Array<null>(LEADS_PER_ADDRESS + 2).fill(null));
    expect(await post('maria.lopez@example.com', '192.0.2.1', T0)).toBeNull();
    expect(await post('maria.lopez@example.com', '192.0.2.1', T0, { ...RATE_LIMITS, perSender: 1 })).toBe('rate: sender');
    expect(await post('other@example.com', '192.0.2.1', T0, { ...RATE_LIMITS, perAddress: 1 })).toBe('rate: address');
  });

  it("reads each count from an index, in the lead's INSERT", async () => {
    const query = leadInsert('maria.lopez@example.com', '192.0.2.1');
    const plan = await store.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    const details = plan.rows.map(({ detail }) => detail).join('\n');
    expect(details).toMatch(/USING COVERING INDEX leads_email_key_received_at/);
    expect(details).toMatch(/USING COVERING INDEX leads_remote_address_received_at/);
  });
});

describe('what the limits count', () => {
  it('an e-mail by its key: trimmed, NFKC, without invisible characters, lower-cased, without a +tag', () => {
    const key = 'josé.lopez@example.com'.normalize('NFC');
    for (const variant of [key, ' José.López@Example.COM '.replace('ó', 'o'), 'jose\u0301.lopez@example.com', 'JOSE\u0301.LOPEZ@EXAMPLE.COM', 'jos\u00e9.lopez+quotes@example.com', '\uff4a\uff4f\uff53\u00e9.lopez@example.com', 'jos\u00e9.lo\u200bpez@example.com']) {
      expect(emailKey(variant), JSON.stringify(variant)).toBe(key);
    }
    expect(emailKey('jose.lopez@example.com')).not.toBe(key);
    expect(emailKey('')).toBe('');
    expect(emailKey('+only@example.com')).toBe('+only@example.com');
  });

  describe('posts at once, through the group commit', () => {
    let store: RelayStore;
    beforeEach(async () => {
      store = await openRelayDatabase(':memory:');
    });
    afterEach(() => store.close());

    const post = (n: number, email: string, address: string, changes: Record<string, string> = {}, spamPerDay?: number) => {
      const fields = contactFields({ email, ...changes });
      return storeLead(store, withContentVerdict(leadOf(`lead-${String(n).padStart(3, '0')}`, { door: 'ajax', fields, receivedAt: T0, remoteAddress: address }), fields), ['office'], { spamPerDay });
    };

    it(`are limited like posts in a row: ${LEADS_PER_ADDRESS} of 50 from one /64 delivered, ${LEADS_PER_SENDER} of 20 from one e-mail`, async () => {
      const byAddress = await Promise.all(Array.from({ length: 50 }, (_, n) => post(n, `v${n}@example.com`, `2001:db8:5:6:${n.toString(16)}::1`)));
      expect(byAddress.filter((stored) => stored === 'delivered')).toHaveLength(LEADS_PER_ADDRESS);
      const bySender = await Promise.all(Array.from({ length: 20 }, (_, n) => post(100 + n, n % 2 ? 'Sam@Example.com' : 'sam@example.com ', `198.51.100.${n}`)));
      expect(bySender.filter((stored) => stored === 'delivered')).toHaveLength(LEADS_PER_SENDER);
      expect(await store.db.selectFrom('deliveries').select('lead_id').execute()).toHaveLength(LEADS_PER_ADDRESS + LEADS_PER_SENDER);
    });

    it("spam past the day's amount is counted per day and reason, not stored", async () => {
      const outcomes = await Promise.all(Array.from({ length: 10 }, (_, n) => post(n, `h${n}@example.com`, `192.0.2.${n}`, { _honey: 'x' }, 3)));
      expect(outcomes.filter((stored) => stored === 'held')).toHaveLength(3);
      expect(outcomes.filter((stored) => stored === 'counted')).toHaveLength(7);
      expect(await store.db.selectFrom('leads').select('id').execute()).toHaveLength(3);
      // A lead that is not spam is stored whatever the day's spam.
      expect(await post(50, 'fine@example.com', '192.0.2.99', {}, 3)).toBe('delivered');
      expect(await spamCounts(store.db, T0)).toEqual([{ day: '2026-11-28', reason: 'honeypot', count: 7 }]);
    });
  });
});

describe('releasing a lead held as spam', () => {
  let store: RelayStore;
  beforeEach(async () => {
    store = await openRelayDatabase(':memory:');
  });
  afterEach(() => store.close());

  const deliveries = () => store.db.selectFrom('deliveries').select(['lead_id', 'kind', 'state', 'next_attempt_at']).orderBy('id').execute();

  async function storeSpam(id: string, fields: Fields) {
    const lead = { ...leadOf(id, { door: 'ajax', fields, receivedAt: T0 }), spam: 1, spam_reason: 'rate: address' };
    await store.batch(storeQueries(store.db, lead, []));
  }

  it('owes it what any lead is owed, due now, keeps the reason, and a second release owes nothing more', async () => {
    await storeSpam('lead-1', contactFields());
    const later = new Date(T0.getTime() + 30 * MINUTE);
    expect(await releaseLead({ ...store, webhook: { url: 'http://crm.test/' } }, 'lead-1', later)).toBe(true);
    expect(await store.db.selectFrom('leads').select(['spam', 'spam_reason']).execute()).toEqual([{ spam: 0, spam_reason: 'rate: address' }]);
    const owed = ['office', 'confirmation', 'webhook'].map((kind) => ({ lead_id: 'lead-1', kind, state: 'pending', next_attempt_at: later.toISOString() }));
    expect(await deliveries()).toEqual(owed);
    expect(await releaseLead(store, 'lead-1', later)).toBe(false);
    expect(await deliveries()).toEqual(owed);
  });

  it('two releases at once owe the messages once; a lead that is not spam, or not there, is not released', async () => {
    const { _autoresponse: _none, ...withoutConfirmation } = Object.fromEntries(contactFields());
    await storeSpam('lead-1', Object.entries(withoutConfirmation));
    await Promise.all([releaseLead(store, 'lead-1', T0), releaseLead(store, 'lead-1', T0)]);
    expect((await deliveries()).map(({ kind }) => kind)).toEqual(['office']);
    expect(await releaseLead(store, 'lead-1', T0)).toBe(false);
    expect(await releaseLead(store, 'no-such-lead', T0)).toBe(false);
  });
});
