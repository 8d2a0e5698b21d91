// @vitest-environment node
/**
 * Drives the form machine directly, for every form definition, with the relay
 * replaced by a fake `submit` actor (machine.provide), as XState's own tests do.
 */
import { TimeoutError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formMachine } from '../../../machines/formMachine';
import { formDefinitions, formIds, type FormId } from '../../../src/formDefinitions/registry';
import { machineInputFor } from '../../../src/forms/machineInput';
import type { Payload } from '../../../src/forms/payload';
import type { FormValues } from '../../../src/formDefinitions/types';
import {
  emptyValues,
  expectedConfirmation,
  expectedEmptyMessages,
  expectedFieldNames,
  expectedSubjects,
  RELAY_FIELD_NAMES,
  validValues,
} from '../../support/formFixtures';

type Outcome = 'resolve' | 'reject' | 'timeout' | 'hang';

/** Starts the machine for a form with a fake relay and spies for every UI effect. */
function start(id: FormId, outcome: Outcome = 'resolve') {
  const definition = formDefinitions[id];
  const sent: Payload[] = [];
  const effects = { focusField: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn(), resetForm: vi.fn() };
  const machine = formMachine.provide({
    actors: {
      submit: fromPromise<unknown, { payload: Payload }>(async ({ input }) => {
        sent.push(input.payload);
        if (outcome === 'reject') throw new Error('Request failed with status code 500');
        if (outcome === 'timeout') throw new TimeoutError(new Request('http://relay.test/'));
        if (outcome === 'hang') await new Promise(() => {});
        return undefined;
      }),
    },
    actions: {
      focusField: (_, params) => effects.focusField(params.name),
      notifySuccess: effects.notifySuccess,
      notifyFailure: effects.notifyFailure,
      resetForm: effects.resetForm,
    },
  });
  const initialValues = emptyValues(definition, id === 'recreational' ? 'Boat / PWC' : undefined);
  const actor = createActor(machine, { input: machineInputFor(definition, initialValues) }).start();
  const submit = (values: FormValues) => actor.send({ type: 'SUBMIT', values });
  return { actor, definition, sent, effects, submit, initialValues };
}

describe.each(formIds)('form machine: %s', (id) => {
  it('an empty submit shows exactly the spec messages, focuses the first invalid field and sends nothing', () => {
    const { actor, definition, sent, effects, submit } = start(id);
    // The recreational page always sets serviceType; empty it here to see its message too.
    submit(emptyValues(definition));
    const { errors } = actor.getSnapshot().context;
    expect(errors).toEqual(expectedEmptyMessages[id]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.focusField).toHaveBeenCalledWith(expectedFieldNames[id].find((name) => errors[name]));
    expect(sent).toHaveLength(0);
  });

  it('sends the exact multipart field set and _subject, then resets', async () => {
    const { actor, definition, sent, effects, submit, initialValues } = start(id);
    const values: FormValues = { ...validValues(definition), sourcePage: '/landing', sourceCampaign: 'google / cpc / spring' };
    submit(values);
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0])).toEqual([...expectedFieldNames[id], ...RELAY_FIELD_NAMES]);
    expect(sent[0]._subject).toBe(expectedSubjects[id]);
    expect(sent[0]._captcha).toBe('false');
    expect(sent[0]._honey).toBe('');
    expect(sent[0]._template).toBe('table');
    expect(sent[0]._autoresponse).toBe(expectedConfirmation(id));
    // Where the lead came from, as the view read it from the form's hidden fields.
    expect(sent[0].sourcePage).toBe('/landing');
    expect(sent[0].sourceCampaign).toBe('google / cpc / spring');
    for (const name of expectedFieldNames[id]) {
      const value = values[name];
      expect(sent[0][name]).toBe(typeof value === 'boolean' ? String(value) : value);
    }
    expect(actor.getSnapshot().context.values).toEqual(initialValues);
    expect(effects.resetForm).toHaveBeenCalledOnce();
    expect(effects.notifySuccess).toHaveBeenCalledOnce();
    expect(effects.notifyFailure).not.toHaveBeenCalled();
  });

  it.each(['reject', 'timeout'] as const)('keeps every value after a failure (%s)', async (outcome) => {
    const { actor, definition, effects, submit } = start(id, outcome);
    const values = validValues(definition);
    submit(values);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.values).toEqual(values);
    expect(effects.notifyFailure).toHaveBeenCalledOnce();
    expect(effects.resetForm).not.toHaveBeenCalled();
    // The visitor can try again from the failure state.
    expect(actor.getSnapshot().can({ type: 'SUBMIT', values })).toBe(true);
  });

  it('ignores a second SUBMIT while submitting (one request), and is tagged busy', () => {
    const { actor, definition, sent, submit } = start(id, 'hang');
    const values = validValues(definition);
    submit(values);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SUBMIT', values })).toBe(false);
    submit(values);
    submit(values);
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});

describe('form machine details', () => {
  it('uses the contact subject value, or General when it is empty', () => {
    const { definition } = start('contact');
    expect(definition.subject({ subject: 'quote' })).toBe('Contact Form - quote');
    expect(definition.subject({ subject: '' })).toBe('Contact Form - General');
  });

  it('names the transportation subject after the business type, or Transportation', () => {
    const { definition } = start('transportation');
    expect(definition.subject({ businessType: 'owner-operator' })).toBe('owner-operator - Quote Request');
    expect(definition.subject({ businessType: '' })).toBe('Transportation - Quote Request');
  });

  it('clears a message as soon as the field becomes valid, and updates it while still invalid', () => {
    const { actor, definition, submit } = start('contact');
    submit(emptyValues(definition));
    actor.send({ type: 'EDIT', name: 'message', value: 'Too short' });
    expect(actor.getSnapshot().context.errors.message).toBe('Message must be at least 10 characters');
    actor.send({ type: 'EDIT', name: 'message', value: 'Long enough now' });
    expect(actor.getSnapshot().context.errors.message).toBeUndefined();
    actor.send({ type: 'EDIT', name: 'policyAgreement', value: true });
    expect(actor.getSnapshot().context.errors.policyAgreement).toBeUndefined();
    expect(actor.getSnapshot().context.errors.firstName).toBe('First name is required');
  });

  it('does not validate untouched fields while the visitor types before submitting', () => {
    const { actor } = start('contact');
    actor.send({ type: 'EDIT', name: 'email', value: 'not-an-address' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('applies the claim minimum lengths (names 2, phone 10, description 20)', () => {
    const { actor, definition, submit } = start('claim');
    submit({ ...validValues(definition), firstName: 'M', lastName: 'L', phone: '555-0199', description: 'Too short to help.' });
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Please enter a valid phone number',
      description: 'Please provide a detailed description (minimum 20 characters)',
    });
  });

  it('accepts the simple commercial e-mail pattern and rejects spaces', () => {
    const { actor, definition, submit } = start('cyber', 'hang');
    submit({ ...validValues(definition), email: 'owner bakery@shop' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Valid email is required' });
    submit({ ...validValues(definition), email: 'owner@shop' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('posts hostile input verbatim as text', async () => {
    const { actor, definition, sent, submit } = start('contact');
    const hostile = {
      ...validValues(definition),
      firstName: '<script>alert(1)</script>',
      lastName: 'مريم 🚚',
      message: '🙂 '.repeat(2500) + 'שלום',
    };
    submit(hostile);
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent[0].firstName).toBe(hostile.firstName);
    expect(sent[0].lastName).toBe(hostile.lastName);
    expect(sent[0].message).toBe(hostile.message);
  });

  it('sends booleans as "true"/"false" and missing fields as empty text', async () => {
    const { actor, sent, submit } = start('quickQuote');
    submit({ firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com', insuranceType: 'auto', policyAgreement: true });
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent[0].message).toBe('');
    expect(sent[0].policyAgreement).toBe('true');
  });
});
