// @vitest-environment node
/**
 * The agency's facts file: the shipped one passes its schema; a missing or
 * malformed field, a phone number that does not exist, hours that close
 * before they open or a day in two groups stop the build with the file and
 * the field named (the Vite plugin runs the same check whenever it derives
 * the facts, also when AGENCY_FACTS_FILE builds the site from another file).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agencyFacts as agencyFactsPlugin, agencyFactsFile, derivedFactsModule } from '../../../src/buildSteps/plugins/agencyFacts';
import { agency, hoursIn } from '../../../src/config/agency';
import { parseAgencyFacts } from '../../../src/config/agencyFacts';

const FILE = 'src/config/agency.json';
const shipped = readFileSync(agencyFactsFile, 'utf8');
/** The facts as plain parsed JSON, to break on purpose. */
type Facts = ReturnType<typeof JSON.parse>;
const edited = (change: (facts: Facts) => void) => {
  const facts = JSON.parse(shipped);
  change(facts);
  return JSON.stringify(facts);
};
const problemsOf = (source: string) => {
  try {
    parseAgencyFacts(source, FILE);
    return [];
  } catch (error) {
    return String((error as Error).message).split('\n').slice(1);
  }
};

describe('agency facts file', () => {
  it('ships valid, and the config module reads it', () => {
    expect(problemsOf(shipped)).toEqual([]);
    expect(agency.name).toBe(JSON.parse(shipped).name);
    expect(agency.phone.href).toBe('tel:+18005550142');
  });

  it.each([
    ['a missing e-mail', (f: Facts) => delete f.email, `${FILE}: email must be a string (was missing)`],
    ['a missing street', (f: Facts) => delete f.address.street, `${FILE}: address.street must be a string (was missing)`],
    ['a phone number too short', (f: Facts) => (f.phone = '+1800'), `${FILE}: phone must be a valid phone number such as +18005550142 (was "+1800")`],
    ['a phone number in national writing', (f: Facts) => (f.phone = '(800) 555-0142'), `${FILE}: phone must be a valid phone number such as +18005550142 (was "(800) 555-0142")`],
    ['a phone number of the right form that does not exist', (f: Facts) => (f.phone = '+10005550142'), `${FILE}: phone must be a valid phone number such as +18005550142 (was "+10005550142")`],
    ['a fax number that does not exist', (f: Facts) => (f.fax = '+16305550'), `${FILE}: fax must be a valid phone number such as +18005550142 (was "+16305550")`],
    ['a claims extension with letters', (f: Facts) => (f.claimsExtension = 'ext. 6'), `${FILE}: claimsExtension must be the extension digits, such as 6 (was "ext. 6")`],
    ['hours that close before they open', (f: Facts) => (f.hours.open[0].closes = '07:30'), `${FILE}: hours.open.0.closes must be a time after the opening time 08:00 (was "07:30")`],
    ['a day in two groups', (f: Facts) => f.hours.open.push({ days: ['Saturday', 'Friday'], opens: '09:00', closes: '12:00' }), `${FILE}: hours.open.1.days must name each day once in all the groups (Friday is in hours.open.0.days already)`],
    ['a day twice in one group', (f: Facts) => f.hours.open[0].days.push('Monday'), `${FILE}: hours.open.0.days must name each day once in all the groups (Monday is in hours.open.0.days already)`],
    ['no opening hours at all', (f: Facts) => (f.hours.open = []), `${FILE}: hours.open must be one or more groups of days`],
    ['an e-mail without @', (f: Facts) => (f.email = 'office'), `${FILE}: email must be an e-mail address (was "office")`],
    ['a site origin with a path', (f: Facts) => (f.siteOrigin = 'https://www.example.com/home'), `${FILE}: siteOrigin must be a site origin such as https://www.example.com (no path, no trailing slash) (was "https://www.example.com/home")`],
    ['a 12-hour opening time', (f: Facts) => (f.hours.open[0].opens = '8am'), `${FILE}: hours.open.0.opens must be a 24-hour time such as 08:00 (was "8am")`],
    ['an unknown day', (f: Facts) => (f.hours.open[0].days = ['Funday']), `${FILE}: hours.open.0.days.0`],
    ['a social link that is not a web address', (f: Facts) => (f.links.facebook = 'facebook'), `${FILE}: links.facebook must be a web address starting with https:// (was "facebook")`],
    ['an empty name', (f: Facts) => (f.name = ''), `${FILE}: name must be a non-empty text`],
  ])('names the file and field for %s', (_, change, expected) => {
    const problems = problemsOf(edited(change));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf(edited((f) => ((f.fax = '555'), delete f.links.signIn)));
    expect(problems).toEqual([
      `${FILE}: fax must be a valid phone number such as +18005550142 (was "555")`,
      `${FILE}: links.signIn must be a string (was missing)`,
    ]);
  });

  it('names the file when it is not JSON', () => {
    expect(problemsOf('{ "name": ')[0]).toMatch(new RegExp(`^${FILE}: not valid JSON`));
  });

  it('stops the build: the Vite plugin checks the file whenever it derives the facts for the bundles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agency-facts-'));
    const broken = join(dir, 'agency.json');
    writeFileSync(broken, edited((f) => (f.phone = '+1800')));
    const load = agencyFactsPlugin({ file: broken }).load as (this: { addWatchFile(file: string): void }, id: string) => string | undefined;
    expect(() => load.call({ addWatchFile() {} }, derivedFactsModule)).toThrow(`${broken}: phone must be a valid phone number such as +18005550142 (was "+1800")`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the bundles\' import of the derived facts with their value, derived from AGENCY_FACTS_FILE when set, and leaves every other module alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agency-facts-'));
    const other = join(dir, 'agency.json');
    writeFileSync(other, edited((f) => (f.phone = '+13125550199')));
    const plugin = agencyFactsPlugin({ file: other });
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | undefined;
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => watched.push(file) };
    const code = load.call(context, derivedFactsModule)!;
    const derived = JSON.parse(code.replace(/^export const derivedFacts = /, '').replace(/;\n$/, ''));
    expect(derived.phone).toEqual({ display: '(312) 555-0199', alternate: '1-312-555-0199', href: 'tel:+13125550199', e164: '+13125550199', plan: { countryCode: '1', nationalLength: 10 } });
    expect(derived.claimsPhone).toEqual({ display: '(312) 555-0199 ext. 6', extension: '6', href: 'tel:+13125550199,6' });
    expect(watched).toEqual([other]);
    expect(load.call(context, agencyFactsFile)).toBeUndefined();
    expect(load.call(context, '/elsewhere/other.ts')).toBeUndefined();
    writeFileSync(other, edited((f) => delete f.address.postalCode));
    expect(() => load.call(context, derivedFactsModule)).toThrow(`${other}: address.postalCode must be a string (was missing)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the code every writing derived from the one value of each fact', () => {
    expect(agency.phone).toEqual({ display: '(800) 555-0142', alternate: '1-800-555-0142', href: 'tel:+18005550142', e164: '+18005550142', plan: { countryCode: '1', nationalLength: 10 } });
    expect(agency.claimsPhone).toEqual({ display: '(800) 555-0142 ext. 6', extension: '6', href: 'tel:+18005550142,6' });
    expect(agency.fax).toMatchObject({ display: '(630) 555-0143', e164: '+16305550143', plan: { countryCode: '1', nationalLength: 10 } });
    expect(agency.hours).toEqual({
      summary: 'Monday-Friday 8:00 AM-5:00 PM CT; Saturday and Sunday closed',
      sentence: 'Monday-Friday, 8 AM to 5 PM CT',
      openDays: 'Monday to Friday',
      rows: [
        { label: 'Monday - Friday', value: '8:00 AM - 5:00 PM', closed: false },
        { label: 'Saturday', value: 'Closed', closed: true },
        { label: 'Sunday', value: 'Closed', closed: true },
      ],
      timeZone: 'CT',
      openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }],
      es: {
        summary: 'Lunes a viernes de 8:00 a. m. a 5:00 p. m. CT; sábado y domingo: cerrado',
        sentence: 'Lunes a viernes, 8 a. m. a 5 p. m. CT',
        openDays: 'lunes a viernes',
        rows: [
          { label: 'Lunes a viernes', value: '8:00 a. m. - 5:00 p. m.', closed: false },
          { label: 'Sábado', value: 'Cerrado', closed: true },
          { label: 'Domingo', value: 'Cerrado', closed: true },
        ],
      },
    });
    expect(hoursIn('en').summary).toBe(agency.hours.summary);
    expect(hoursIn('es')).toBe(agency.hours.es);
  });

  it('derives the map from the address', () => {
    expect(agency.map.embedUrl).toBe('https://www.google.com/maps?q=2000+Prairie+Point+Drive+Suite+210+Woodridge+IL+60517&output=embed');
  });
});
