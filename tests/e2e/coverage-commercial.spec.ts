/**
 * The commercial half of the coverage pages: /commercial, /services/business,
 * the four commercial detail pages, the transportation overview and its four
 * detail pages. Every page is checked against its own data module (headings,
 * cards, FAQs, links, form), then against docs/specification.md's exact facts (figures,
 * related services), so a copy edit never needs a test edit.
 */
import type { Locator, Page } from '@playwright/test';
import { agency } from '../../src/config/agency';
import { commercialDetailPages, commercialPages, transportationDetailPages } from '../support/commercialPages';
import type { ActionRef, CoveragePageContent, CoverageSection } from '../../src/content/coverageTypes';
import type { FormDefinition, FormValues } from '../../src/formDefinitions/types';
import { validValues } from '../support/formFixtures';
import { expect, test, waitForHydration } from './support/fixtures';
import { fillForm } from './support/forms';

const pages = commercialPages;

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page);
};

/** A section of the page, found by its h2. */
const sectionTitled = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

const quoteSectionOf = (content: CoveragePageContent) =>
  content.sections.find((section): section is Extract<CoverageSection, { kind: 'quote' }> => section.kind === 'quote');

/** The lead form inside a quote section (named by the section's heading). */
const formIn = (page: Page, sectionId: string) => page.locator(`section#${sectionId}`).getByRole('form');

async function expectActions(scope: Locator, actions: ActionRef[]) {
  for (const action of actions) {
    if (action.kind === 'phone') {
      const name = action.label ?? agency.phone.display;
      await expect(scope.getByRole('link', { name, exact: true })).toHaveAttribute('href', agency.phone.href);
    } else {
      const href = action.kind === 'scroll' ? `#${action.target}` : action.href;
      await expect(scope.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', href);
    }
  }
}

/** What each kind of section must show, read from its data. */
async function expectSection(page: Page, section: CoverageSection) {
  const scope = sectionTitled(page, section.title);
  await expect(scope, `section "${section.title}"`).toHaveCount(1);
  const h3s = scope.getByRole('heading', { level: 3 });
  switch (section.kind) {
    case 'cards':
      await expect(h3s).toHaveText(section.cards.map((card) => card.title));
      for (const card of section.cards.filter((c) => c.path)) {
        await expect(scope.getByRole('link', { name: `Learn More about ${card.title}` })).toHaveAttribute('href', card.path!);
      }
      break;
    case 'reasons':
    case 'highlights':
      await expect(h3s).toHaveText(section.items.map((item) => item.title));
      break;
    case 'text':
      await expect(h3s).toHaveText((section.list ?? []).map((item) => item.title));
      for (const paragraph of section.paragraphs) await expect(scope.getByText(paragraph)).toBeVisible();
      break;
    case 'tags':
      await expect(scope.getByRole('listitem')).toHaveText(section.items);
      break;
    case 'figures':
      for (const figure of section.items) {
        await expect(scope.getByRole('definition')).toContainText([figure.value]);
        await expect(scope.getByRole('term')).toContainText([figure.label]);
      }
      break;
    case 'faq':
      await expect(h3s).toHaveText(section.faqs.map((faq) => faq.question));
      if (section.contactButton) {
        await expect(scope.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
      }
      break;
    case 'quote':
      await expect(formIn(page, section.id)).toHaveAccessibleName(section.title);
      await expect(formIn(page, section.id).getByLabel(section.form.form.fields[0].label)).toBeVisible();
      break;
    case 'actions':
      await expectActions(scope, section.actions);
      break;
    case 'note':
      throw new Error('no note sections on these pages');
  }
}

// One load a page: what it shows from its data, then its quote button in both motion settings, then its form sent.
for (const [path, content] of Object.entries(pages)) {
  const quote = quoteSectionOf(content);
  const title = quote
    ? `${path}: its heading, sections, cards, FAQs and links from its data; 'Get a Quote' focuses the form, smoothly and instantly; the form sends its subject`
    : `${path}: its heading, sections, cards, FAQs and links from its data`;
  test(title, async ({ page, relay, consoleErrors }) => {
    await open(page, path);
    await test.step('shows its heading, sections, cards, FAQs and links from its data', async () => {
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.title);
      await expectActions(main.locator('section').first(), content.hero.actions ?? []);
      for (const section of content.sections) await expectSection(page, section);
      expect(consoleErrors).toEqual([]);
    });
    if (!quote) return;
    const definition: FormDefinition = quote.form.form;
    const firstField = formIn(page, quote.id).getByLabel(definition.fields[0].label);

    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await test.step(`'Get a Quote' brings the form into view with focus in it (${reducedMotion} motion)`, async () => {
        await page.emulateMedia({ reducedMotion });
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo({ top: 0, behavior: 'instant' });
        });
        await page.getByRole('main').getByRole('link', { name: 'Get a Quote' }).first().click();
        await expect(firstField).toBeFocused();
        await expect(firstField).toBeInViewport();
      });
    }

    await test.step(`sends its ${definition.id} form with the right subject`, async () => {
      const values: FormValues = { ...validValues(definition), email: relay.email };
      await fillForm(formIn(page, quote.id), definition, values);
      await formIn(page, quote.id).getByRole('button', { name: definition.submitLabel }).click();
      const [request] = await relay.waitForRequests(1);
      expect(request.fields._subject).toBe(definition.subject(values));
    });
  });
}

test.describe('the specification\'s facts', () => {
  const related: Record<string, string[]> = {
    liability: ['workers-comp', 'property', 'cyber'],
    'workers-comp': ['liability', 'property', 'cyber'],
    property: ['liability', 'workers-comp', 'cyber'],
    cyber: ['liability', 'property', 'workers-comp'],
  };
  for (const [line, targets] of Object.entries(related)) {
    test(`/services/commercial/${line}: hero buttons and the three related services`, async ({ page }) => {
      await open(page, `/services/commercial/${line}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Get a Quote' }).first()).toHaveAttribute('href', '#quote');
      await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact?subject=policy');
      await expect(main.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
      const cards = sectionTitled(page, 'Related Services').getByRole('link');
      await expect(cards).toHaveCount(3);
      for (const [index, target] of targets.entries()) {
        await expect(cards.nth(index)).toHaveAttribute('href', `/services/commercial/${target}`);
      }
    });
  }

  test('/commercial links every commercial and transportation page', async ({ page }) => {
    await open(page, '/commercial');
    const main = page.getByRole('main');
    for (const target of [
      '/services/business',
      '/services/transportation',
      ...Object.keys(commercialDetailPages),
      ...Object.keys(transportationDetailPages),
    ]) {
      await expect(main.locator(`a[href="${target}"]`)).toHaveCount(1);
    }
  });

  test('/services/business: six coverages, three highlights, four FAQs, 15,000+ businesses', async ({ page }) => {
    await open(page, '/services/business');
    await expect(sectionTitled(page, 'Coverage for Your Business').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(sectionTitled(page, 'Why Businesses Work With Us').getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.locator('details')).toHaveCount(4);
    await expect(page.getByRole('main')).toContainText(/15,000\+ businesses/i);
  });

  test('/services/transportation: four detail links, four groups, four FAQs, reply within 24 hours', async ({ page }) => {
    await open(page, '/services/transportation');
    const main = page.getByRole('main');
    for (const target of Object.keys(transportationDetailPages)) {
      await expect(main.locator(`a[href="${target}"]`)).toHaveCount(1);
    }
    await expect(sectionTitled(page, 'Complete Protection for Your Operation').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.locator('details')).toHaveCount(4);
    await expect(sectionTitled(page, 'Request a Transportation Quote')).toContainText('within 24 hours');
  });

  const detailFacts: Record<string, { features: string[]; texts: string[]; listCount?: number }> = {
    'auto-liability': {
      features: ['Bodily Injury', 'Property Damage', 'Pollution Cleanup'],
      texts: ['$750,000', 'FMCSA minimum liability is $750,000 for most commercial vehicles'],
    },
    'physical-damage': {
      features: ['Comprehensive', 'Specified Cause of Loss', 'Collision'],
      texts: ['Fire, lightning or explosion', 'Theft', 'Windstorm, hail or earthquake', 'Flood', 'Mischief or vandalism'],
      listCount: 6,
    },
    'motor-truck-cargo': {
      features: [],
      texts: ['$5,000 to $250,000 or more'],
      listCount: 6,
    },
    'occupational-accident': {
      features: [],
      texts: ['owner-operators and independent contractors', 'Fleets over 30 owner operators get 24/7 online policy management'],
    },
  };
  for (const [line, facts] of Object.entries(detailFacts)) {
    test(`/services/transportation/${line}: banner buttons, three features and its figures`, async ({ page }) => {
      const path = `/services/transportation/${line}`;
      await open(page, path);
      const main = page.getByRole('main');
      const hero = main.locator('section').first();
      await expect(hero.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact');
      await expect(hero.getByRole('link', { name: new RegExp(agency.phone.display.replace(/[()]/g, '\\$&')) })).toHaveAttribute(
        'href',
        agency.phone.href,
      );
      await expect(main.getByRole('link', { name: 'View All Transportation Coverage' })).toHaveAttribute('href', '/services/transportation');
      const features = main.locator('section').nth(1).getByRole('heading', { level: 3 });
      await expect(features).toHaveCount(3);
      if (facts.features.length) await expect(features).toHaveText(facts.features);
      for (const text of facts.texts) await expect(main).toContainText(text, { ignoreCase: true });
      if (facts.listCount) await expect(main.locator('section').nth(2).getByRole('heading', { level: 3 })).toHaveCount(facts.listCount);
    });
  }
});
