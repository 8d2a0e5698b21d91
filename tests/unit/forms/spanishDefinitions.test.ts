// @vitest-environment node
/**
 * The Spanish forms (docs/forms.md, "Two languages"): the same structure as
 * the English ones (field names, types, rules, option values, subjects), every
 * word Spanish, the fixed texts exact, and a post that reads the same in the
 * office's mail but for '[ES] ' before the subject.
 */
import { describe, expect, it } from 'vitest';
import { thanksPage as englishThanks } from '../../../src/formDefinitions/thanks';
import { thanksPage } from '../../../src/formDefinitions/es/thanks';
import { toasts } from '../../../src/formDefinitions/es/toasts';
import { formDefinitions as spanish } from '../../../src/formDefinitions/es/registry';
import { formDefinitions as english, formIds } from '../../../src/formDefinitions/registry';
import { subjectWithoutScript, toPayload } from '../../../src/forms/payload';
import type { FieldDefinition, FormDefinition } from '../../../src/formDefinitions/types';
import { emptyValues, validValues } from '../../support/formFixtures';

/** Everything of a field but its words. */
const structureOf = ({ label: _label, placeholder: _placeholder, prompt: _prompt, options, rule, ...rest }: FieldDefinition) => ({
  ...rest,
  options: options?.map((option) => option.value),
  rule: rule && { ...rule, message: undefined, ...('pastMessage' in rule ? { pastMessage: undefined } : {}) },
});

/** Every word a visitor reads in a definition, named by where it is. */
function wordsOf(definition: FormDefinition): [string, string][] {
  const words: [string, string][] = [
    ['name', definition.name],
    ['submitLabel', definition.submitLabel],
    ['busyLabel', definition.busyLabel],
    ['success', definition.toasts.success.title],
    ['failure', definition.toasts.failure.title],
    ['confirmation', definition.confirmation],
  ];
  if (definition.note) words.push(['note', definition.note]);
  for (const [kind, toast] of Object.entries(definition.toasts)) if (toast.description) words.push([`${kind} description`, toast.description]);
  for (const field of definition.fields) {
    words.push([`${field.name} label`, field.label]);
    if (field.placeholder) words.push([`${field.name} placeholder`, field.placeholder]);
    if (field.prompt) words.push([`${field.name} prompt`, field.prompt]);
    if (field.rule) words.push([`${field.name} message`, field.rule.message]);
    if (field.rule?.kind === 'dateFromToday') words.push([`${field.name} past message`, field.rule.pastMessage]);
  }
  return words;
}

/** Words that read the same in both languages: figures, a brand-like 'Auto', the office's own e.g. figures in a placeholder. */
const sameInBoth = new Set(['Auto', '$200,000 - $400,000', '$400,000 - $600,000', '$600,000 - $800,000', '$25,000 - $50,000', '$50,000 - $75,000', '$75,000 - $100,000']);

describe.each(formIds)('the Spanish %s form', (id) => {
  const es: FormDefinition = spanish[id];
  const en: FormDefinition = english[id];

  it('has the English structure: ids, field names, types, rules, option values, subjects', () => {
    expect(es.id).toBe(id);
    expect(es.locale).toBe('es');
    expect(en.locale).toBe('en');
    expect(es.fields.map(structureOf)).toEqual(en.fields.map(structureOf));
    expect(es.layout).toBe(en.layout);
    expect(es.subjectWithoutScript).toBe(en.subjectWithoutScript);
    expect(es.toasts.failure.autoClose).toBe(en.toasts.failure.autoClose);
    const values = validValues(en);
    expect(es.subject(values)).toBe(en.subject(values));
  });

  it('has every word in Spanish, none empty, none left in English', () => {
    const englishWords = new Map(wordsOf(en));
    for (const [where, word] of wordsOf(es)) {
      expect(word.trim(), where).not.toBe('');
      expect(word, where).not.toBe(englishWords.get(where));
    }
    for (const [index, field] of es.fields.entries()) {
      for (const [optionIndex, option] of (field.options ?? []).entries()) {
        expect(option.label.trim(), `${field.name} ${option.value}`).not.toBe('');
        if (!sameInBoth.has(option.label)) expect(option.label, `${field.name} ${option.value}`).not.toBe(en.fields[index]!.options![optionIndex]!.label);
      }
    }
    expect(es.chrome).not.toEqual(en.chrome);
  });

  it("posts the English form's fields and values, with '[ES] ' before the subject", () => {
    const values = validValues(en);
    const { _subject, _autoresponse, ...rest } = toPayload(es, values);
    const { _subject: englishSubject, _autoresponse: englishConfirmation, ...englishRest } = toPayload(en, values);
    expect(rest).toEqual(englishRest);
    expect(_subject).toBe(`[ES] ${englishSubject}`);
    expect(_autoresponse).not.toBe(englishConfirmation);
    const serviceType = id === 'recreational' ? 'Boat / PWC' : undefined;
    expect(subjectWithoutScript(es, emptyValues(es, serviceType))).toBe(`[ES] ${subjectWithoutScript(en, emptyValues(en, serviceType))}`);
  });
});

describe('the fixed Spanish texts (docs/forms.md, "Two languages")', () => {
  const messageOf = (id: keyof typeof spanish, name: string) => spanish[id].fields.find((field) => field.name === name)?.rule?.message;

  it('validation messages', () => {
    expect(messageOf('quickQuote', 'firstName')).toBe('El nombre es obligatorio');
    expect(messageOf('quickQuote', 'lastName')).toBe('El apellido es obligatorio');
    expect(messageOf('quickQuote', 'email')).toBe('Correo electrónico no válido');
    expect(messageOf('quickQuote', 'insuranceType')).toBe('Seleccione un tipo de seguro');
    expect(messageOf('quickQuote', 'policyAgreement')).toBe('Debe aceptar los Términos del servicio y la Política de privacidad');
    expect(messageOf('contact', 'phone')).toBe('El teléfono es obligatorio');
    expect(messageOf('contact', 'subject')).toBe('Seleccione un asunto');
    expect(messageOf('contact', 'message')).toBe('El mensaje debe tener al menos 10 caracteres');
    for (const id of ['certificate', 'idCards', 'policyChange', 'transportation', 'recreational'] as const) {
      expect(messageOf(id, 'phone'), id).toBe('El teléfono es obligatorio');
      expect(messageOf(id, 'firstName'), id).toBe('El nombre es obligatorio');
    }
  });

  it('toasts', () => {
    expect(spanish.quickQuote.toasts.success).toEqual({ title: '¡Solicitud de cotización enviada!', description: 'Nos comunicaremos con usted lo antes posible.' });
    expect(spanish.quickQuote.toasts.failure.title).toBe('Hubo un error al enviar su solicitud. Inténtelo de nuevo.');
    expect(spanish.contact.toasts.success).toEqual({ title: '¡Su mensaje fue enviado con éxito!', description: 'Nos comunicaremos con usted lo antes posible.' });
    for (const id of ['auto', 'home', 'liability', 'certificate', 'idCards', 'policyChange'] as const) {
      expect(spanish[id].toasts.failure.title, id).toBe('Hubo un error al enviar su solicitud. Inténtelo de nuevo.');
    }
  });

  it('the thanks page, whose words the thank-you toast repeats', () => {
    expect(thanksPage.title).toBe('Gracias');
    expect(thanksPage.text).toBe('¡Gracias! Su solicitud fue enviada; nuestro equipo se comunicará con usted en breve.');
    expect(thanksPage.links.map((link) => link.path)).toEqual(englishThanks.links.map((link) => link.path));
    expect(thanksPage.path).toBe(englishThanks.path);
    expect(toasts.thankYou).toEqual({ title: thanksPage.text });
    for (const id of ['claim', 'auto', 'transportation', 'recreational', 'home', 'certificate'] as const) {
      expect(spanish[id].toasts.success.title, id).toBe(thanksPage.text);
    }
  });

  it('the agreement label reads as its linked words', () => {
    const agreement = spanish.contact.fields.find((field) => field.name === 'policyAgreement')!;
    expect(agreement.label).toBe('Acepto los Términos del servicio y la Política de privacidad');
  });
});
