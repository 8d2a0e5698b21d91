// @vitest-environment node
/**
 * The inbox's search as people type it (src/relay/searchText.ts; docs/relay.md,
 * "The office's inbox": search): the folding, a phone's digits, and what a
 * lead's searchable text holds.
 */
import { describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { leadOf } from '../../../src/relay/lead';
import { foldText, phoneDigits, searchTermsOf } from '../../../src/relay/searchText';
import { validValues } from '../../support/formFixtures';

describe('foldText', () => {
  it('sets case and accents aside, and the letters NFKD keeps whole', () => {
    for (const [typed, stored] of [
      ['wisniewski', 'Wiśniewski'],
      ['wisniewski', 'WIŚNIEWSKI'],
      ['pena', 'PEÑA'],
      ['zoe', 'Zoë'],
      ['lodz', 'Łódź'],
      ['strasse', 'STRAßE'],
      ['soren', 'Søren'],
      ['file 2', 'ﬁle ²'],
      ['a b', ' A \t\n B '],
    ]) {
      expect(foldText(stored), stored).toBe(typed);
      expect(foldText(typed)).toBe(typed);
    }
  });
});

describe('phoneDigits', () => {
  it('reads a phone in any writing as its digits, the country code 1 dropped', () => {
    for (const written of ['6305550142', '630-555-0142', '(630) 555-0142', '+1 630 555 0142', '1 (630) 555-0142', '630.555.0142', '630/555 0142']) {
      expect(phoneDigits(written), written).toBe('6305550142');
    }
    expect(phoneDigits('555-0142')).toBe('5550142');
    expect(phoneDigits('+1 630')).toBe('630');
  });

  it('reads nothing else as a phone', () => {
    for (const text of ['Peña', '12', 'call 630-555-0142', 'visitor-5@example.com', '']) expect(phoneDigits(text), text).toBeUndefined();
  });

  it('a query: its folded text, and its digits when written as a phone', () => {
    expect(searchTermsOf('  PEÑA ')).toEqual({ text: 'pena' });
    expect(searchTermsOf('(630) 555-0142')).toEqual({ text: '(630) 555-0142', digits: '6305550142' });
    expect(searchTermsOf('6305550142')).toEqual({ text: '6305550142' });
    expect(searchTermsOf(' \t')).toBeUndefined();
  });
});

describe("a lead's searchable text", () => {
  const stored = (fields: Record<string, string>) =>
    leadOf('lead-1', { door: 'ajax', fields: Object.entries(fields), receivedAt: new Date('2026-11-29T10:00:00Z') }).search_text!.split('\n');

  it("holds the form's shown name, each option by its label, the visitor folded and the phone's digits", () => {
    const payload = toPayload(formDefinitions.contact, validValues(formDefinitions.contact));
    const lines = stored({ ...payload, firstName: 'José', lastName: 'PEÑA', phone: '+1 (630) 555-0142', subject: 'quote', sourcePage: '/contact' });
    expect(lines).toContain('send us a message');
    expect(lines).toContain('request a quote');
    expect(lines).toContain('quote');
    expect(lines).toContain('jose pena');
    expect(lines).toContain('+1 (630) 555-0142');
    expect(lines).toContain('6305550142');
    expect(lines).toContain('/contact');
    // The form's own hidden fields are the same for every lead of a form: not searched.
    expect(payload._autoresponse).toBeTruthy();
    expect(lines).not.toContain(foldText(payload._autoresponse));
    expect(lines).not.toContain('contact');
  });
});
