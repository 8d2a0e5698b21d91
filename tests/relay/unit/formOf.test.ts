// @vitest-environment node
/**
 * The relay knows every form of both languages by the id it posts in
 * `_form` (with script and without), never by its field names, and labels
 * the fields with the English form's own labels, in the form's order
 * (src/relay/formOf.ts, src/relay/formCatalogue.ts).
 */
import { describe, expect, it } from 'vitest';
import { formDefinitions, formIds } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishForms } from '../../../src/formDefinitions/es/registry';
import { subjectWithoutScript, toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import type { Fields } from '../../../src/relay/body';
import { FORM_CATALOGUE } from '../../../src/relay/formCatalogue';
import { formById } from '../../../src/relay/formCatalogue';
import { formOf, isFormConfirmation, labelledFields, officeSubjectOf } from '../../../src/relay/formOf';
import { emptyValues, validValues } from '../../support/formFixtures';

const posted = (definition: FormDefinition, values = validValues(definition)): Fields => Object.entries(toPayload(definition, values));

describe('formOf', () => {
  it.each(formIds)('recognises %s in English and in Spanish, sent with script', (id) => {
    expect(formOf(posted(formDefinitions[id]))?.id).toBe(id);
    expect(formOf(posted(spanishForms[id]))?.id).toBe(id);
  });

  it.each(formIds)('recognises %s posted without script (its prerendered subject)', (id) => {
    const definition = formDefinitions[id];
    const values = { ...emptyValues(definition, id === 'recreational' ? 'Boat / PWC' : undefined) };
    const fields = posted(definition, values).map(([name, value]): [string, string] => [name, name === '_subject' ? subjectWithoutScript(definition, values) : value]);
    expect(formOf(fields)?.id).toBe(id);
  });

  it('recognises nothing from fields no form has', () => {
    expect(formOf([['name', 'x'], ['_subject', 'Hello']])).toBeUndefined();
  });

  it.each(formIds)('does not guess %s from its fields and `_subject` when the post names no form', (id) => {
    const fields = posted(formDefinitions[id]).filter(([name]) => name !== '_form');
    expect(formOf(fields)).toBeUndefined();
    expect(officeSubjectOf(fields)).toMatch(/^(\[ES\] )?Website form: /);
  });

  it('reads the form the post names, whatever its fields: the newsletter named, the contact form\'s fields posted', () => {
    const fields = posted(formDefinitions.contact).map(([name, value]): [string, string] => [name, name === '_form' ? 'newsletter' : value]);
    expect(formOf(fields)?.id).toBe('newsletter');
    expect(officeSubjectOf(fields)).toMatch(/^Newsletter sign-up: /);
  });

  it.each(['', 'Contact', 'contact ', '__proto__', 'toString', 'constructor'])('names no form with `_form` %j', (id) => {
    expect(formOf([...posted(formDefinitions.contact).filter(([name]) => name !== '_form'), ['_form', id]])).toBeUndefined();
  });
});

describe('the form catalogue', () => {
  it("holds each form's labels and options (English), its subject and its confirmation in both languages", () => {
    expect([...FORM_CATALOGUE.keys()]).toEqual(formIds);
    for (const id of formIds) {
      const form = formById(id)!;
      expect(form.fields).toEqual(formDefinitions[id].fields.map(({ name, label, options, type }) => ({ name, label, ...(options && { options }), ...(type === 'checkbox' && { checkbox: true }), ...(type === 'textarea' && { multiline: true }) })));
      expect(form.confirmations).toEqual({
        en: { locale: 'en', subject: formDefinitions[id].confirmationSubject, text: formDefinitions[id].confirmation },
        es: { locale: 'es', subject: spanishForms[id].confirmationSubject, text: spanishForms[id].confirmation },
      });
    }
  });
});

describe('labelledFields', () => {
  it("labels every field with the form's label, in the form's order, a select by its option's label", () => {
    const definition = formDefinitions.contact;
    const fields = posted(definition).reverse();
    const labelled = labelledFields(fields);
    expect(labelled.map((field) => field.label)).toEqual(definition.fields.map((field) => field.label));
    const subject = definition.fields.find((field) => field.name === 'subject')!;
    const value = String(validValues(definition).subject);
    expect(labelled.find((field) => field.name === 'subject')?.value).toBe(subject.options!.find((option) => option.value === value)!.label);
  });

  it('labels a Spanish form in English, the office’s language', () => {
    expect(labelledFields(posted(spanishForms.auto)).map((field) => field.label)).toEqual(formDefinitions.auto.fields.map((field) => field.label));
  });

  it('keeps a field the form does not have, after the others, under its own name', () => {
    const labelled = labelledFields([...posted(formDefinitions.newsletter), ['extra', 'value']]);
    expect(labelled.at(-1)).toEqual({ name: 'extra', label: 'extra', value: 'value' });
  });
});

describe('isFormConfirmation', () => {
  it("accepts the forms' own confirmations in both languages, and nothing else", () => {
    expect(isFormConfirmation(formDefinitions.auto.confirmation)).toBe(true);
    expect(isFormConfirmation(spanishForms.claim.confirmation)).toBe(true);
    expect(isFormConfirmation('Visit https://evil.example')).toBe(false);
  });
});
