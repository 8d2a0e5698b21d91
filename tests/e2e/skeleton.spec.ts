import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page, request, consoleErrors }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');

  await page.goto('/no-such-page');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  await expect.poll(() => consoleErrors.join('\n')).toContain('/no-such-page');
});

test.describe('desktop navigation at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const navBackground = (page: Page) =>
    page.locator('header').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  const TRANSPARENT = 'rgba(0, 0, 0, 0)';
  const WHITE = 'rgb(255, 255, 255)';

  test('is transparent over the home hero until the page scrolls past 10 px', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => navBackground(page)).toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo(0, 5));
    await page.waitForTimeout(100);
    await expect.poll(() => navBackground(page)).toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(() => navBackground(page)).toBe(WHITE);
  });

  test('is white at the top of other pages', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect.poll(() => navBackground(page)).toBe(WHITE);
  });

  test('opens the Personal Insurance dropdown on hover and by keyboard', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Personal Insurance' });
    await trigger.hover();
    for (const name of ['Auto', 'Home', 'Recreational']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.mouse.move(640, 600);
    await expect(nav.getByRole('link', { name: 'Recreational' })).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Auto', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Auto', exact: true })).toBeHidden();
  });

  test('links out to the payment and sign-in portals in a new tab', async ({ page }) => {
    await page.goto('/about');
    for (const name of ['Make a Payment', 'Sign In']) {
      const link = page.getByRole('banner').getByRole('link', { name }).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).first()).toHaveAttribute(
      'href',
      '/contact?subject=quote',
    );
  });
});

test.describe('mobile navigation at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens the panel, one accordion section at a time, and a link closes it', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu', expanded: false }).click();
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    const panelHeight = await panel.evaluate((el) => el.getBoundingClientRect().height);
    expect(panelHeight).toBeLessThanOrEqual(844 * 0.8 + 1);

    const personal = panel.getByRole('button', { name: 'Personal Insurance' });
    const commercial = panel.getByRole('button', { name: 'Commercial Insurance' });
    await personal.click();
    await expect(personal).toHaveAttribute('aria-expanded', 'true');
    await commercial.click();
    await expect(commercial).toHaveAttribute('aria-expanded', 'true');
    await expect(personal).toHaveAttribute('aria-expanded', 'false');
    await commercial.click();
    await expect(commercial).toHaveAttribute('aria-expanded', 'false');

    await expect(panel.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);

    await personal.click();
    await panel.getByRole('link', { name: 'Auto', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/auto$/);
    await expect(panel).toBeHidden();
  });
});

test('following an internal link after scrolling starts the new page at the top', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'File a Claim' }).click();
  await expect(page).toHaveURL(/\/claims$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test.describe('accessibility of the layout', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`no WCAG A/AA violation on the 404 page at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/no-such-page');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});
