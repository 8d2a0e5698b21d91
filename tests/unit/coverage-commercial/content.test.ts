// @vitest-environment node
/**
 * The commercial and transportation content, checked without a browser: every
 * link lands on a real route, every 'Get a Quote' scroll target exists on its
 * page, and the figures docs/specification.md quotes are in the copy.
 */
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../src/app/routes';
import { commercialPages } from '../../support/commercialPages';
import type { ActionRef, CoveragePageContent } from '../../../src/content/coverageTypes';

const pages = commercialPages;

const actionsOf = (content: CoveragePageContent): ActionRef[] => [
  ...(content.hero.actions ?? []),
  ...content.sections.flatMap((section) => (section.kind === 'actions' ? section.actions : [])),
];

const textOf = (content: CoveragePageContent) => JSON.stringify(content);

describe.each(Object.entries(pages))('%s', (path, content) => {
  it('is a route of the site', () => {
    expect(findRoute(path)?.path).toBe(path);
  });

  it('links only to routes that exist and scrolls only to anchors on the page', () => {
    const ids = new Set(content.sections.map((section) => section.id).filter(Boolean));
    const cardPaths = content.sections.flatMap((section) => (section.kind === 'cards' ? section.cards.map((card) => card.path) : []));
    for (const action of actionsOf(content)) {
      if (action.kind === 'scroll') expect(ids.has(action.target), action.target).toBe(true);
      if (action.kind === 'link') expect(findRoute(new URL(action.href, 'http://x').pathname), action.href).toBeDefined();
    }
    for (const cardPath of cardPaths.filter(Boolean)) expect(findRoute(cardPath!), cardPath).toBeDefined();
  });

  it('has section headings that are unique on the page', () => {
    const titles = content.sections.map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('the specification\'s figures', () => {
  it.each([
    ['/services/business', '15,000+'],
    ['/services/transportation', 'within 24 hours'],
    ['/services/transportation/auto-liability', 'FMCSA minimum liability is $750,000 for most commercial vehicles'],
    ['/services/transportation/motor-truck-cargo', '$5,000 to $250,000 or more'],
    ['/services/transportation/occupational-accident', 'Fleets over 30 owner operators get 24/7 online policy management'],
  ])('%s says "%s"', (path, figure) => {
    expect(textOf(pages[path])).toContain(figure);
  });
});
