/**
 * A fact of the agency written out in a text, where a placeholder belongs
 * (src/content/model/placeholders.ts, spelledFacts): found in any common
 * writing of the phone numbers, the e-mail, the street and the site's
 * address, in the facts the build reads (no number is written here: each
 * writing is made from the facts file). The text field says so as the
 * office types and refuses it on save; the build's reader stops on it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { describe, expect, it, vi } from 'vitest';
import { editorFacts } from '../../../src/admin/editorFacts';
import { TranslationControl } from '../../../src/admin/TranslationControl';
import { derivedFacts } from '../../../src/config/derivedFacts';
import { spelledFacts } from '../../../src/content/model/placeholders';
import { readContent, type ReadContext } from '../../../src/content/model/read';

const facts = editorFacts.en;
const digits = derivedFacts.phone.e164.slice(-10);
const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];

describe('a fact written out', () => {
  it.each([
    ['the phone as the site shows it', `Call ${facts.phone} today.`, 'phone'],
    ['the phone in its second writing', `Toll-free: ${facts.phoneAlternate}.`, 'phoneAlternate'],
    ['the phone with dashes', `Call ${area}-${exchange}-${line}.`, 'phone'],
    ['the phone with dots and a country code', `Call +1 ${area}.${exchange}.${line}.`, 'phone'],
    ['the fax', `Fax us at ${facts.fax}.`, 'fax'],
    ['the e-mail, in any case', `Write to ${facts.email.toUpperCase()}.`, 'email'],
    ['the street without its suite', `Visit us at ${facts.street.split(',')[0]}.`, 'street'],
  ])('is found: %s', (_name, text, placeholder) => {
    expect(spelledFacts(text, facts).map((fact) => fact.placeholder)).toEqual([placeholder]);
  });

  it('is not found where the text names the placeholder, or another number', () => {
    expect(spelledFacts('Call {phone} or 911, or (312) 555-0100; write to {email}.', facts)).toEqual([]);
  });

  it('stops the build, naming the placeholder to write', () => {
    const context: ReadContext = { locale: 'es', facts: editorFacts.es, isSitePath: () => true, formIds: [], formModule: () => ({ importFrom: '', importName: '' }), articleIds: [], photoOrigin: 'https://images.unsplash.com' };
    const { problems } = readContent({ type: 'text', label: 'Text' }, { en: 'Call {phone}.', es: `Llame al ${facts.phone}.` }, context);
    expect(problems).toEqual([{ path: 'es', message: `writes out “${facts.phone}” (the main phone as shown): write {phone} instead; the site fills it in from the agency facts, so it follows when they change` }]);
  });
});

function renderControl(value: unknown) {
  const field = { get: (key: string, fallback?: unknown) => ({ label: 'Text', name: 'text' })[key as 'label'] ?? fallback } as unknown as CmsWidgetControlProps['field'];
  const onChange = vi.fn();
  const control = createRef<TranslationControl>();
  const view = render(
    <TranslationControl ref={control} field={field} value={value} onChange={onChange} forID="text-field" classNameWrapper="" setActiveStyle={() => {}} setInactiveStyle={() => {}} />,
  );
  return { control, onChange, rerender: (next: unknown) => view.rerender(<TranslationControl ref={control} field={field} value={next} onChange={onChange} forID="text-field" classNameWrapper="" setActiveStyle={() => {}} setInactiveStyle={() => {}} />) };
}

describe('the text field', () => {
  it('says which placeholder to write as the office types the phone, and refuses it on save', async () => {
    const { control, onChange, rerender } = renderControl({ en: 'Call us.', es: 'Llámenos.' });
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Text (English)' }), ` ${facts.phone}`);
    const typed = onChange.mock.lastCall![0] as { en: string; es: string };
    rerender({ en: `Call us. ${facts.phone}`, es: typed.es });
    expect(screen.getByRole('status')).toHaveTextContent(`English: writes out “${facts.phone}” (the main phone as shown): write {phone} instead`);
    expect(control.current!.isValid()).toEqual({ error: { type: 'CUSTOM', message: expect.stringMatching(/^Text \(English\) writes out .+: write \{phone\} instead/) } });
  });
});
