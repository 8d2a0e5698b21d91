/**
 * Keyboard only: the navigation (dropdowns and the mobile menu) and the
 * contact form, completed without a mouse, with a visible focus indicator
 * on every stop.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/** What the focused element must be: its text, its name attribute, what it controls, its tag. */
interface Target {
  text?: string;
  name?: string;
  controls?: string;
  tag?: string;
}

/** Presses Tab until the focused element matches (bounded), asserting visible focus on each stop. */
async function tabTo(page: Page, target: Target, max = 60) {
  for (let i = 0; i <= max; i++) {
    if (i > 0) await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { visible: true, label: 'body' };
      const style = getComputedStyle(el);
      const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return { visible, label: `${el.tagName} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 40)}` };
    });
    expect(focus.visible, `visible focus on ${focus.label}`).toBe(true);
    const reached = await page.evaluate((t) => {
      const el = document.activeElement;
      if (!el) return false;
      return (
        (t.text === undefined || el.textContent?.trim() === t.text) &&
        (t.name === undefined || el.getAttribute('name') === t.name) &&
        (t.controls === undefined || el.getAttribute('aria-controls') === t.controls) &&
        (t.tag === undefined || el.tagName === t.tag)
      );
    }, target);
    if (reached) return;
  }
  throw new Error('focus never reached the target');
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test.describe('desktop, keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('walks the navigation and both dropdowns', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    for (const [menu, first, last] of [
      ['Personal Insurance', 'Auto', 'Recreational'],
      ['Commercial Insurance', 'Business', 'Cyber Liability'],
    ]) {
      await tabTo(page, { tag: 'BUTTON', text: menu });
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(first);
      await tabTo(page, { text: last }, 8);
      await page.keyboard.press('Tab'); // leaving the menu closes it
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
    await tabTo(page, { text: 'Blog' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('completes the contact form without a mouse', async ({ page, relay }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await tabTo(page, { name: 'firstName' });
    await page.keyboard.type('Maria');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kowalski');
    await page.keyboard.press('Tab');
    await page.keyboard.type(relay.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('630-555-0199');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Subject')).toBeFocused();
    await page.getByLabel('Subject').press('ArrowDown'); // keyboard selection of the first option
    await page.keyboard.press('Tab');
    await page.keyboard.type('I would like to review my home and auto policies together.');
    await tabTo(page, { name: 'policyAgreement' }, 5);
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await tabTo(page, { tag: 'BUTTON', text: 'Send Message' }, 6);
    await page.keyboard.press('Enter');

    const [submission] = await relay.waitForRequests(1);
    expect(submission.fields).toMatchObject({ firstName: 'Maria', lastName: 'Kowalski', phone: '630-555-0199', policyAgreement: 'true' });
    expect(submission.fields.subject).not.toBe('');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Your message has been sent successfully!')).toBeVisible();
  });
});

test.describe('phone, keyboard only', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the menu, expands a section and follows a link', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await tabTo(page, { controls: 'mobile-menu' });
    await page.keyboard.press('Enter');
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    await tabTo(page, { text: 'Commercial Insurance' }, 5);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Commercial Insurance' })).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, { text: 'Transportation' }, 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/transportation$/);
    await expect(panel).toBeHidden();
  });

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await tabTo(page, { controls: 'mobile-menu' });
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});
