import { describe, expect, it } from 'vitest';
import { formById } from '../../../src/relay/formCatalogue';
import { firstLine, PREVIEW_CHARS, previewOf } from '../../../src/relay/inbox/leadPreview';

describe('previewOf', () => {
  it("names the contact form's chosen subject and the message's first line", () => {
    expect(previewOf([['firstName', 'Ana'], ['subject', 'billing'], ['message', '\n  I was charged   twice.\nPolicy 123']], formById('contact'))).toBe('Billing Question · I was charged twice.');
    expect(previewOf([['subject', 'claim'], ['message', '']], formById('contact'))).toBe('Claim Inquiry');
    // A value not among the options is the visitor's, not a choice: left out.
    expect(previewOf([['subject', '<b>x</b>'], ['message', 'Hello there']], formById('contact'))).toBe('Hello there');
  });

  it("reads the form's last multi-line field (a claim's description, a change's details), not an address before it", () => {
    expect(previewOf([['description', 'Hail broke the windshield']], formById('claim'))).toBe('Hail broke the windshield');
    expect(previewOf([['holderAddress', '1 Main St'], ['details', 'Needed for the lease']], formById('certificate'))).toBe('Needed for the lease');
  });

  it('is empty for a lead of no form', () => {
    expect(previewOf([['message', 'Hello']], undefined)).toBe('');
  });
});

describe('firstLine', () => {
  it('cuts a long line at a word, with an ellipsis, within PREVIEW_CHARS', () => {
    const line = firstLine('word '.repeat(40));
    expect(line.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(line).toMatch(/word…$/);
    expect(firstLine('x'.repeat(200))).toBe(`${'x'.repeat(PREVIEW_CHARS - 1)}…`);
    expect(firstLine('\r\n\r\nsecond\u2028third')).toBe('second third');
  });
});
