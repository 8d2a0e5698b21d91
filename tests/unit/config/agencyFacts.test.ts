// @vitest-environment node
/**
 * The agency's facts file: the shipped one passes its schema; a missing or
 * malformed field stops the build with the file and the field named (the
 * Vite plugin runs the same check on every load of the file, also when
 * AGENCY_FACTS_FILE builds the site from another file).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agencyFacts as agencyFactsPlugin, agencyFactsFile } from '../../../src/build/agencyFactsPlugin';
import { agency } from '../../../src/config/agency';
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
    ['a phone link without tel:', (f: Facts) => (f.phone.href = '8005550142'), `${FILE}: phone.href must be a phone link such as tel:+18005550142 (was "8005550142")`],
    ['a claims link without its extension', (f: Facts) => (f.claimsPhone.href = 'tel:+18005550142'), `${FILE}: claimsPhone.href must be a phone link with its extension after a comma, such as tel:+18005550142,6 (was "tel:+18005550142")`],
    ['an e-mail without @', (f: Facts) => (f.email = 'office'), `${FILE}: email must be an e-mail address (was "office")`],
    ['a site origin with a path', (f: Facts) => (f.siteOrigin = 'https://www.example.com/home'), `${FILE}: siteOrigin must be a site origin such as https://www.example.com (no path, no trailing slash) (was "https://www.example.com/home")`],
    ['a 12-hour opening time', (f: Facts) => (f.hours.openingHours[0].opens = '8am'), `${FILE}: hours.openingHours.0.opens must be a 24-hour time such as 08:00 (was "8am")`],
    ['an unknown day', (f: Facts) => (f.hours.openingHours[0].days = ['Funday']), `${FILE}: hours.openingHours.0.days.0`],
    ['a social link that is not a web address', (f: Facts) => (f.links.facebook = 'facebook'), `${FILE}: links.facebook must be a web address starting with https:// (was "facebook")`],
    ['an empty name', (f: Facts) => (f.name = ''), `${FILE}: name must be a non-empty text`],
  ])('names the file and field for %s', (_, change, expected) => {
    const problems = problemsOf(edited(change));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf(edited((f) => ((f.fax.e164 = '555'), delete f.links.signIn)));
    expect(problems).toEqual([
      `${FILE}: fax.e164 must be an international number such as +18005550142 (was "555")`,
      `${FILE}: links.signIn must be a string (was missing)`,
    ]);
  });

  it('names the file when it is not JSON', () => {
    expect(problemsOf('{ "name": ')[0]).toMatch(new RegExp(`^${FILE}: not valid JSON`));
  });

  it('stops the build: the Vite plugin checks the file whenever it is loaded', () => {
    const plugin = agencyFactsPlugin();
    const transform = plugin.transform as (source: string, id: string) => unknown;
    expect(transform(shipped, agencyFactsFile)).toBeUndefined();
    expect(() => transform(edited((f) => (f.phone.e164 = '800')), agencyFactsFile)).toThrow(`${FILE}: phone.e164 must be`);
    expect(transform('not even JSON', '/elsewhere/other.json')).toBeUndefined();
  });

  it('builds from another facts file with AGENCY_FACTS_FILE, and names that file in its errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agency-facts-'));
    const other = join(dir, 'agency.json');
    writeFileSync(other, edited((f) => (f.phone.href = 'tel:+13125550199')));
    const plugin = agencyFactsPlugin({ file: other });
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | undefined;
    const transform = plugin.transform as (source: string, id: string) => unknown;
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => watched.push(file) };
    // The code's import of src/config/agency.json is answered with the other file.
    const source = load.call(context, agencyFactsFile)!;
    expect(JSON.parse(source).phone.href).toBe('tel:+13125550199');
    expect(watched).toEqual([other]);
    expect(load.call(context, '/elsewhere/other.json')).toBeUndefined();
    expect(transform(source, agencyFactsFile)).toBeUndefined();
    writeFileSync(other, edited((f) => delete f.address.postalCode));
    expect(() => transform(load.call(context, agencyFactsFile)!, agencyFactsFile)).toThrow(`${other}: address.postalCode must be a string (was missing)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('derives the map from the address', () => {
    expect(agency.map.embedUrl).toBe('https://www.google.com/maps?q=2000+Prairie+Point+Drive+Suite+210+Woodridge+IL+60517&output=embed');
  });
});
