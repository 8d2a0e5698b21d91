// @vitest-environment node
/**
 * The caps of a lead (src/relay/leadCaps.ts; docs/forms.md, "The lead
 * relay"): derived from the forms' definitions, they let every form's real
 * post through, in either language and either encoding, at its largest;
 * and refuse, with what is wrong, a post one step past each of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions as englishForms } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishForms } from '../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FieldDefinition, FormDefinition } from '../../../src/formDefinitions/types';
import { createRelayApp, RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../../src/relay/app';
import { MAX_BODY_BYTES } from '../../../src/relay/body';
import { FIELD_CHARS, LEAD_CAPS, longestValue, MARGIN, RELAY_FIELD_CHARS, TYPED_CHARS } from '../../../src/relay/leadCaps';
import { openRelayDatabase, type RelayStore } from '../../../src/relay/node/database';
import { validValues } from '../../support/formFixtures';

const forms = [...Object.values(englishForms), ...Object.values(spanishForms)] as FormDefinition[];
let store: RelayStore;
let ids = 0;
beforeAll(async () => {
  store = await openRelayDatabase(':memory:');
});
afterAll(() => store.close());

const relay = () => createRelayApp({ db: store.db, batch: store.batch, newId: () => `lead-${++ids}`, now: () => new Date('2026-11-29T08:00:00.000Z') });

/** A character of three bytes in UTF-8 (nine once percent-encoded): the widest a UTF-16 unit gets on the wire. */
const WIDE = '€';

/** A field at its longest: the longest option, 'false', a date, or as many wide characters as the caps allow a person to type. */
const longest = (field: FieldDefinition) =>
  field.options?.length ? field.options.reduce((a, b) => (b.value.length > a.length ? b.value : a), '') : field.type === 'checkbox' ? 'false' : field.type === 'date' ? '2026-12-31' : WIDE.repeat(longestValue(field));

/** The largest post a real visitor can send with this form: every field at its longest, the relay's fields as the page sets them, the addresses at a URL's length. */
function largestPost(definition: FormDefinition, chars: (name: string, real: number) => number = (_, real) => real): Record<string, string> {
  const payload = toPayload(definition, validValues(definition));
  for (const field of definition.fields) payload[field.name] = longest(field).slice(0, chars(field.name, longestValue(field)));
  for (const name of ['sourcePage', 'sourceCampaign', '_next']) payload[name] = `/${WIDE.repeat(chars(name, RELAY_FIELD_CHARS[name]) - 1)}`;
  return payload;
}

async function post(door: 'ajax' | 'form', fields: Record<string, string>) {
  const body = door === 'ajax' ? Object.entries(fields).reduce((form, [name, value]) => (form.append(name, value), form), new FormData()) : new URLSearchParams(fields);
  const response = await relay().request(`http://relay.test${door === 'ajax' ? RELAY_AJAX_PATH : RELAY_FORM_PATH}`, { method: 'POST', body, headers: { Host: 'relay.test' } });
  return { status: response.status, text: await response.text() };
}

describe('LEAD_CAPS, derived from the forms', () => {
  it('states its figures: the largest form, its fields, the longest name, the longest value, the body', () => {
    const fields = Math.max(...forms.map((definition) => Object.keys(toPayload(definition, validValues(definition))).length + 1));
    console.log(`[caps] largest form ${LEAD_CAPS.largestForm}: ${LEAD_CAPS.fields} fields, names of ${LEAD_CAPS.nameChars} characters, values of ${LEAD_CAPS.valueChars}, bodies of ${LEAD_CAPS.bodyBytes} bytes (margin ×${MARGIN})`);
    expect(LEAD_CAPS.largestForm).toBe('certificate');
    // The largest form posts its 12 fields, the 2 source fields and the relay's 7 (with `_form` and `_next`).
    expect(fields).toBe(21);
    expect(LEAD_CAPS.fields).toBe(MARGIN * fields);
    expect(LEAD_CAPS.nameChars).toBe(MARGIN * 'personalPropertyValue'.length);
    expect(LEAD_CAPS.valueChars).toBe(MARGIN * TYPED_CHARS.textarea);
    expect(MAX_BODY_BYTES).toBe(LEAD_CAPS.bodyBytes);
    // Far under the 1 MB the relay read before, and over what the largest post takes.
    expect(LEAD_CAPS.bodyBytes).toBeLessThan(1024 * 1024);
    const largest = new TextEncoder().encode(new URLSearchParams(largestPost(englishForms.certificate)).toString()).length;
    expect(LEAD_CAPS.bodyBytes).toBeGreaterThanOrEqual(MARGIN * largest);
  });

  it('knows every field every form posts, in both languages', () => {
    for (const definition of forms) for (const name of Object.keys(toPayload(definition, validValues(definition)))) expect(FIELD_CHARS.has(name), `${definition.locale} ${definition.id}: ${name}`).toBe(true);
  });
});

describe("every form's real post passes the caps: 18 forms × 2 languages, each door", () => {
  it.each(forms.map((definition) => [`${definition.locale} ${definition.id}`, definition] as const))('%s: its usual post, and its largest in wide characters', async (_, definition) => {
    const usual = { ...toPayload(definition, validValues(definition)), sourcePage: '/contact' };
    const largest = largestPost(definition);
    for (const [door, fields] of [['ajax', usual], ['form', usual], ['ajax', largest], ['form', largest]] as const) {
      const answer = await post(door, fields);
      // The form door sends the largest post on to its `_next` (a path of this site); the usual one has none, and gets the door's own page.
      expect(answer.status, `${door}: ${answer.text.slice(0, 200)}`).toBe(door === 'form' && fields === largest ? 303 : 200);
    }
  });

  it('the largest form passes at its margin too: every field at its cap, in wide characters, urlencoded', async () => {
    const atCap = largestPost(englishForms.certificate, (name) => FIELD_CHARS.get(name)!);
    const bytes = new TextEncoder().encode(new URLSearchParams(atCap).toString()).length;
    console.log(`[caps] the certificate form at every field's cap, urlencoded: ${bytes} of ${LEAD_CAPS.bodyBytes} bytes`);
    expect(bytes).toBeLessThanOrEqual(LEAD_CAPS.bodyBytes);
    expect((await post('form', atCap)).status).toBe(303);
  });
});

describe('a post past a cap is refused, with what is wrong, and nothing is stored', () => {
  const contact = () => ({ ...toPayload(englishForms.contact, validValues(englishForms.contact)), sourcePage: '/contact' });
  const knownNames = [...FIELD_CHARS.keys()];

  it.each<[string, () => Record<string, string>, number, RegExp]>([
    ['one field more than the cap', () => Object.fromEntries(knownNames.slice(0, LEAD_CAPS.fields + 1).map((name) => [name, 'x'])), 413, /Too many fields: a form has at most 42/],
    ['a name one character over the cap', () => ({ ...contact(), ['n'.repeat(LEAD_CAPS.nameChars + 1)]: 'x' }), 400, /A field name is too long/],
    ['a field no form has', () => ({ ...contact(), website: 'https://spam.example' }), 400, /No form has a field named "website"/],
    ['a field name with a line break, forging a line', () => ({ ...contact(), 'email\nPhone: 555-0100\nLead': 'x' }), 400, /No form has a field named "email(\[U\+000D\])?\[U\+000A\]Phone: 555-0100(\[U\+000D\])?\[U\+000A\]Lead"/],
    ['a value one character over its field\'s cap', () => ({ ...contact(), firstName: 'x'.repeat(FIELD_CHARS.get('firstName')! + 1) }), 413, /The field "firstName" is too long: at most 400 characters/],
    ['a message one character over its cap', () => ({ ...contact(), message: 'x'.repeat(LEAD_CAPS.valueChars + 1) }), 413, /The field "message" is too long: at most 20,000 characters/],
    ['nothing filled in', () => ({ ...contact(), firstName: '', lastName: ' ', email: '', phone: '', subject: '', message: '\r\n', policyAgreement: '' }), 400, /Nothing was filled in/],
    ['only the relay\'s own fields', () => ({ _subject: 'Contact Form', _captcha: 'false', _honey: '', _template: 'table' }), 400, /Nothing was filled in/],
  ])('%s', async (_, fields, status, message) => {
    const before = (await store.db.selectFrom('leads').select('id').execute()).length;
    const ajax = await post('ajax', fields());
    expect(ajax.status).toBe(status);
    expect(JSON.parse(ajax.text)).toEqual({ success: 'false', message: expect.stringMatching(message) });
    const form = await post('form', fields());
    expect(form.status).toBe(status);
    expect(form.text).toMatch(/^<!doctype html>.*Not recorded: /);
    expect((await store.db.selectFrom('leads').select('id').execute()).length).toBe(before);
  });

  it('a field sent twice', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(contact())) body.append(name, value);
    body.append('message', 'again');
    const response = await relay().request(`http://relay.test${RELAY_AJAX_PATH}`, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: 'false', message: 'The field "message" was sent twice' });
  });
});
