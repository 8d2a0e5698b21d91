/** A lead's phone and e-mail as links (src/relay/inbox/app/contactLinks.ts): what a tap dials, whatever the writing. */
import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from '../../../../src/relay/inbox/app/contactLinks';

describe('telHref', () => {
  it.each([
    ['(630) 555-0142', 'tel:+16305550142'],
    ['630-555-0142', 'tel:+16305550142'],
    ['6305550142', 'tel:+16305550142'],
    ['+1 630 555 0142', 'tel:+16305550142'],
    ['1-630-555-0142', 'tel:+16305550142'],
    ['630.555.0142 ext. 6', 'tel:+16305550142,6'],
    ['630 555 0142 x12', 'tel:+16305550142,12'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['555-0142', 'tel:5550142'],
  ])('%s dials %s', (phone, href) => expect(telHref(phone)).toBe(href));

  it.each(['', '12', 'call me', '1234567890123456'])('"%s" is no number: text, no link', (phone) => expect(telHref(phone)).toBeUndefined());
});

describe('mailtoHref', () => {
  it('writes to an address, its ?, & and # as characters, never as headers', () => {
    expect(mailtoHref(' ana@example.com ')).toBe('mailto:ana@example.com');
    expect(mailtoHref('ana+quote@example.com')).toBe('mailto:ana+quote@example.com');
    expect(mailtoHref('a?cc=x@evil.example')).toBe('mailto:a%3Fcc=x@evil.example');
  });
  it.each(['', 'ana', 'ana @example.com', 'a@b@c'])('"%s" is no address: text, no link', (email) => expect(mailtoHref(email)).toBeUndefined());
});

describe("telHref in another agency's plan (read off its phone, never spelled)", () => {
  const uk = { countryCode: '44', nationalLength: 10 };
  it.each([
    ['020 7946 0958', 'tel:02079460958'],
    ['2079460958', 'tel:+442079460958'],
    ['44 20 7946 0958', 'tel:+442079460958'],
    ['+1 630 555 0142', 'tel:+16305550142'],
  ])('%s dials %s', (phone, href) => expect(telHref(phone, uk)).toBe(href));
});
