// @vitest-environment node
/**
 * The office hours from the one list in the facts file: the table, the
 * one-line summary and schema.org's opening hours; day names and times from
 * Intl, in English and in Spanish (docs/glossary.md, "Hours and times"), with
 * plain spaces and the same "a. m." whatever the ICU version.
 */
import { describe, expect, it } from 'vitest';
import { clockTime, dayName, hoursSentence, hoursSummary, hoursTable, openDays, openingHours, plainSpaces, type OfficeHours } from '../../../src/config/hoursWritings';

const WEEKDAYS_ONLY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const shipped: OfficeHours = { timeZone: 'CT', open: [{ days: WEEKDAYS_ONLY, opens: '08:00', closes: '17:00' }] };
/** Hours that change during the week: a long Monday-Thursday, a short Friday, a Saturday morning. */
const splitWeek: OfficeHours = {
  timeZone: 'CT',
  open: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '17:00' },
    { days: ['Friday'], opens: '08:00', closes: '12:30' },
    { days: ['Saturday'], opens: '09:00', closes: '12:00' },
  ],
};

/** Open on weekdays and on Sunday: two ranges. */
const apartWeek: OfficeHours = { timeZone: 'CT', open: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Sunday'], opens: '10:00', closes: '12:00' }] };

describe('hours writings', () => {
  it('reads the shipped hours exactly as the site always has', () => {
    expect(hoursTable(shipped, 'en')).toEqual([
      { label: 'Monday - Friday', value: '8:00 AM - 5:00 PM', closed: false },
      { label: 'Saturday', value: 'Closed', closed: true },
      { label: 'Sunday', value: 'Closed', closed: true },
    ]);
    expect(hoursSummary(shipped, 'en')).toBe('Monday-Friday 8:00 AM-5:00 PM CT; Saturday and Sunday closed');
    expect(openingHours(shipped)).toEqual([{ days: [...WEEKDAYS_ONLY], opens: '08:00', closes: '17:00' }]);
  });

  it('joins consecutive days with the same hours into a range, in week order whatever order the days are entered in', () => {
    const hours: OfficeHours = { timeZone: 'CT', open: [{ days: ['Saturday', 'Tuesday', 'Monday', 'Sunday'], opens: '09:00', closes: '12:30' }] };
    expect(hoursTable(hours, 'en')).toEqual([
      { label: 'Monday - Tuesday', value: '9:00 AM - 12:30 PM', closed: false },
      { label: 'Wednesday', value: 'Closed', closed: true },
      { label: 'Thursday', value: 'Closed', closed: true },
      { label: 'Friday', value: 'Closed', closed: true },
      { label: 'Saturday - Sunday', value: '9:00 AM - 12:30 PM', closed: false },
    ]);
    expect(hoursSummary(hours, 'en')).toBe('Monday-Tuesday 9:00 AM-12:30 PM CT; Saturday-Sunday 9:00 AM-12:30 PM CT; Wednesday, Thursday, and Friday closed');
    expect(openingHours(hours)).toEqual([{ days: ['Monday', 'Tuesday', 'Saturday', 'Sunday'], opens: '09:00', closes: '12:30' }]);
  });

  it('splits the week where the hours change: a short Wednesday, a Saturday morning, a closed Sunday', () => {
    const hours: OfficeHours = {
      timeZone: 'CT',
      open: [
        { days: ['Monday', 'Tuesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
        { days: ['Wednesday'], opens: '08:00', closes: '12:00' },
        { days: ['Saturday'], opens: '09:30', closes: '13:00' },
      ],
    };
    expect(hoursTable(hours, 'en')).toEqual([
      { label: 'Monday - Tuesday', value: '8:00 AM - 5:00 PM', closed: false },
      { label: 'Wednesday', value: '8:00 AM - 12:00 PM', closed: false },
      { label: 'Thursday - Friday', value: '8:00 AM - 5:00 PM', closed: false },
      { label: 'Saturday', value: '9:30 AM - 1:00 PM', closed: false },
      { label: 'Sunday', value: 'Closed', closed: true },
    ]);
    expect(hoursSummary(hours, 'en')).toBe(
      'Monday-Tuesday 8:00 AM-5:00 PM CT; Wednesday 8:00 AM-12:00 PM CT; Thursday-Friday 8:00 AM-5:00 PM CT; Saturday 9:30 AM-1:00 PM CT; Sunday closed',
    );
    expect(openingHours(hours)).toEqual([
      { days: ['Monday', 'Tuesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
      { days: ['Wednesday'], opens: '08:00', closes: '12:00' },
      { days: ['Saturday'], opens: '09:30', closes: '13:00' },
    ]);
  });

  it('reads a week without a closed day with no closed part', () => {
    const everyDay: OfficeHours = { timeZone: 'CT', open: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '07:00', closes: '19:00' }] };
    expect(hoursTable(everyDay, 'en')).toEqual([{ label: 'Monday - Sunday', value: '7:00 AM - 7:00 PM', closed: false }]);
    expect(hoursSummary(everyDay, 'en')).toBe('Monday-Sunday 7:00 AM-7:00 PM CT');
  });

  it('writes midnight and noon as a person reads them', () => {
    expect(clockTime('00:00', 'en')).toBe('12:00 AM');
    expect(clockTime('12:00', 'en')).toBe('12:00 PM');
    expect(clockTime('23:59', 'en')).toBe('11:59 PM');
  });

  it('uses plain spaces only, whatever space the ICU version puts before AM/PM', () => {
    // Node 20+ with ICU 72 or later writes "8:00\u202fAM"; older ICU and some browsers "8:00 AM".
    expect(plainSpaces('8:00\u202fAM - 5:00\u00a0PM')).toBe('8:00 AM - 5:00 PM');
    const written = [...hoursTable(shipped, 'en').flatMap((row) => [row.label, row.value]), hoursSummary(shipped, 'en')].join('');
    expect(written).not.toMatch(/[\u202f\u00a0]/);
  });

  it('writes the hours in Spanish from the same list: 12-hour times with "a. m."/"p. m.", ranges with "a", capitals only where a line starts', () => {
    expect(dayName('Monday', 'es')).toBe('lunes');
    expect(hoursTable(shipped, 'es')).toEqual([
      { label: 'Lunes a viernes', value: '8:00 a. m. - 5:00 p. m.', closed: false },
      { label: 'Sábado', value: 'Cerrado', closed: true },
      { label: 'Domingo', value: 'Cerrado', closed: true },
    ]);
    expect(hoursSummary(shipped, 'es')).toBe('Lunes a viernes de 8:00 a. m. a 5:00 p. m. CT; sábado y domingo: cerrado');
    expect(hoursSentence(shipped, 'es')).toBe('Lunes a viernes, 8 a. m. a 5 p. m. CT');
    expect(hoursSummary(splitWeek, 'es')).toBe(
      'Lunes a jueves de 8:00 a. m. a 5:00 p. m. CT; viernes de 8:00 a. m. a 12:30 p. m. CT; sábado de 9:00 a. m. a 12:00 p. m. CT; domingo: cerrado',
    );
    expect(hoursSentence(splitWeek, 'es')).toBe('Lunes a jueves, 8 a. m. a 5 p. m. CT; viernes, 8 a. m. a 12:30 p. m. CT; sábado, 9 a. m. a 12 p. m. CT');
  });

  it('writes midnight and noon in Spanish as a person reads them, whatever Intl writes for the day period', () => {
    expect(clockTime('00:00', 'es')).toBe('12:00 a. m.');
    expect(clockTime('12:00', 'es')).toBe('12:00 p. m.');
    expect(clockTime('23:59', 'es')).toBe('11:59 p. m.');
    expect(clockTime('09:30', 'es', 'short')).toBe('9:30 a. m.');
    const written = [...hoursTable(splitWeek, 'es').flatMap((row) => [row.label, row.value]), hoursSummary(splitWeek, 'es'), hoursSentence(splitWeek, 'es')].join('');
    expect(written).not.toMatch(/[\u202f\u00a0]|[ap]\.m\./);
  });

  it('says the hours in a sentence (the claims support window): open days only, minutes only when there are some', () => {
    expect(hoursSentence(shipped, 'en')).toBe('Monday-Friday, 8 AM to 5 PM CT');
    expect(clockTime('08:00', 'en', 'short')).toBe('8 AM');
    expect(clockTime('17:30', 'en', 'short')).toBe('5:30 PM');
    expect(clockTime('12:00', 'en', 'short')).toBe('12 PM');
    expect(hoursSentence(splitWeek, 'en')).toBe('Monday-Thursday, 8 AM to 5 PM CT; Friday, 8 AM to 12:30 PM CT; Saturday, 9 AM to 12 PM CT');
  });

  it('names the open days as a sentence does (the confirmation e-mail): one range per run of open days, whatever their hours', () => {
    expect(openDays(shipped, 'en')).toBe('Monday to Friday');
    expect(openDays(shipped, 'es')).toBe('lunes a viernes');
    expect(openDays(apartWeek, 'es')).toBe('lunes a viernes y domingo');
    expect(openDays(splitWeek, 'en')).toBe('Monday to Saturday');
    expect(openDays(apartWeek, 'en')).toBe('Monday to Friday and Sunday');
    expect(openDays({ timeZone: 'CT', open: [{ days: ['Wednesday'], opens: '09:00', closes: '12:00' }] }, 'en')).toBe('Wednesday');
  });
});
