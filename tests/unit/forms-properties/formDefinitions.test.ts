// @vitest-environment node
/**
 * Property-based tests over every form definition of both languages'
 * registries (the Spanish forms post the same fields, docs/forms.md "Two
 * languages"): validation
 * never throws whatever it is given; valid values always
 * pass and always make a payload with exactly the definition's fields plus
 * the source fields and the relay's own, each value as text, unchanged; and that
 * payload reaches the relay's multipart body unchanged too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDefinitions as spanishDefinitions } from '../../../src/formDefinitions/es/registry';
import { formDefinitions, formIds, type FormId } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { postToRelay } from '../../../src/forms/relay';
import { validate } from '../../../src/forms/schema';
import type { FormDefinition, FormValues } from '../../../src/formDefinitions/types';
import { expectedConfirmation, expectedFieldNames, RELAY_FIELD_NAMES } from '../../support/formFixtures';
import { arbitraryValues, invalidFieldValue, validValues } from './arbitraries';

/** Bounded so the whole file stays within a few seconds. */
const RUNS = { numRuns: 100 };

/** docs/forms.md, written out by hand: the `_subject` for given values. */
const subjectRule: Record<FormId, (values: FormValues) => string> = {
  quickQuote: () => 'Quick Quote Request',
  contact: (values) => `Contact Form - ${values.subject || 'General'}`,
  claim: () => 'New Claim Submission',
  auto: () => 'Auto Insurance - Quick Quote',
  business: () => 'Business Insurance - Quote Request',
  transportation: (values) => `${values.businessType || 'Transportation'} - Quote Request`,
  recreational: (values) => `${values.serviceType} - Quote Request`,
  liability: () => 'General Liability - Quote Request',
  workersComp: () => "Workers' Compensation - Quote Request",
  property: () => 'Commercial Property - Quote Request',
  cyber: () => 'Cyber Liability - Quote Request',
  home: () => 'Home Insurance - Quote Request',
  homeowner: () => 'Homeowners Insurance - Quote Request',
  renters: () => 'Renters Insurance - Quote Request',
  newsletter: () => 'Newsletter Subscription',
  certificate: () => 'Certificate of Insurance Request',
  idCards: () => 'Auto ID Card Request',
  policyChange: (values) => `Policy Change Request - ${values.changeType}`,
};

/** Written out by hand: the office's inbox tells the Spanish leads by their subject. */
const subjectPrefix = { en: '', es: '[ES] ' } as const;

/** The visitor's confirmation in Spanish, as the defaults write it (the office is open Monday to Friday). */
const spanishConfirmation = (id: FormId) =>
  id === 'claim'
    ? 'Prairie Point Insurance recibió su solicitud de reclamo. Un representante de reclamos se comunicará con usted en un plazo de 24 horas. Línea de reclamos: (800) 555-0142 ext. 6.'
    : 'Prairie Point Insurance recibió su solicitud. Un agente le responderá en un plazo de 24 horas, de lunes a viernes. Si es urgente, llame al (800) 555-0142.';

const languages = [
  { locale: 'en', registry: formDefinitions, confirmation: expectedConfirmation },
  { locale: 'es', registry: spanishDefinitions, confirmation: spanishConfirmation },
] as const;

const asText = (value: string | boolean | undefined) => (typeof value === 'boolean' ? String(value) : (value ?? ''));

/** What the view hands the machine: every field present, checkboxes as booleans, the rest as text. */
const isWellTyped = (definition: FormDefinition, values: FormValues) =>
  definition.fields.every((field) => typeof values[field.name] === (field.type === 'checkbox' ? 'boolean' : 'string'));

it('covers every form in the registry', () => {
  expect(formIds.toSorted()).toEqual(Object.keys(expectedFieldNames).sort());
});

describe.each(languages.flatMap((language) => formIds.map((id) => [`${language.locale} ${id}`, id, language] as const)))('%s form', (_, id, language) => {
  const definition: FormDefinition = language.registry[id];
  const ruled = new Map(definition.fields.filter((field) => field.rule).map((field) => [field.name, field.rule!.message]));
  /** A date from today on may fail for being in the past, with the rule's other message. */
  const pastMessages = new Map(definition.fields.flatMap((field) => (field.rule?.kind === 'dateFromToday' ? [[field.name, field.rule.pastMessage]] : [])));

  it('validation and the payload never throw, whatever the values', () => {
    // Each run's checks are gathered into one assertion per rule: an `expect` call costs more than the
    // check itself, and a property makes thousands of them (the whole tier waited on this file).
    fc.assert(
      fc.property(arbitraryValues(definition), (values) => {
        const errors = Object.entries(validate(definition, values));
        // Only fields with a rule can fail, each with one message.
        expect(errors.filter(([name, message]) => !ruled.has(name) || typeof message !== 'string')).toEqual([]);
        // As the view sends them (all fields, right types), a failure always carries the form's own message.
        if (isWellTyped(definition, values)) {
          expect(errors.filter(([name, message]) => message !== ruled.get(name) && message !== pastMessages.get(name))).toEqual([]);
        }
        const payload = toPayload(definition, values);
        expect(Object.entries(payload).filter(([, value]) => typeof value !== 'string')).toEqual([]);
      }),
      RUNS,
    );
  });

  it('valid values pass, and the payload holds exactly the fields, as text, unchanged', () => {
    const names = definition.fields.map((field) => field.name);
    expect(names).toEqual(expectedFieldNames[id]);
    fc.assert(
      fc.property(validValues(definition), (values) => {
        expect(validate(definition, values)).toEqual({});

        const payload = toPayload(definition, values);
        // Every form here has an e-mail field, so every payload ends with the visitor's confirmation.
        expect(Object.keys(payload)).toEqual([...names, ...RELAY_FIELD_NAMES]);
        expect(payload).toEqual({
          ...Object.fromEntries(names.map((name) => [name, asText(values[name])])),
          _form: id,
          _subject: subjectPrefix[language.locale] + subjectRule[id](values),
          _captcha: 'false',
          _honey: '',
          _template: 'table',
          _autoresponse: language.confirmation(id),
          sourcePage: '',
          sourceCampaign: '',
        });
      }),
      RUNS,
    );
  });

  it('one broken rule gives exactly that field its message', () => {
    const withBrokenField = fc
      .tuple(validValues(definition), fc.constantFrom(...ruled.keys()))
      .chain(([values, name]) =>
        invalidFieldValue(definition.fields.find((field) => field.name === name)!).map((bad) => ({ values: { ...values, [name]: bad }, name })),
      );
    fc.assert(
      fc.property(withBrokenField, ({ values, name }) => {
        expect(validate(definition, values)).toEqual({ [name]: ruled.get(name) });
      }),
      RUNS,
    );
  });

  it('the relay receives the payload as multipart text, field for field', async () => {
    await fc.assert(
      fc.asyncProperty(validValues(definition), async (values) => {
        const payload = toPayload(definition, values);
        const sent: { request: Request; body: FormData }[] = [];
        const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = input instanceof Request ? input : new Request(input, init);
          // Parse the multipart body as the relay would, before answering (ky releases it afterwards).
          sent.push({ request, body: await request.clone().formData() });
          return new Response('{"success":"true"}', { status: 200, headers: { 'Content-Type': 'application/json' } });
        };
        await postToRelay(payload, { endpoint: 'http://relay.test/ajax/office@prairiepoint.example', fetch: fetch as typeof globalThis.fetch });
        expect(sent).toHaveLength(1);
        const [{ request, body }] = sent;
        expect(request.method).toBe('POST');
        expect(request.headers.get('accept')).toBe('application/json');
        const received = [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : 'FILE']);
        // multipart/form-data itself turns every line break into CRLF (the HTML
        // spec's serialisation; a browser does the same): the one change on the wire.
        const onTheWire = Object.entries(payload).map(([name, value]) => [name, value.replace(/\r\n|\r|\n/g, '\r\n')]);
        expect(received).toEqual(onTheWire);
      }),
      // Each run builds and parses a real multipart body: fewer runs keep this quick.
      { numRuns: 25 },
    );
  });
});
