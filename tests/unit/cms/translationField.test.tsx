/**
 * The side-by-side text field: its check is the build's reading of a text
 * (both languages of a required text; all or none of an optional one; the
 * Spanish only where the model says so; no placeholder the text may not
 * use), and its control shows an English and a Spanish box, hands Decap
 * `{ en, es }` in the file's order, and turns the preview to the language of
 * the box focused.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { describe, expect, it, vi } from 'vitest';
import { editingLanguage } from '../../../src/admin/editingLanguage';
import { TranslationControl } from '../../../src/admin/TranslationControl';
import { checkTranslations, toTranslations, withWords, type TranslationRules } from '../../../src/admin/translationField';
import { readContent, type ReadContext } from '../../../src/content/model/read';
import type { TextNode } from '../../../src/vocabulary/nodes';

const required: TranslationRules = { label: 'Title', required: true };
const optional: TranslationRules = { label: 'Lead', required: false };
const spanishOnly: TranslationRules = { label: 'Notice', required: true, only: ['es'] };
const withSlot: TranslationRules = { label: 'Reading time', required: true, slots: ['minutes'] };

const refused = (message: string) => ({ error: { type: 'CUSTOM', message } });

describe('checkTranslations', () => {
  it('wants a required text in both languages', () => {
    expect(checkTranslations({ en: 'Auto', es: 'Auto' }, required)).toBe(true);
    expect(checkTranslations(undefined, required)).toEqual(refused('Title: write the English and the Spanish text.'));
    expect(checkTranslations({ en: '', es: '' }, required)).toEqual(refused('Title: write the English and the Spanish text.'));
    expect(checkTranslations({ en: 'Auto', es: '' }, required)).toEqual(refused('Title: write the Spanish text too.'));
    expect(checkTranslations({ en: '  ', es: 'Auto' }, required)).toEqual(refused('Title: write the English text too.'));
  });

  it('takes an optional text in both languages or in neither', () => {
    expect(checkTranslations(undefined, optional)).toBe(true);
    expect(checkTranslations({ en: '', es: '' }, optional)).toBe(true);
    expect(checkTranslations({ en: 'A lead', es: 'Una entrada' }, optional)).toBe(true);
    expect(checkTranslations({ en: 'A lead', es: '' }, optional)).toEqual(refused('Lead: write the Spanish text too, or empty both.'));
  });

  it('asks a Spanish-only text for its Spanish alone', () => {
    expect(checkTranslations({ es: 'La versión en inglés prevalece.' }, spanishOnly)).toBe(true);
    expect(checkTranslations({}, spanishOnly)).toEqual(refused('Notice: write the Spanish text.'));
  });

  it('takes the facts and the text’s own slots as placeholders, and refuses any other', () => {
    expect(checkTranslations({ en: 'Call {phone} in {city}', es: 'Llame al {phone} en {city}' }, required)).toBe(true);
    expect(checkTranslations({ en: '{minutes} min read', es: '{minutes} min de lectura' }, withSlot)).toBe(true);
    expect(checkTranslations({ en: 'Call {phone}', es: 'Llame al {telefono}' }, required)).toEqual(
      refused('Title (Spanish) names {telefono}, which is no placeholder: the ones it may use are listed under the field.'),
    );
    expect(checkTranslations({ en: '{minutes} min', es: '{minutes} min' }, required)).toEqual(
      refused('Title (English) names {minutes}, which is no placeholder: the ones it may use are listed under the field.'),
    );
  });

  it('agrees with the build’s reading of the same text', () => {
    const context: ReadContext = {
      locale: 'en',
      facts: { phone: '(800) 555-0142', city: 'Woodridge' },
      isSitePath: () => true,
      formIds: [],
      formModule: () => ({ importFrom: '', importName: '' }),
      articleIds: [],
      photoOrigin: 'https://images.unsplash.com',
    };
    const values = [undefined, { en: '', es: '' }, { en: 'Auto', es: 'Auto' }, { en: 'Auto', es: '' }, { en: '', es: 'Auto' }, { en: 'Call {phone}', es: 'Llame al {telefono}' }];
    for (const rules of [required, optional]) {
      const node: TextNode = { type: 'text', label: rules.label, optional: !rules.required };
      for (const value of values) {
        const buildAccepts = (['en', 'es'] as const).every((locale) => readContent(node, value, { ...context, locale }).problems.length === 0);
        expect(checkTranslations(value, rules) === true, `${rules.label}: ${JSON.stringify(value)}`).toBe(buildAccepts);
      }
    }
  });
});

describe('the field’s value', () => {
  it('reads what Decap holds: a plain object once typed, an Immutable map read from the file, nothing on a new entry', () => {
    expect(toTranslations({ en: 'Auto', es: 'Auto', fr: 'Auto' })).toEqual({ en: 'Auto', es: 'Auto' });
    expect(toTranslations({ toJS: () => ({ es: 'Hogar', en: 'Home' }) })).toEqual({ en: 'Home', es: 'Hogar' });
    expect(toTranslations(undefined)).toEqual({});
    expect(toTranslations('Auto')).toEqual({});
  });

  it('hands Decap every language the text is written in, in the file’s order', () => {
    expect(Object.keys(withWords(undefined, {}, 'es', 'Hogar'))).toEqual(['en', 'es']);
    expect(withWords({ en: 'Home' }, {}, 'es', 'Hogar')).toEqual({ en: 'Home', es: 'Hogar' });
    expect(withWords(undefined, { only: ['es'] }, 'es', 'Aviso')).toEqual({ es: 'Aviso' });
  });
});

/** Decap's field configuration, as its controls read it (an Immutable map: `get` with a default). */
function fieldOf(config: Record<string, unknown>) {
  const map = {
    get: (key: string, fallback?: unknown) => (key in config ? toImmutable(config[key]) : fallback),
  };
  return map as unknown as CmsWidgetControlProps['field'];
}
const toImmutable = (value: unknown) => (Array.isArray(value) ? { toJS: () => value } : value);

function renderControl(config: Record<string, unknown>, value: unknown) {
  const onChange = vi.fn();
  const ref = createRef<TranslationControl>();
  render(
    <TranslationControl
      ref={ref}
      field={fieldOf(config)}
      value={value}
      onChange={onChange}
      forID="title-field"
      classNameWrapper="box"
      setActiveStyle={() => {}}
      setInactiveStyle={() => {}}
    />,
  );
  return { onChange, control: ref };
}

describe('TranslationControl', () => {
  it('shows an English and a Spanish box, the English one the field’s own, and hands Decap both languages as typed', async () => {
    const { onChange } = renderControl({ label: 'Title', name: 'title' }, { en: 'Home', es: '' });
    const english = screen.getByRole('textbox', { name: 'Title (English)' });
    const spanish = screen.getByRole('textbox', { name: 'Title (Español)' });
    expect(english).toHaveAttribute('id', 'title-field');
    expect(english).toHaveValue('Home');
    expect(spanish).toHaveAttribute('lang', 'es');
    await userEvent.type(spanish, 'H');
    expect(onChange).toHaveBeenLastCalledWith({ en: 'Home', es: 'H' });
  });

  it('draws a paragraph as text areas, a Spanish-only text as one Spanish box', () => {
    renderControl({ label: 'Answer', name: 'answer', multiline: true }, undefined);
    expect(screen.getByRole('textbox', { name: 'Answer (English)' }).tagName).toBe('TEXTAREA');
    renderControl({ label: 'Notice', name: 'notice', only: ['es'] }, undefined);
    expect(screen.queryByRole('textbox', { name: 'Notice (English)' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Notice (Español)' })).toHaveAttribute('id', 'title-field');
  });

  it('turns the preview to the language of the box focused', async () => {
    renderControl({ label: 'Title', name: 'title' }, undefined);
    await userEvent.click(screen.getByRole('textbox', { name: 'Title (Español)' }));
    expect(editingLanguage.get()).toBe('es');
    await userEvent.click(screen.getByRole('textbox', { name: 'Title (English)' }));
    expect(editingLanguage.get()).toBe('en');
  });

  it('answers Decap’s check with the field’s rules from its configuration', () => {
    const { control } = renderControl({ label: 'Lead', name: 'lead', required: false }, { en: 'A lead', es: '' });
    expect(control.current!.isValid()).toEqual(refused('Lead: write the Spanish text too, or empty both.'));
  });

  it('lists the placeholders the text may use: its slots, then the facts', async () => {
    renderControl({ label: 'Reading time', name: 'readingTime', slots: ['minutes'] }, undefined);
    await userEvent.click(screen.getByText(/^Placeholders:/));
    expect(screen.getByText('{minutes}')).toBeVisible();
    expect(screen.getByText('{agencyName}')).toBeVisible();
  });
});
