/**
 * The core pages (Home, About, Contact, File a Claim, Client Service, Privacy, Terms) at a
 * desktop and a phone width: their headings, texts, link targets and figures
 * (docs/specification.md), the home services grid
 * layout and no sideways scrolling. Axe runs on every route at both widths
 in every-route.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { addressLine, agency, mailto } from '../../src/config/agency';
import { expect, test, waitForHydration } from './support/fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

const CORE_PAGES = ['/', '/about', '/contact', '/claims', '/service', '/privacy', '/terms'];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

async function expectLink(scope: Locator | Page, name: string | RegExp, href: string) {
  await expect(scope.getByRole('link', { name, exact: typeof name === 'string' }).first()).toHaveAttribute('href', href);
}

for (const viewport of VIEWPORTS) {
  test.describe(`core pages at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home: hero, services, advantages, articles, the quick-quote block and the footer phone', async ({ page, consoleErrors }) => {
      await open(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance Solutions You Can Trust');
      await expect(main(page).getByText('Protecting what matters most with comprehensive coverage tailored to your unique needs.')).toBeVisible();
      const hero = main(page).locator('section').first();
      await expectLink(hero, 'Get a Free Quote', '/contact?subject=quote');
      await expectLink(hero, 'Talk to an Agent', agency.phone.href);

      // The marketing claims of docs/specification.md, right under the hero.
      const promises = main(page).getByRole('list', { name: 'Our promises' });
      for (const claim of ['No hidden fees', 'Many insurance markets', 'Impartial advice', 'Quote reply within 24 hours']) {
        await expect(promises.getByText(claim, { exact: true })).toBeVisible();
      }

      const services = region(page, 'Coverage for Your Family and Your Business');
      const cards = services.getByRole('listitem');
      await expect(cards).toHaveCount(8);
      const expected = [
        ['Auto Insurance', '/services/auto'],
        ['Home Insurance', '/services/home'],
        ['Recreational Vehicles', '/services/recreational'],
        ['Business Insurance', '/services/business'],
        ['Transportation', '/services/transportation'],
        ['General Liability', '/services/commercial/liability'],
        ["Workers' Compensation", '/services/commercial/workers-comp'],
        ['Cyber Liability', '/services/commercial/cyber'],
      ];
      for (const [index, [title, path]] of expected.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
        await expect(card.getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute('href', path);
        // A short description under the title.
        expect((await card.innerText()).length).toBeGreaterThan(title.length + 'Learn More'.length + 40);
      }

      const advantages = region(page, 'Our Advantages');
      for (const benefit of ['Time Savings', 'Cost Savings on Premiums', 'The Right Advice', 'Impartiality', 'Claim Assistance']) {
        await expect(advantages.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
      }
      await expect(advantages.getByRole('listitem')).toHaveCount(5);

      const articles = region(page, 'Latest Articles & Resources');
      await expect(articles.getByRole('article')).toHaveCount(3);
      for (const path of ['/blog/auto-insurance-coverage-options', '/blog/home-insurance-premium-factors', '/blog/life-insurance-guide']) {
        await expect(articles.locator(`a[href="${path}"]`)).toHaveCount(1);
      }
      await expectLink(articles, 'View All Articles', '/blog');

      const getStarted = region(page, 'Ready to Get Started?');
      await expectLink(getStarted, new RegExp(agency.phone.display.replace(/[()]/g, '\\$&')), agency.phone.href);
      await expectLink(getStarted, new RegExp(agency.email), mailto);
      await expectLink(getStarted, 'Get a Free Quote', '/contact?subject=quote');
      await expectLink(getStarted, 'Talk to an Agent', agency.phone.href);
      const form = getStarted.getByRole('form', { name: 'Request a Quick Quote' });
      await expect(form).toBeVisible();
      await expect(form.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();
      await expect(getStarted.getByText('within 24 hours').first()).toBeVisible();

      const footerContact = page.getByRole('contentinfo').locator('address');
      await expect(footerContact.getByText(/^Toll-free:/)).toHaveText(`Toll-free: ${TOLL_FREE_TEXT}`);
      await expect(footerContact.getByRole('link', { name: agency.phone.display, exact: true })).toHaveAttribute('href', agency.phone.href);
      await expect(footerContact.getByText(`also ${agency.phone.alternate}`, { exact: true })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('home: the services grid has rows of 4 on desktop and one column on a phone', async ({ page }) => {
      await open(page, '/');
      const cards = region(page, 'Coverage for Your Family and Your Business').getByRole('listitem');
      const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
      expect(boxes).toHaveLength(8);
      if (viewport.width >= 1280) {
        const rows = [boxes.slice(0, 4), boxes.slice(4)];
        for (const row of rows) expect(new Set(row.map((box) => Math.round(box.y))).size).toBe(1);
        expect(rows[1][0].y).toBeGreaterThan(rows[0][0].y);
        expect(new Set(boxes.slice(0, 4).map((box) => Math.round(box.x))).size).toBe(4);
      } else {
        expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
        for (let i = 1; i < boxes.length; i++) expect(boxes[i].y).toBeGreaterThan(boxes[i - 1].y);
      }
    });

    test('about: intro, research points, link grids, office card, map and closing call to action', async ({ page }) => {
      await open(page, '/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${agency.name}`);
      await expect(main(page).getByRole('heading', { level: 2, name: 'Your Independent Insurance Agency' })).toBeVisible();
      const research = region(page, 'We do the research');
      await expect(research.getByText('Competitive rates', { exact: true })).toBeVisible();
      await expect(research.getByText('Customized service after purchase', { exact: true })).toBeVisible();

      const personal = main(page).getByRole('list', { name: 'Personal Insurance', exact: true });
      const personalLinks = {
        Auto: '/services/auto',
        Homeowner: '/services/home/homeowners',
        Renters: '/services/home/renters',
        'Motorcycle / ATV': '/services/recreational/motorcycle-atv',
        'Boat/PWC': '/services/recreational/boat-pwc',
        'Motor Home': '/services/recreational/motor-home',
        Snowmobile: '/services/recreational/snowmobile',
        'Travel Trailer': '/services/recreational/travel-trailer',
      };
      await expect(personal.getByRole('link')).toHaveCount(8);
      for (const [name, href] of Object.entries(personalLinks)) await expectLink(personal, name, href);

      const commercial = main(page).getByRole('list', { name: 'Commercial Insurance', exact: true });
      const commercialLinks = {
        'Auto Liability': '/services/transportation/auto-liability',
        'General Liability': '/services/commercial/liability',
        'Workers Comp': '/services/commercial/workers-comp',
        Property: '/services/commercial/property',
        'Physical Damage': '/services/transportation/physical-damage',
        'Cyber Insurance': '/services/commercial/cyber',
      };
      await expect(commercial.getByRole('link')).toHaveCount(6);
      for (const [name, href] of Object.entries(commercialLinks)) await expectLink(commercial, name, href);

      const office = region(page, 'Visit Our Office');
      await expect(office.getByRole('heading', { name: 'Our Office', exact: true })).toBeVisible();
      await expectOfficeDetails(office);
      await expectMap(office, 350);

      await expectLink(main(page), 'Contact Us', '/contact');
    });

    test('contact: form, info card, business hours and map', async ({ page }) => {
      await open(page, '/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
      const form = main(page).getByRole('form', { name: 'Send Us a Message' });
      await expect(form).toBeVisible();
      for (const label of ['First name', 'Last name', 'Email address', 'Phone number', 'Subject', 'Message']) {
        await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
      }
      await expect(main(page).getByRole('heading', { name: 'Contact Information' })).toBeVisible();
      await expectOfficeDetails(main(page));

      const hours = main(page).getByRole('heading', { name: 'Business Hours' }).locator('..');
      for (const [day, value] of [
        ['Monday - Friday', '8:00 AM - 5:00 PM'],
        ['Saturday', 'Closed'],
        ['Sunday', 'Closed'],
      ]) {
        const row = hours.getByRole('term').filter({ hasText: day }).locator('..');
        await expect(row.getByRole('definition')).toHaveText(value);
      }
      await expect(main(page).getByText('never by phone')).toBeVisible();
      await expectMap(region(page, 'Find Our Office'), 450);
    });

    test('contact: ?subject=quote pre-selects a quote request', async ({ page }) => {
      await open(page, '/contact?subject=quote');
      await expect(main(page).getByRole('combobox', { name: /Subject/ })).toHaveValue('quote');
    });

    test('claims: process, support hours, claims line, 24-hour promise, notice and form', async ({ page }) => {
      await open(page, '/claims');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a Claim');
      const process = region(page, 'How the Claims Process Works');
      await expect(process.getByRole('listitem')).toHaveCount(4);
      const support = main(page).getByRole('complementary', { name: 'Claims Support' });
      await expect(support.getByText('Monday-Friday, 8 AM to 5 PM CT', { exact: true })).toBeVisible();
      await expect(support.getByRole('link', { name: '(800) 555-0142 ext. 6' })).toHaveAttribute('href', 'tel:+18005550142,6');
      await expect(support.getByText(/contacts you within 24 hours/)).toBeVisible();
      await expectLink(main(page), 'Start Your Claim', '#claim-form');

      const formRegion = region(page, 'Submit a Claim Request');
      const notice = formRegion.getByRole('complementary', { name: 'Photos and documents' });
      await expect(notice).toContainText('After your first submission, your claims representative will arrange');
      const form = formRegion.getByRole('form', { name: 'Submit a Claim Request' });
      await expect(form).toBeVisible();
      for (const label of ['Policy number', 'Claim type', 'Date of incident']) {
        await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
      }
    });

    test('client service: the portals, the claim, the three requests, and the ways in', async ({ page }) => {
      await open(page, '/service');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Service');
      await expect(page).toHaveTitle(`Client Service - ${agency.name}`);
      const online = region(page, 'Right Away, Online');
      for (const [name, href] of [
        ['Make a Payment', agency.links.payment],
        ['Sign In', agency.links.signIn],
      ]) {
        const link = online.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
      }
      await expectLink(online, /^File a Claim/, '/claims');
      for (const name of ['Certificate of Insurance', 'Auto ID Cards', 'Policy Change']) {
        await expect(main(page).getByRole('form', { name })).toBeVisible();
      }
      await expect(main(page).getByRole('form', { name: 'Policy Change' }).getByText('A change takes effect only when your agent confirms it in writing.')).toBeVisible();

      // The ways in: the footer's quick links, the Claims and Contact pages (and the mobile menu, below).
      await expectLink(page.getByRole('contentinfo'), 'Client Service', '/service');
      await open(page, '/claims');
      await main(page).getByRole('link', { name: 'Go to Client Service' }).click();
      await expect(page).toHaveURL(/\/service$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Service');
      await open(page, '/contact');
      await main(page).getByRole('link', { name: 'Request a policy change' }).click();
      await expect(page).toHaveURL(/\/service#policy-change$/);
      await expect(main(page).getByRole('form', { name: 'Policy Change' })).toBeInViewport({ ratio: 0.1 });
      if (viewport.name === 'mobile') {
        await page.getByRole('button', { name: 'Menu', expanded: false }).click();
        const panel = page.locator('#mobile-menu');
        await expect(panel.getByRole('link', { name: 'Sign In' })).toBeVisible();
        await panel.getByRole('link', { name: 'Client Service' }).click();
        await expect(panel.getByRole('link', { name: 'Client Service' })).toBeHidden();
        await expect(page).toHaveURL(/\/service$/);
      }
    });

    test('privacy policy: every section the specification lists and the contact block', async ({ page }) => {
      await open(page, '/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await expect(main(page).getByText('Last updated: May 6, 2025')).toBeVisible();
      for (const heading of [
        'Definitions',
        'Information we collect',
        'Cookies and tracking',
        'How we use your information',
        'Information we do not share',
        'How long we keep your information',
        'Deleting or correcting your information',
        'Security',
        "Children's privacy",
        'Changes to this policy',
        'Contact us',
      ]) {
        await expect(main(page).getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      for (const text of [
        'only as long as it is needed for the purposes stated',
        'comply with our legal obligations',
        'resolve disputes',
        'enforce our agreements',
        'Usage data is kept for a shorter period, except when it is used to strengthen the security or improve the functionality',
        'to correct or update it, or to delete it',
        'is 100% secure',
        'not meant for anyone under the age of 13',
        'we remove it',
        'by e-mail and/or a prominent notice',
        'update the "Last updated" date',
      ]) {
        await expect(main(page).getByText(text).first()).toBeVisible();
      }
      await expectLegalContact(page);
    });

    test('terms of service: every point the specification lists and the contact block', async ({ page }) => {
      await open(page, '/terms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
      await expect(main(page).getByText('Last updated: May 6, 2025')).toBeVisible();
      for (const text of [
        'not advice for your particular situation',
        'accurate, complete and current information',
        'user names and passwords of any online account confidential',
        'independent insurance agency (broker)',
        'several insurance carriers',
        'not every product described here is available',
        'defined only by the policy documents the insurance carrier issues',
        'protected by copyright law',
        'we are not liable for any indirect',
        'governed by the laws of the State of Illinois',
      ]) {
        await expect(main(page).getByText(text).first()).toBeVisible();
      }
      await expectLegalContact(page);
    });

    for (const path of CORE_PAGES) {
      test(`${path}: no horizontal scrolling`, async ({ page }) => {
        await open(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
      });
    }
  });
}

/** The toll-free number, then on its own line its second writing (1-800-...). */
const TOLL_FREE_TEXT = `${agency.phone.display} also ${agency.phone.alternate}`;

async function expectOfficeDetails(scope: Locator) {
  await expect(scope.getByText(agency.address.street).first()).toBeVisible();
  await expect(scope.getByRole('link', { name: agency.phone.display }).first()).toHaveAttribute('href', agency.phone.href);
  const phone = scope.getByRole('term').filter({ hasText: /^Phone$/ }).first().locator('..').getByRole('definition');
  await expect(phone).toHaveText(TOLL_FREE_TEXT);
  await expect(phone.getByRole('link')).toHaveText(agency.phone.display);
  const link = await phone.getByRole('link').boundingBox();
  const alternate = await phone.getByText(`also ${agency.phone.alternate}`, { exact: true }).boundingBox();
  expect(alternate!.y, 'the second writing sits on its own line').toBeGreaterThan(link!.y + link!.height / 2);
  await expect(scope.getByText(agency.fax.display).first()).toBeVisible();
  await expect(scope.getByRole('link', { name: agency.email }).first()).toHaveAttribute('href', mailto);
}

/**
 * The map as a facade (src/ui/MapFrame.tsx): a placeholder at
 * least the frame's height with the address, a link to Google Maps and a
 * button that puts the frame in its place, in the same box.
 */
async function expectMap(scope: Locator, height: number) {
  await expect(scope.locator('iframe')).toHaveCount(0);
  await expect(scope.getByText(addressLine, { exact: true }).last()).toBeVisible();
  const link = scope.getByRole('link', { name: 'Open in Maps (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', agency.map.searchUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  const button = scope.getByRole('button', { name: 'Show the map' });
  // The box around the placeholder (the button leaves the accessibility tree once the frame is in).
  const box = (await button.locator('xpath=../../..').elementHandle())!;
  const boxOnPage = () => box.evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, height: el.getBoundingClientRect().height }));
  const placeholder = await boxOnPage();
  expect(placeholder.height).toBeGreaterThanOrEqual(height);
  await button.click();
  const frame = scope.locator('iframe');
  await expect(frame).toHaveAttribute('title', /Map showing/);
  await expect(frame).toHaveAttribute('src', agency.map.embedUrl);
  await expect(frame).toBeFocused();
  // The frame fills the box inside its 1 px border; the box has not moved or changed size.
  expect(await boxOnPage()).toEqual(placeholder);
  expect((await frame.boundingBox())!.height).toBeCloseTo(placeholder.height - 2, 0);
}

async function expectLegalContact(page: Page) {
  const contact = main(page).getByRole('region', { name: 'Contact us' });
  await expect(contact.getByText(agency.legalName)).toBeVisible();
  await expect(contact.getByText(`${agency.address.city}, ${agency.address.stateName}`)).toBeVisible();
  await expect(contact.getByRole('link', { name: agency.phone.display })).toHaveAttribute('href', agency.phone.href);
  await expect(contact.getByRole('link', { name: agency.email })).toHaveAttribute('href', mailto);
}
