/** A visitor's phone read in the agency's numbering plan (src/config/phoneDigits.ts). */
import { describe, expect, it } from 'vitest';
import { agency } from '../../../src/config/agency';
import { dialledDigits, nationalDigits } from '../../../src/config/phoneDigits';

const US = { countryCode: '1', nationalLength: 10 };
const UK = { countryCode: '44', nationalLength: 10 };

describe('the numbering plan', () => {
  it("is read off the agency's phone", () => expect(agency.phone.plan).toEqual(US));

  it.each([
    ['+1 630 555 0142', US, '6305550142'],
    ['1-630-555-0142', US, '6305550142'],
    ['(630) 555-0142', US, '6305550142'],
    ['+44 20 7946 0958', US, '442079460958'],
    ['+44 20 7946 0958', UK, '2079460958'],
    ['44 2079460958', UK, '2079460958'],
    ['+1 630 555 0142', UK, '16305550142'],
  ])('%s in plan %o: national digits %s', (written, plan, digits) => expect(nationalDigits(written, plan)).toBe(digits));

  it.each([
    ['6305550142', US, '+16305550142'],
    ['+44 20 7946 0958', US, '+442079460958'],
    ['555-0142', US, '5550142'],
    ['2079460958', UK, '+442079460958'],
  ])('%s in plan %o dials %s', (written, plan, dialled) => expect(dialledDigits(written, plan)).toBe(dialled));
});
