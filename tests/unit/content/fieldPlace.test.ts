// @vitest-environment node
/**
 * Where a problem is, in the office's words (src/content/model/fieldPlace.ts):
 * the build's path walked beside the model and the file, into the labels,
 * numbers (from 1) and titles the editor's form shows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { coverageFile } from '../../../src/content/model/coverage';
import { placeOf, placeWords, problemInWords } from '../../../src/content/model/fieldPlace';
import { pageFiles } from '../../../src/content/model/pages';

const auto = parse(readFileSync('src/content/coverage/auto.yaml', 'utf8')) as unknown;
const about = parse(readFileSync('src/content/pages/about.yaml', 'utf8')) as unknown;

describe('the place of a field, as the form shows it', () => {
  it.each([
    ['a link in a section', 'sections[4].link.href', 'Sections › Section 5: Highlighted note “Ride, tow or boat too?” › Link › Link address'],
    ['a language box', 'hero.title.es', 'Hero › Title (the page’s one main heading) (Español)'],
    ["a photo's description, the field's own label", 'hero.image.alt', 'Hero › Photo › Description (what the photo shows, for screen readers)'],
    ['a card in a list of blocks, by its title', 'sections[0].cards[1].title.en', 'Sections › Section 1: Cards “Coverage Options” › Cards › Card 2: A card “Collision Coverage” › Title (English)'],
    ['an optional field, without the model’s own “(optional)”', 'menuLabel.es', 'Label in the menus (without one, the page is in no menu) (Español)'],
    ['the file as a whole', '', 'The page as a whole'],
  ])('names %s', (_name, path, words) => {
    expect(placeWords(placeOf(coverageFile, auto, path))).toBe(words);
  });

  it("names a list's item by its number from 1 and its words", () => {
    const place = placeOf(pageFiles.about, about, 'sections[0].paragraphs[1].es');
    expect(place.steps.map((step) => step.path)).toEqual(['sections', 'sections[0]', 'sections[0].paragraphs', 'sections[0].paragraphs[1]']);
    expect(place.language).toBe('es');
    expect(placeWords(place)).toMatch(/^Sections › Section 1: .+ › Paragraphs › Paragraph 2 “.+” \(Español\)$/);
  });

  it('drops the label the message repeats', () => {
    expect(problemInWords(coverageFile, auto, { path: 'sections[1].title', message: 'is missing (Heading)' })).toMatch(/^Sections › Section 2: .+ › Heading: is missing$/);
  });
});
