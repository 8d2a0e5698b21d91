/**
 * The personal coverage pages (/services, auto, home, homeowners, renters,
 * recreational and its five vehicles), checked against their content files:
 * every heading, card, FAQ, link and form the data declares is on the page,
 * plus the figures and links docs/specification.md requires by name.
 */
import type { Locator, Page } from '@playwright/test';
import { agency } from '../../src/config/agency';
import { coverageContent, recreationalVehicles as vehicles } from '../support/coverageContent';
import type { CoverageCard, CoveragePageContent, CoverageSection } from '../../src/content/coverageTypes';
import { expect, test, waitForHydration } from './support/fixtures';
import { landedOnTarget, landing } from './support/scrollLanding';

interface PageCase {
  path: string;
  content: CoveragePageContent;
  /** The specification's figures and required links for this page, written out rather than read from the data. */
  figures?: string[];
  links?: string[];
  serviceType?: string;
}

const cases: PageCase[] = [
  {
    path: '/services',
    content: coverageContent.personal!,
    links: ['/services/auto', '/services/home', '/services/home/homeowners', '/services/home/renters', '/services/recreational', ...vehicles.map((v) => v.path)],
  },
  { path: '/services/auto', content: coverageContent.auto!, links: ['/services/recreational'] },
  { path: '/services/home', content: coverageContent.home!, figures: ['50-70% of your dwelling coverage'], links: ['/services/home/homeowners', '/services/home/renters'] },
  { path: '/services/home/homeowners', content: coverageContent.homeowners!, figures: ['5+', 'years of experience insuring owner-occupied homes'] },
  { path: '/services/home/renters', content: coverageContent.renters!, figures: ['$15 to $30 per month'], links: ['/privacy'] },
  { path: '/services/recreational', content: coverageContent.recreational!, links: ['/', ...vehicles.map((v) => v.path)] },
  ...vehicles.map((vehicle) => ({
    path: vehicle.path,
    content: vehicle.content,
    serviceType: vehicle.serviceType,
    links: ['/services/recreational'],
  })),
];

// The specification's exact counts, so a data edit that drops a card or a question fails here.
const specCounts: Record<string, { cards?: number[]; faqs?: number; reasons?: number; highlights?: number }> = {
  '/services/auto': { cards: [6, 3], faqs: 5 },
  '/services/home': { cards: [2, 6, 3], faqs: 4, reasons: 4 },
  '/services/home/homeowners': { cards: [4], highlights: 4 },
  '/services/home/renters': { cards: [4], reasons: 4 },
};

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, title: string) => main(page).getByRole('region', { name: title, exact: true });
const h3 = (scope: Locator, name: string) => scope.getByRole('heading', { level: 3, name, exact: true });
const cardLink = (scope: Locator, card: CoverageCard) =>
  scope.getByRole('link', { name: `${card.linkLabel ?? 'Learn More'} about ${card.title}`, exact: true });

async function expectSection(page: Page, section: CoverageSection) {
  if (section.kind === 'note') {
    const note = main(page).getByRole('note', { name: section.title });
    await expect(note).toContainText(section.text);
    if (section.link) await expect(note.getByRole('link', { name: section.link.label })).toHaveAttribute('href', section.link.href);
    return;
  }
  const scope = region(page, section.title);
  await expect(scope.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
  switch (section.kind) {
    case 'cards':
      for (const card of section.cards) {
        await expect(h3(scope, card.title)).toBeVisible();
        if (card.path) await expect(cardLink(scope, card)).toHaveAttribute('href', card.path);
      }
      break;
    case 'reasons':
    case 'highlights':
      for (const item of section.items) await expect(h3(scope, item.title)).toBeVisible();
      break;
    case 'text':
      for (const paragraph of section.paragraphs) await expect(scope.getByText(paragraph)).toBeVisible();
      for (const item of section.list ?? []) await expect(h3(scope, item.title)).toBeVisible();
      break;
    case 'figures':
      for (const figure of section.items) await expect(scope.getByText(figure.value, { exact: true })).toBeVisible();
      break;
    case 'faq':
      for (const faq of section.faqs) {
        // Each answer opens from its question (a native disclosure).
        await scope.getByText(faq.question, { exact: true }).click();
        await expect(scope.getByText(faq.answer)).toBeVisible();
      }
      break;
    case 'quote':
      await expect(scope.getByRole('form', { name: section.title })).toBeVisible();
      if (section.footnote) {
        await expect(scope.getByRole('link', { name: section.footnote.link.label })).toHaveAttribute('href', section.footnote.link.href);
      }
      break;
    default:
      break;
  }
}

test.describe('personal coverage pages show their content', () => {
  for (const { path, content, figures = [], links = [], serviceType } of cases) {
    test(path, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await waitForHydration(page);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.title);
      if (content.backLink) {
        await expect(main(page).getByRole('link', { name: content.backLink.label })).toHaveAttribute('href', content.backLink.href);
      }
      for (const action of content.hero.actions ?? []) {
        if (action.kind === 'phone') {
          await expect(main(page).getByRole('link', { name: action.label }).first()).toHaveAttribute('href', agency.phone.href);
        } else {
          const href = action.kind === 'scroll' ? `#${action.target}` : action.href;
          await expect(main(page).getByRole('link', { name: action.label }).first()).toHaveAttribute('href', href);
        }
      }
      for (const section of content.sections) await expectSection(page, section);

      for (const figure of figures) await expect(main(page).getByText(figure).first()).toBeVisible();
      for (const href of links) await expect(main(page).locator(`a[href="${href}"]`).first()).toBeVisible();

      const counts = specCounts[path];
      if (counts) {
        const of = <K extends CoverageSection['kind']>(kind: K) => content.sections.filter((s) => s.kind === kind) as Extract<CoverageSection, { kind: K }>[];
        if (counts.cards) expect(of('cards').map((s) => s.cards.length)).toEqual(counts.cards);
        if (counts.faqs) expect(of('faq')[0].faqs).toHaveLength(counts.faqs);
        if (counts.reasons) expect(of('reasons')[0].items).toHaveLength(counts.reasons);
        if (counts.highlights) expect(of('highlights')[0].items).toHaveLength(counts.highlights);
      }

      const vehicle = vehicles.find((candidate) => candidate.path === path);
      if (serviceType && vehicle) {
        const form = region(page, 'Get a quick quote').getByRole('form');
        await expect(page.locator(`#${vehicle.formId}`)).toContainText('Get a quick quote');
        await expect(form.locator('input[name="serviceType"]')).toHaveValue(serviceType);
        await expect(form.locator('input[name="serviceType"]')).toHaveAttribute('readonly', '');
        for (const highlight of ['Fast Underwriting Turnaround', 'Simple Administration', 'Specialized Claim Handling']) {
          await expect(h3(main(page), highlight)).toBeVisible();
        }
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('the personal pages load the right lead forms', async ({ page }) => {
  const forms: [string, string][] = [
    ['/services/auto', 'vehicleInfo'],
    ['/services/home', 'propertyType'],
    ['/services/home/homeowners', 'homeValue'],
    ['/services/home/renters', 'personalPropertyValue'],
  ];
  for (const [path, field] of forms) {
    await page.goto(path);
    await expect(main(page).getByRole('form').locator(`[name="${field}"]`)).toHaveCount(1);
  }
});

/** Pages whose hero has a button that scrolls to the on-page form. */
const scrollCases = cases.flatMap(({ path, content }) =>
  (content.hero.actions ?? []).flatMap((action) => (action.kind === 'scroll' ? [{ path, label: action.label, target: action.target }] : [])),
);

test.describe('in-page quote buttons bring the form into view with focus in it', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { path, label, target } of scrollCases) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await main(page).getByRole('link', { name: label }).first().click();
      const firstName = page.locator(`#${target}`).getByRole('textbox', { name: /first name/i });
      await expect(firstName).toBeFocused();
      await expect(firstName).toBeInViewport();
      await expect(page.locator(`#${target}`).getByRole('heading', { level: 2 })).toBeInViewport();
      const landed = await landing(page, target);
      expect(landedOnTarget(landed), JSON.stringify(landed)).toBe(true);
    });
  }

  test('instantly under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/home/renters');
    await waitForHydration(page);
    await main(page).getByRole('link', { name: 'Get a Free Quote' }).click();
    // No animation: the form is in view on the very next frame.
    const inView = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() => {
            const box = document.getElementById('quote')!.getBoundingClientRect();
            resolve(box.top < window.innerHeight && box.bottom > 0);
          }),
        ),
    );
    expect(inView).toBe(true);
    await expect(page.locator('#quote').getByRole('textbox', { name: /first name/i })).toBeFocused();
  });
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  test('the quote button is a plain anchor to the form section', async ({ page }) => {
    await page.goto('/services/recreational/boat-pwc');
    await main(page).getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/#quote-form-section$/);
    await expect(page.locator('#quote-form-section').getByRole('heading', { level: 2 })).toBeInViewport();
    const landed = await landing(page, 'quote-form-section');
    expect(landedOnTarget(landed), JSON.stringify(landed)).toBe(true);
  });
});
