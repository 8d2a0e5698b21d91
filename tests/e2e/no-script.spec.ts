/**
 * With JavaScript off (the script still loading on a slow network, failed,
 * or blocked) the navigation and the FAQs work from HTML and CSS alone:
 * dropdowns open on hover and on keyboard focus, the mobile menu is a native
 * popover with exclusive accordion sections, FAQ answers are native
 * disclosures, and every link is a plain link.
 */
import { expect, test } from './support/fixtures';

test.use({ javaScriptEnabled: false });

test.describe('desktop at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Recreational' })).toBeHidden();
    await nav.getByRole('button', { name: 'Personal Insurance' }).hover();
    for (const name of ['Auto', 'Home', 'Recreational']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.mouse.move(640, 600);
    await expect(nav.getByRole('link', { name: 'Recreational' })).toBeHidden();
  });

  test('Tab onto a dropdown shows its links, Tab reaches them, Tab past them hides them', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Prairie Point Insurance' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Personal Insurance' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Auto', exact: true })).toBeVisible();
    for (const name of ['Auto', 'Home', 'Recreational']) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Commercial Insurance' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Recreational' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Cyber Liability' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Business', exact: true })).toBeFocused();
  });
});

test.describe('phone at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the hamburger opens the menu, one section expands at a time, and a link loads its page', async ({ page }) => {
    await page.goto('/about');
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: 'Claims', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(panel.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    const panelHeight = await panel.evaluate((el) => el.getBoundingClientRect().height);
    expect(panelHeight).toBeLessThanOrEqual(844 * 0.8 + 1);

    const cyber = panel.getByRole('link', { name: 'Cyber Liability' });
    const auto = panel.getByRole('link', { name: 'Auto', exact: true });
    await expect(cyber).toBeHidden();
    await panel.getByText('Commercial Insurance', { exact: true }).click();
    await expect(cyber).toBeVisible();
    await panel.getByText('Personal Insurance', { exact: true }).click();
    await expect(auto).toBeVisible();
    await expect(cyber).toBeHidden();

    await auto.click();
    await expect(page).toHaveURL(/\/services\/auto$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Auto Insurance');
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Claims', exact: true })).toBeHidden();
  });

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('/about');
    const claims = page.locator('#mobile-menu').getByRole('link', { name: 'Claims', exact: true });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(claims).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(claims).toBeHidden();
  });
});

test('an FAQ answer opens and closes', async ({ page }) => {
  await page.goto('/services/auto');
  const question = page.getByRole('heading', { name: 'How much auto insurance do I need in Illinois?' });
  const answer = page.getByText('Illinois requires liability limits of at least $25,000 per person');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});

test('every icon is drawn from the one sprite, which is cached for good', async ({ page }) => {
  const sprites: { url: string; type?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (/\/assets\/icons-[0-9a-f]{8}\.svg$/.test(response.url())) {
      sprites.push({ url: response.url(), type: response.headers()['content-type'], cache: response.headers()['cache-control'] });
    }
  });
  await page.goto('/services/auto');
  await page.waitForLoadState('networkidle');
  // A <use> whose symbol resolved has the symbol's geometry; an unresolved one has none.
  // (Icons in closed menus are not rendered at all, so only the shown ones can tell.)
  const icons = await page.locator('svg.icon').evaluateAll((svgs) =>
    svgs.filter((svg) => svg.checkVisibility()).map((svg) => {
      const use = svg.querySelector('use') as SVGUseElement;
      return { href: use.getAttribute('href'), drawn: use.getBBox().width > 0 };
    }),
  );
  expect(icons.length).toBeGreaterThan(10);
  expect(icons.filter((icon) => !icon.drawn)).toEqual([]);
  expect(new Set(icons.map((icon) => icon.href!.split('#')[0])).size).toBe(1);
  expect(sprites).toHaveLength(1);
  expect(sprites[0].type).toContain('image/svg+xml');
  expect(sprites[0].cache).toContain('immutable');
});
