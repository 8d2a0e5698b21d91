// @vitest-environment node
/** The personal pages' data: every link goes to a real route, and the specification's fixed values hold. */
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes';
import { byPath, coverageContent, recreationalVehicles as vehicles } from '../../support/coverageContent';
import type { CoveragePageContent } from '../../../src/content/coverageTypes';
import { recreationalServiceTypes } from '../../../src/formDefinitions/recreational';

const pages: Record<string, CoveragePageContent> = byPath([
  'personal',
  'auto',
  'home',
  'homeowners',
  'renters',
  'recreational',
  'motorcycle-atv',
  'boat-pwc',
  'motor-home',
  'travel-trailer',
  'snowmobile',
]);

/** Every internal target a page's data links to. */
function targets(content: CoveragePageContent): string[] {
  const hrefs = [content.backLink?.href];
  for (const action of content.hero.actions ?? []) if (action.kind === 'link') hrefs.push(action.href);
  for (const section of content.sections) {
    if (section.kind === 'cards') hrefs.push(...section.cards.map((card) => card.path));
    if (section.kind === 'note') hrefs.push(section.link?.href);
    if (section.kind === 'quote') hrefs.push(section.footnote?.link.href);
  }
  return hrefs.filter((href): href is string => Boolean(href)).map((href) => href.split('?')[0]);
}

const routePaths = new Set(routes.map((route) => route.path));

describe('personal service page data', () => {
  it.each(Object.entries(pages))('%s exists and links only to real routes', (path, content) => {
    expect(routePaths.has(path)).toBe(true);
    for (const target of targets(content)) expect(routePaths, `${path} -> ${target}`).toContain(target);
  });

  it.each(Object.entries(pages))('%s scroll buttons target a section of the same page', (_path, content) => {
    const ids = new Set(content.sections.map((section) => section.id).filter(Boolean));
    for (const action of content.hero.actions ?? []) if (action.kind === 'scroll') expect(ids).toContain(action.target);
  });

  it('gives each recreational page its own serviceType, in the quote-form-section', () => {
    expect(vehicles.map((vehicle) => vehicle.serviceType)).toEqual([...recreationalServiceTypes]);
    for (const vehicle of vehicles) {
      const quote = vehicle.content.sections.find((section) => section.kind === 'quote');
      // The content names the form by id; the page's module imports the English recreational definition in its place.
      expect(quote).toMatchObject({
        id: 'quote-form-section',
        title: 'Get a quick quote',
        form: { form: { id: 'recreational', locale: 'en' }, serviceType: vehicle.serviceType },
      });
    }
  });

  // Data alone: it ran in the browser tier (tests/e2e/coverage-personal.spec.ts), which opened a page for it.
  it('gives the recreational detail pages their own coverage, not only their own title', () => {
    const lists = vehicles.map((vehicle) => vehicle.coverage.list?.map((item) => item.title).join('|'));
    expect(new Set(lists).size).toBe(vehicles.length);
    expect(vehicles.map((v) => v.serviceType)).toEqual(['Motorcycle / ATV', 'Boat / PWC', 'Motor Home', 'Travel Trailer', 'Snowmobile']);
  });

  it("quotes the specification's figures", () => {
    const text = (content: CoveragePageContent) => JSON.stringify(content);
    expect(text(coverageContent.home!)).toContain('50-70% of your dwelling coverage');
    expect(text(coverageContent.renters!)).toContain('$15 to $30 per month');
    expect(text(coverageContent.homeowners!)).toContain('"5+"');
  });
});
