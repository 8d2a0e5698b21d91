// @vitest-environment node
/**
 * The three Client Service requests' own rules, beyond what every form
 * shares (tests/unit/machines/formMachine.test.ts drives all of them): a
 * certificate is needed from today on, a policy change may take effect in
 * the past, the holder's e-mail is optional but must be an address, and the
 * policy change says when it takes effect.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificate } from '../../../src/formDefinitions/certificate';
import { policyChange } from '../../../src/formDefinitions/policyChange';
import { toPayload } from '../../../src/forms/payload';
import { localToday, validate } from '../../../src/forms/schema';
import { validValues } from '../../support/formFixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('Client Service requests', () => {
  it("needs a certificate from the visitor's today on: yesterday is refused with its own message, today is fine", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 30));
    const values = validValues(certificate);
    expect(validate(certificate, { ...values, neededBy: '2026-11-22' })).toEqual({ neededBy: 'Please choose a date from today on' });
    expect(validate(certificate, { ...values, neededBy: '2026-11-23' })).toEqual({});
    expect(validate(certificate, { ...values, neededBy: '2027-01-04' })).toEqual({});
    expect(validate(certificate, { ...values, neededBy: '' })).toEqual({ neededBy: 'Please choose the date you need it by' });
  });

  it("reads today in the visitor's own time zone, late in the evening too", () => {
    expect(localToday(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(localToday(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
  });

  it('takes a policy change as of a past date (a car bought last week)', () => {
    expect(validate(policyChange, { ...validValues(policyChange), effectiveDate: '2020-02-29' })).toEqual({});
  });

  it("takes a certificate without the holder's e-mail, but not with a broken one", () => {
    const values = validValues(certificate);
    expect(validate(certificate, { ...values, holderEmail: '' })).toEqual({});
    expect(validate(certificate, { ...values, holderEmail: 'certificates@' })).toEqual({ holderEmail: 'Invalid email address' });
  });

  it('posts the additional-insured box as "true" or "false" and names the change in the subject', () => {
    const values = validValues(certificate);
    expect(toPayload(certificate, { ...values, additionalInsured: false }).additionalInsured).toBe('false');
    expect(toPayload(certificate, values).additionalInsured).toBe('true');
    expect(toPayload(policyChange, { ...validValues(policyChange), changeType: 'add-driver' })._subject).toBe('Policy Change Request - add-driver');
  });

  it('says above its button that a change takes effect only once the agent confirms it', () => {
    expect(policyChange.note).toBe('A change takes effect only when your agent confirms it in writing.');
  });
});
