/**
 * Each keyboard and zoom check (every-route.spec.ts) red on a page that
 * breaks its rule, and green on the same page mended: the checks find what
 * they guard against, so their passing on every route means something.
 * The pages are small HTML documents (tests/e2e/fixtures/layout/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { TEXT_200_CSS, TEXT_SPACING_CSS, boxesPastTheWindow, navFitProblems, targetSizeProblems, textLayoutProblems } from './support/layoutChecks';
import { focusWalkProblems, inPageLinkProblems, settle, skipLinkProblems, sweepNavigation, withStyle } from './support/keyboardZoom';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures/layout', `${name}.html`), 'utf8');

/** A fixture page, with `mend` (CSS) added when given: the same page with its rule kept. */
async function open(page: Page, name: string, mend?: string) {
  await page.goto('about:blank'); // a new document: no focus or Tab starting point left from the last one
  await page.setContent(fixture(name));
  if (mend) await withStyle(page, mend);
}

test.describe('red on a page that breaks the rule, green once mended', () => {
  test('the navigation sweep: a bar with no menu button to give way to', async ({ page }) => {
    await open(page, 'nav-bar');
    const problems = await sweepNavigation(page, [320, 640, 1024, 1920], { scripted: false });
    expect(problems.join('\n')).toMatch(/320 px: .*cut off at the window's edge/);
    expect(problems.join('\n')).toMatch(/640 px: the bar needs/);
    expect(problems.join('\n')).not.toMatch(/1920 px/);
    await open(page, 'nav-bar', '@media (max-width: 1200px) { .bar { display: none; } .menu { display: block; } }');
    expect(await sweepNavigation(page, [320, 640, 1024, 1920], { scripted: false })).toEqual([]);
  });

  test('the navigation: items that wrap onto two lines or overlap', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 600 });
    await open(page, 'nav-bar', '.bar a { white-space: normal; width: 5em; } .bar a:nth-child(3) { margin-left: -3em; }');
    const problems = (await page.evaluate(navFitProblems)).join('\n');
    expect(problems).toMatch(/wraps onto 2 lines/);
    expect(problems).toMatch(/overlaps/);
  });

  test('1.4.10 reflow: a fixed-width block at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, 'reflow');
    expect((await page.evaluate(boxesPastTheWindow)).join('\n')).toMatch(/div "A form 400 px wide.* spans 16-416 of 320/);
    expect((await page.evaluate(textLayoutProblems)).join('\n')).toMatch(/the page scrolls sideways/);
    await open(page, 'reflow', '.wide { width: auto; }');
    expect(await page.evaluate(boxesPastTheWindow)).toEqual([]);
    expect(await page.evaluate(textLayoutProblems)).toEqual([]);
  });

  test('1.4.12 text spacing: a box of fixed height clips its text', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    await open(page, 'text-box');
    expect(await page.evaluate(textLayoutProblems), 'fits with the page its own spacing').toEqual([]);
    await withStyle(page, TEXT_SPACING_CSS);
    expect((await page.evaluate(textLayoutProblems)).join('\n')).toMatch(/is clipped by div/);
    await open(page, 'text-box', `.card { height: auto; } ${TEXT_SPACING_CSS}`);
    expect(await page.evaluate(textLayoutProblems)).toEqual([]);
  });

  test('1.4.4 text at 200%: a box sized in pixels spills over the next text', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    await open(page, 'text-box');
    await withStyle(page, `.card { overflow: visible; } ${TEXT_200_CSS}`);
    expect((await page.evaluate(textLayoutProblems)).join('\n')).toMatch(/overlaps/);
    await open(page, 'text-box', `.card { height: auto; } ${TEXT_200_CSS}`);
    expect(await page.evaluate(textLayoutProblems)).toEqual([]);
  });

  test('2.4.7 and 2.4.13: a control with no outline, and one whose outline barely shows on its background', async ({ page }) => {
    await open(page, 'focus');
    const problems = (await focusWalkProblems(page, 'Skip to main content')).join('\n');
    expect(problems).toMatch(/button "No ring" shows no focus outline/);
    expect(problems).toMatch(/a "Faint ring"'s focus outline is 1\.\d+:1 against its background/);
    expect(problems).toMatch(/a "Dark band"'s focus outline is \d\.\d+:1/);
    await open(page, 'focus', '.none:focus-visible, .faint:focus-visible { outline: 3px solid #1d5a96; } .band { --ring: #fcd34d; }');
    expect(await focusWalkProblems(page, 'Skip to main content')).toEqual([]);
  });

  test('2.4.11: a fixed header covers controls when tabbing back up, and an in-page link lands its target under it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 500 });
    await open(page, 'obscured');
    const walk = (await focusWalkProblems(page, 'Skip to main content')).join('\n');
    expect(walk).toMatch(/is under the fixed header/);
    expect((await inPageLinkProblems(page, 'Skip to main content')).join('\n')).toMatch(/#form lands its target at \d+ px, under the navigation/);
    await open(page, 'obscured', 'html { scroll-padding-top: 6rem; }');
    expect(await focusWalkProblems(page, 'Skip to main content')).toEqual([]);
    expect(await inPageLinkProblems(page, 'Skip to main content')).toEqual([]);
  });

  test('2.4.1: no skip link first, and one that stays hidden when focused', async ({ page }) => {
    await open(page, 'focus', '.skip { display: none; }');
    expect(await skipLinkProblems(page, 'Skip to main content')).toEqual(["the first Tab stop is button, not a link 'Skip to main content'"]);
    await open(page, 'focus', '.skip { position: absolute; top: -100px; }');
    expect(await skipLinkProblems(page, 'Skip to main content')).toEqual(['the skip link is not wholly in view when focused']);
    await open(page, 'focus');
    expect(await skipLinkProblems(page, 'Skip to main content')).toEqual([]);
  });

  test('2.5.8: small icon buttons side by side', async ({ page }) => {
    await open(page, 'targets');
    const problems = (await page.evaluate(targetSizeProblems)).join('\n');
    expect(problems).toMatch(/button "Previous" is 16x16 px and too close to button "Next"/);
    expect(problems, 'a link inside a sentence is exempt').not.toMatch(/inline link/);
    await open(page, 'targets', '.icons button { width: 24px; height: 24px; }');
    expect(await page.evaluate(targetSizeProblems)).toEqual([]);
  });

  test("the bar's measured fallback: without it, text spacing at 1920 px overflows the site's own bar", async ({ browser }) => {
    // The broken copy is the site itself before its script: CSS alone keeps the bar from 80em up.
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1920, height: 800 } });
      const page = await context.newPage();
      await page.goto('/es/contact');
      if (javaScriptEnabled) await waitForHydration(page);
      expect(await page.evaluate(navFitProblems), 'the bar fits as it is').toEqual([]);
      await withStyle(page, TEXT_SPACING_CSS);
      if (javaScriptEnabled) await settle(page); // the resize observer's turn
      const problems = await page.evaluate(navFitProblems);
      if (javaScriptEnabled) expect(problems, 'the script gives way to the menu button').toEqual([]);
      else expect(problems.join('\n')).toMatch(/the bar needs \d+ px/);
      await context.close();
    }
  });
});
