/**
 * The document head follows client-side navigation: after each link click
 * (and each Back), title, description, canonical, robots, Open Graph,
 * Twitter and JSON-LD are exactly those of the page's prerendered file, and
 * nothing of the previous page stays behind (an article's og:image on the
 * About page, say). Each step also states its own expectations literally.
 */
import type { Page } from '@playwright/test';
import { agency } from '../../src/config/agency';
import { e2eEnv } from './support/env';
import { expect, test, waitForHydration } from './support/fixtures';

interface HeadSnapshot {
  title: string;
  /** Every meta tag with a name or property, as "name=content", sorted. */
  meta: string[];
  canonical: string | null;
  /** The @type of every node of the JSON-LD graphs, in order. */
  jsonLdTypes: string[];
  jsonLd: unknown[];
}

/** Runs in the browser: the head of the live document, or of an HTML file when given its text. */
function readHead(html: string | null): HeadSnapshot {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const meta = Array.from(doc.head.querySelectorAll('meta[name], meta[property]'))
    .map((tag) => `${tag.getAttribute('name') ?? tag.getAttribute('property')}=${tag.getAttribute('content')}`)
    .sort();
  const jsonLd = Array.from(doc.head.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent!));
  return {
    title: doc.title,
    meta,
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLdTypes: jsonLd.flatMap((data: { '@graph': { '@type': string }[] }) => data['@graph'].map((node) => node['@type'])),
    jsonLd,
  };
}

const liveHead = (page: Page) => page.evaluate(readHead, null);

async function prerenderedHead(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(readHead, html);
}

const metaValue = (head: HeadSnapshot, name: string) => head.meta.find((entry) => entry.startsWith(`${name}=`))?.slice(name.length + 1);

interface Expected {
  path: string;
  h1: string;
  title: string;
  ogType: 'article' | 'website';
  /** Whether the page has a share image (og:image, twitter:image, large card). */
  image: boolean;
  jsonLdTypes: string[];
}

const AUTO_ARTICLE: Expected = {
  path: '/blog/auto-insurance-coverage-options',
  h1: 'Understanding Auto Insurance Coverage Options',
  title: `Understanding Auto Insurance Coverage Options - ${agency.name}`,
  ogType: 'article',
  image: true,
  jsonLdTypes: ['InsuranceAgency', 'BlogPosting', 'BreadcrumbList'],
};
const ABOUT: Expected = {
  path: '/about',
  h1: `About ${agency.name}`,
  title: `About Us - ${agency.name}`,
  ogType: 'website',
  image: false,
  jsonLdTypes: ['InsuranceAgency'],
};
const BLOG: Expected = {
  path: '/blog',
  h1: 'Insurance Articles & Resources',
  title: `Insurance Articles & Resources - ${agency.name}`,
  ogType: 'website',
  image: false,
  jsonLdTypes: ['InsuranceAgency'],
};
const HEALTH_ARTICLE: Expected = {
  path: '/blog/health-insurance-plans-guide',
  h1: 'Choosing a Health Insurance Plan',
  title: `Choosing a Health Insurance Plan - ${agency.name}`,
  ogType: 'article',
  image: true,
  jsonLdTypes: ['InsuranceAgency', 'BlogPosting', 'BreadcrumbList'],
};
const AUTO_COVERAGE: Expected = {
  path: '/services/auto',
  h1: 'Auto Insurance',
  title: `Auto Insurance - ${agency.name}`,
  ogType: 'website',
  image: false,
  jsonLdTypes: ['InsuranceAgency', 'FAQPage', 'BreadcrumbList'],
};

async function expectHeadOf(page: Page, expected: Expected) {
  await expect(page).toHaveURL(new RegExp(`${expected.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
  await expect(page).toHaveTitle(expected.title);
  // The head is written right after the page renders: wait for it, then compare with the file.
  await expect.poll(async () => (await liveHead(page)).jsonLdTypes).toEqual(expected.jsonLdTypes);
  const head = await liveHead(page);
  expect(head).toEqual(await prerenderedHead(page, expected.path));

  // The test build's site origin is the test server (see playwright.config.ts).
  const url = new URL(expected.path, e2eEnv.baseURL).href;
  expect(head.canonical).toBe(url);
  expect(metaValue(head, 'og:url')).toBe(url);
  expect(metaValue(head, 'og:title')).toBe(expected.title);
  expect(metaValue(head, 'twitter:title')).toBe(expected.title);
  expect(metaValue(head, 'og:type')).toBe(expected.ogType);
  const description = metaValue(head, 'description');
  expect(description?.length).toBeGreaterThanOrEqual(50);
  expect(metaValue(head, 'og:description')).toBe(description);
  expect(metaValue(head, 'twitter:description')).toBe(description);
  expect(metaValue(head, 'robots')).toBeUndefined();
  expect(metaValue(head, 'twitter:card')).toBe(expected.image ? 'summary_large_image' : 'summary');
  if (expected.image) {
    expect(metaValue(head, 'og:image')).toMatch(/^https:\/\//);
    expect(metaValue(head, 'twitter:image')).toBe(metaValue(head, 'og:image'));
  } else {
    expect(metaValue(head, 'og:image')).toBeUndefined();
    expect(metaValue(head, 'twitter:image')).toBeUndefined();
  }
}

const footer = (page: Page) => page.getByRole('contentinfo');

test('article -> about -> article: each page gets its own head, JSON-LD included', async ({ page, consoleErrors }) => {
  await page.goto(AUTO_ARTICLE.path);
  await waitForHydration(page);
  await expectHeadOf(page, AUTO_ARTICLE);
  const firstArticleDescription = metaValue(await liveHead(page), 'description');

  await footer(page).getByRole('link', { name: 'About Us', exact: true }).click();
  await expectHeadOf(page, ABOUT);
  expect(metaValue(await liveHead(page), 'description')).not.toBe(firstArticleDescription);

  await footer(page).getByRole('link', { name: 'Blog', exact: true }).click();
  await expectHeadOf(page, BLOG);

  await page.getByRole('region', { name: 'Articles' }).getByRole('link', { name: HEALTH_ARTICLE.h1 }).click();
  await expectHeadOf(page, HEALTH_ARTICLE);

  await page.goBack();
  await expectHeadOf(page, BLOG);
  await page.goBack();
  await expectHeadOf(page, ABOUT);
  await page.goBack();
  await expectHeadOf(page, AUTO_ARTICLE);
  expect(consoleErrors).toEqual([]);
});

test('a coverage page reached by a link gets the FAQPage of the questions it shows', async ({ page, consoleErrors }) => {
  await page.goto(ABOUT.path);
  await waitForHydration(page);
  await expectHeadOf(page, ABOUT);

  await page.getByRole('main').getByRole('list', { name: 'Personal Insurance', exact: true }).getByRole('link', { name: 'Auto', exact: true }).click();
  await expectHeadOf(page, AUTO_COVERAGE);
  const faqPage = (await liveHead(page)).jsonLd
    .flatMap((data) => (data as { '@graph': { '@type': string; mainEntity?: { name: string }[] }[] })['@graph'])
    .find((node) => node['@type'] === 'FAQPage')!;
  const shownQuestions = await page.getByRole('main').locator('details summary h3').allTextContents();
  expect(shownQuestions.length).toBeGreaterThan(0);
  expect(faqPage.mainEntity!.map((question) => question.name)).toEqual(shownQuestions);

  await page.goBack();
  await expectHeadOf(page, ABOUT);
  expect(consoleErrors).toEqual([]);
});
