/**
 * The blog: live search and category filter on /blog, every article page
 * (facts, call to action, prerendered body) and accessibility at desktop and
 * phone widths.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { BLOG_CATEGORY_BUTTONS } from '../support/spec';
import { countLine, listed, searchMatchingNothing } from '../support/articleListing';
import { ARTICLES, TITLES } from '../support/blogArticles';
import { contentArticles } from '../support/contentArticles';


/** What the listing must show, from the content: the specification's six articles and any added since. */
const titlesListed = (search: string, category = 'All') => listed(contentArticles, search, category).map((article) => article.title);
const ALL_TITLES = titlesListed('');
const TOTAL = contentArticles.length;
const NOTHING = searchMatchingNothing(contentArticles);

/** Each category button, with the specification's article it must show among its own. */
const CATEGORIES: [string, string][] = [
  ['Auto Insurance', TITLES.auto],
  ['Home Insurance', TITLES.home],
  ['Life Insurance', TITLES.life],
  ['Business Insurance', TITLES.business],
  ['Health Insurance', TITLES.health],
  ['Claims', TITLES.claims],
  ['All', TITLES.claims],
];


// ---------------------------------------------------------------------------

const articlesRegion = (page: Page) => page.getByRole('region', { name: 'Articles' });
const cardTitles = (page: Page) => articlesRegion(page).getByRole('article').getByRole('heading');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { name, exact: true });

async function openBlog(page: Page) {
  await page.goto('/blog');
  await waitForHydration(page);
}

test.describe('the blog listing', () => {
  test('shows the search box, eight category buttons and a card per article', async ({ page, consoleErrors }) => {
    await openBlog(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance Articles & Resources');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search articles...');
    await expect(page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button')).toHaveText(BLOG_CATEGORY_BUTTONS);
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(ALL_TITLES);
    await expect(articlesRegion(page).getByRole('status')).toHaveText(countLine(TOTAL, TOTAL));
    const newsletter = page.getByRole('form', { name: 'Subscribe to Our Newsletter' });
    await expect(newsletter.getByRole('textbox', { name: /email/i })).toHaveAttribute('required', '');
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('filters live while typing, on title or excerpt, ignoring case', async ({ page }) => {
    await openBlog(page);
    await searchBox(page).pressSequentially('HEAL');
    expect(titlesListed('HEAL')).toContain(TITLES.health);
    await expect(cardTitles(page)).toHaveText(titlesListed('HEAL'));
    await expect(articlesRegion(page).getByRole('status')).toHaveText(countLine(titlesListed('HEAL').length, TOTAL));
    await searchBox(page).fill('');
    await expect(cardTitles(page)).toHaveCount(TOTAL);
    // "PIP" is in the auto article's excerpt, not in its title.
    await searchBox(page).pressSequentially('pip');
    expect(titlesListed('pip')).toContain(TITLES.auto);
    await expect(cardTitles(page)).toHaveText(titlesListed('pip'));
  });

  for (const [category, specTitle] of CATEGORIES) {
    test(`the ${category} button shows its articles and is pressed`, async ({ page }) => {
      const titles = titlesListed('', category);
      expect(titles).toContain(specTitle);
      await openBlog(page);
      if (category === 'All') await categoryButton(page, 'Claims').click();
      await categoryButton(page, category).click();
      await expect(categoryButton(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('group', { name: 'Filter articles by category' }).locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(cardTitles(page)).toHaveText(titles);
    });
  }

  test('search and category combine', async ({ page }) => {
    await openBlog(page);
    await categoryButton(page, 'Claims').click();
    await searchBox(page).fill('24 hours');
    expect(titlesListed('24 hours', 'Claims')).toContain(TITLES.claims);
    await expect(cardTitles(page)).toHaveText(titlesListed('24 hours', 'Claims'));
    await categoryButton(page, 'Auto Insurance').click();
    expect(titlesListed('24 hours', 'Auto Insurance')).not.toContain(TITLES.claims);
    await expect(cardTitles(page)).toHaveText(titlesListed('24 hours', 'Auto Insurance'));
  });

  test("'No articles found' when nothing matches, and 'Reset Filters' restores them all", async ({ page }) => {
    await openBlog(page);
    await searchBox(page).fill(NOTHING);
    await categoryButton(page, 'Tips & Advice').click();
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(articlesRegion(page).getByRole('status')).toHaveText(countLine(0, TOTAL));

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(cardTitles(page)).toHaveText(ALL_TITLES);
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a card opens its article in place, body included', async ({ page, consoleErrors }) => {
    await openBlog(page);
    await articlesRegion(page).getByRole('link', { name: TITLES.health }).click();
    await expect(page).toHaveURL(/\/blog\/health-insurance-plans-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.health);
    await expect(page.getByRole('heading', { level: 2, name: 'The metal tiers' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveCount(TOTAL);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('article pages', () => {
  for (const article of ARTICLES) {
    test(`${article.path} shows its facts and its call to action`, async ({ page, consoleErrors }) => {
      await page.goto(article.path);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(main.getByText(article.category, { exact: true }).first()).toBeVisible();
      await expect(main.locator('article time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      const hero = main.locator('article header img');
      await expect(hero).toHaveAttribute('alt', /\w+/);
      await expect(hero).toHaveAttribute('width', '1200');
      await expect(hero).toHaveAttribute('loading', 'eager');

      const body = main.getByRole('article').first();
      for (const fact of article.facts) await expect(body).toContainText(fact);

      const cta = main.getByRole('region').filter({ has: page.getByRole('link', { name: article.cta.label, exact: true }) });
      const button = cta.getByRole('link', { name: article.cta.label, exact: true });
      await expect(button).toHaveAttribute('href', article.cta.href);
      await button.click();
      await expect(page).toHaveURL(new RegExp(`${article.cta.href.replace('?', '\\?')}$`));
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the body uses h2 and h3 under the single h1', async ({ page }) => {
    await page.goto('/blog/health-insurance-plans-guide');
    const levels = await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .locator('h1, h2, h3, h4')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!, `heading ${i} skips a level`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    expect(levels).toContain(3);
  });
});

test.describe('the filter in the address', () => {
  const pathAndQuery = (page: Page) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };

  test('/blog?category=Claims shows only the claims articles, its button pressed', async ({ page, consoleErrors }) => {
    await page.goto('/blog?category=Claims');
    await waitForHydration(page);
    await expect(categoryButton(page, 'Claims')).toHaveAttribute('aria-pressed', 'true');
    expect(titlesListed('', 'Claims')).toContain(TITLES.claims);
    await expect(cardTitles(page)).toHaveText(titlesListed('', 'Claims'));
    await expect(articlesRegion(page).getByRole('status')).toHaveText(countLine(titlesListed('', 'Claims').length, TOTAL));
    expect(consoleErrors).toEqual([]);
  });

  test('/blog?category=Claims&q=file opens with the search filled in', async ({ page }) => {
    await page.goto('/blog?category=Claims&q=file');
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue('file');
    await expect(categoryButton(page, 'Claims')).toHaveAttribute('aria-pressed', 'true');
    expect(titlesListed('file', 'Claims')).toContain(TITLES.claims);
    await expect(cardTitles(page)).toHaveText(titlesListed('file', 'Claims'));
  });

  test('typing and choosing a category rewrite the address in place, and a reload keeps them', async ({ page }) => {
    await openBlog(page);
    const entries = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially('insurance');
    await expect.poll(() => pathAndQuery(page)).toBe('/blog?q=insurance');
    await categoryButton(page, 'Home Insurance').click();
    await expect.poll(() => pathAndQuery(page)).toBe('/blog?category=Home+Insurance&q=insurance');
    expect(await page.evaluate(() => history.length), 'no history entry per change').toBe(entries);

    await page.reload();
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue('insurance');
    await expect(categoryButton(page, 'Home Insurance')).toHaveAttribute('aria-pressed', 'true');
    expect(titlesListed('insurance', 'Home Insurance')).toContain(TITLES.home);
    await expect(cardTitles(page)).toHaveText(titlesListed('insurance', 'Home Insurance'));
  });

  test("'Reset Filters' clears the address", async ({ page }) => {
    await page.goto(`/blog?${new URLSearchParams({ category: 'Tips & Advice', q: NOTHING })}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect.poll(() => pathAndQuery(page)).toBe('/blog');
    await expect(cardTitles(page)).toHaveText(ALL_TITLES);
  });

  test('the prerendered page stays the unfiltered list whatever the address asks', async ({ request }) => {
    const html = await (await request.get('/blog?category=Claims&q=file')).text();
    expect(html).toContain(countLine(TOTAL, TOTAL));
    for (const article of contentArticles) expect(html).toContain(`href="${article.path}"`);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('/blog, also in its empty state', async ({ page }) => {
      await openBlog(page);
      await expectNoAxeViolations(page);
      await searchBox(page).fill(NOTHING);
      await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
