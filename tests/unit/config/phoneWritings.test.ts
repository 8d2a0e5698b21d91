// @vitest-environment node
/**
 * Every writing of a phone number from the one value in the facts file
 * (libphonenumber-js): the national form shown, the second writing, the tel:
 * link, the international form for JSON-LD, the claims line with its
 * extension; a number the numbering plan does not know is refused.
 */
import { describe, expect, it } from 'vitest';
import { extensionWritings, isValidPhoneNumber, phoneWritings } from '../../../src/config/phoneWritings';

/** The US numbering plan, read off every US number: how the office reads a visitor's phone (src/config/phoneDigits.ts). */
const US = { countryCode: '1', nationalLength: 10 };

describe('phone writings', () => {
  it.each([
    // toll-free, the shipped main number
    ['+18005550142', { display: '(800) 555-0142', alternate: '1-800-555-0142', href: 'tel:+18005550142', e164: '+18005550142', plan: US }],
    // the shipped fax, a suburban Chicago number
    ['+16305550143', { display: '(630) 555-0143', alternate: '1-630-555-0143', href: 'tel:+16305550143', e164: '+16305550143', plan: US }],
    // downtown Chicago, and the White House's public line
    ['+13125550199', { display: '(312) 555-0199', alternate: '1-312-555-0199', href: 'tel:+13125550199', e164: '+13125550199', plan: US }],
    ['+12024561111', { display: '(202) 456-1111', alternate: '1-202-456-1111', href: 'tel:+12024561111', e164: '+12024561111', plan: US }],
  ])('%s reads in every writing', (e164, writings) => {
    expect(phoneWritings(e164)).toEqual(writings);
  });

  it('writes the claims line: the main number with its extension, and a link that dials it after a pause', () => {
    expect(extensionWritings('+18005550142', '6')).toEqual({ display: '(800) 555-0142 ext. 6', extension: '6', href: 'tel:+18005550142,6' });
    expect(extensionWritings('+13125550199', '1234')).toEqual({ display: '(312) 555-0199 ext. 1234', extension: '1234', href: 'tel:+13125550199,1234' });
  });

  it.each([
    ['too short', '+1800'],
    ['an area code that cannot exist', '+10005550142'],
    ['a national writing', '(800) 555-0142'],
    ['spaces', '+1 800 555 0142'],
    ['no number at all', 'call us'],
  ])('refuses %s', (_, value) => {
    expect(isValidPhoneNumber(value)).toBe(false);
    expect(() => phoneWritings(value)).toThrow(`not a valid phone number in international form: "${value}"`);
  });
});
