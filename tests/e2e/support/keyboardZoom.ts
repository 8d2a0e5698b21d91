/**
 * Page-level steps of the keyboard and zoom checks (docs/accessibility.md),
 * shared by the checks on every route (every-route.spec.ts) and their red
 * fixtures (keyboard-zoom-fixtures.spec.ts). Each returns the problems it
 * found, one line each, so an empty list passes.
 */
import type { Page } from '@playwright/test';
import { focusStop, navFitProblems, textLayoutProblems, type FocusStop } from './layoutChecks';

/** 320 to 1920 px in steps of 32 px: 320 is a 1280 px screen at 400% zoom; 1920 a full HD one. */
export const SWEEP_WIDTHS = Array.from({ length: (1920 - 320) / 32 + 1 }, (_, i) => 320 + i * 32);

/**
 * Adds a style sheet to the page and returns what removes it. Through
 * evaluate, not addStyleTag, which waits on the page's own script and so
 * never returns where JavaScript is off.
 */
export async function withStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const id = await page.evaluate((text) => {
    const sheet = document.createElement('style');
    sheet.id = `check-style-${Math.random().toString(36).slice(2)}`;
    sheet.textContent = text;
    document.head.append(sheet);
    return sheet.id;
  }, css);
  return () => page.evaluate((sheetId) => document.getElementById(sheetId)?.remove(), id);
}

/** Back to the top at once, whatever the page's scroll-behavior. */
export const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

/** Lets a resize or a new style sheet reach layout and the script's resize observers. */
export const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

export async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await settle(page);
}

/**
 * What the bar's layout depends on besides the window: the header's markup
 * (its elements, classes, words and states; the page below it is hidden
 * while sweepNavigation runs) without its links' targets, which lay out
 * nothing. Two pages with the same text here sweep alike under the same
 * stylesheet.
 */
export const headerLayoutKey = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')?.cloneNode(true) as HTMLElement | undefined;
    header?.querySelectorAll('[href]').forEach((link) => link.removeAttribute('href'));
    return header?.outerHTML ?? '';
  });

/**
 * The navigation's problems at each width. CSS alone must get it right at
 * once; where it does not, a scripted page's measured fallback (useBarFit)
 * gets two frames to react before what remains is a problem. The window is
 * resized through the DevTools protocol, which does not wait for a frame as
 * Playwright's resize does (51 widths in a fraction of a second).
 */
export async function sweepNavigation(page: Page, widths: number[], { scripted }: { scripted: boolean }): Promise<string[]> {
  // The bar's layout does not depend on the page below it: laying out only the header keeps each width cheap.
  const showPage = await withStyle(page, 'main, footer { display: none !important; }');
  const devtools = await page.context().newCDPSession(page);
  const height = page.viewportSize()?.height ?? 800;
  const problems: string[] = [];
  for (const width of widths) {
    await devtools.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    let found = await page.evaluate(navFitProblems);
    if (found.length && scripted) {
      await settle(page);
      found = await page.evaluate(navFitProblems);
    }
    problems.push(...found.map((problem) => `${width} px: ${problem}`));
  }
  await devtools.send('Emulation.clearDeviceMetricsOverride');
  await devtools.detach();
  await page.setViewportSize({ width: widths.at(-1) ?? 1280, height });
  await showPage();
  return problems;
}

const TAB = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
const SHIFT = { key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16, nativeVirtualKeyCode: 16 };
/** One press of Tab or Shift+Tab as the DevTools protocol's key events, in the order Playwright's press sends them. */
const keyEvents = (key: 'Tab' | 'Shift+Tab') =>
  key === 'Tab'
    ? [{ type: 'rawKeyDown' as const, ...TAB }, { type: 'keyUp' as const, ...TAB }]
    : [
        { type: 'rawKeyDown' as const, ...SHIFT, modifiers: 8 },
        { type: 'rawKeyDown' as const, ...TAB, modifiers: 8 },
        { type: 'keyUp' as const, ...TAB, modifiers: 8 },
        { type: 'keyUp' as const, ...SHIFT, modifiers: 0 },
      ];

/**
 * Presses a key `count` times through the DevTools protocol without a round
 * trip each: the browser still handles the presses one after another, in
 * order, each keydown moving focus and its keyup reaching the page after.
 */
async function pressInOneGo(page: Page, key: 'Tab' | 'Shift+Tab', count: number) {
  const devtools = await page.context().newCDPSession(page);
  const shift = key === 'Shift+Tab' ? 8 : 0;
  const tab = { ...TAB, modifiers: shift };
  const sent: Promise<unknown>[] = [];
  if (shift) sent.push(devtools.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...SHIFT, modifiers: shift }));
  for (let i = 0; i < count; i++) {
    sent.push(devtools.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }));
    sent.push(devtools.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }));
  }
  if (shift) sent.push(devtools.send('Input.dispatchKeyEvent', { type: 'keyUp', ...SHIFT, modifiers: 0 }));
  await Promise.all(sent);
  await devtools.detach();
}

/**
 * Tabs through the whole page in one direction and returns the stops in
 * order. A walk that checks (`check`) reads each stop with focusStop after
 * its press has been handled, a round trip each, so that the page has had its turn (the
 * navigation restyles itself on the scroll that focus caused). A walk that
 * only names the stops presses every key in one go and names each stop in
 * the page, on the press's keyup.
 */
export async function walkFocus(page: Page, key: 'Tab' | 'Shift+Tab', { check }: { check: boolean }): Promise<FocusStop[]> {
  const presses = await page.evaluate(() => document.querySelectorAll('a[href], button, input, select, textarea, iframe, summary, [tabindex]').length + 2);
  const stops: FocusStop[] = [];
  /** Takes the next stop; false once the walk is over. */
  const take = (stop: FocusStop) => {
    if (stop.index === -1) return false; // left the page
    const last = stops.at(-1);
    if (last?.index === stop.index) {
      last.problems.push(...stop.problems); // a date field takes a press for each of its parts
      return true;
    }
    if (stops.some((seen) => seen.index === stop.index)) return false; // came round again
    stops.push(stop);
    return true;
  };
  if (check) {
    // Each press and each reading straight through the DevTools protocol, as Playwright's own press and evaluate make
    // them (Shift down, Tab down and up, Shift up; the reading once the browser has handled the key), without
    // Playwright's layers around each of the walk's hundreds of calls.
    const devtools = await page.context().newCDPSession(page);
    const reading = `(${focusStop.toString()})()`;
    try {
      for (let i = 0; i < presses; i++) {
        for (const event of keyEvents(key)) await devtools.send('Input.dispatchKeyEvent', event);
        const read = await devtools.send('Runtime.evaluate', { expression: reading, awaitPromise: true, returnByValue: true });
        if (read.exceptionDetails) throw new Error(`focusStop failed: ${read.exceptionDetails.exception?.description ?? read.exceptionDetails.text}`);
        if (!take(read.result.value as FocusStop)) break;
      }
    } finally {
      await devtools.detach();
    }
    return stops;
  }
  // focusStop's source goes in as text: the page's Content-Security-Policy allows no eval, the DevTools protocol is not bound by it.
  // Once focus has left the page, the presses still on their way are held (keydown prevented): the walk ends outside the page, as one that stops pressing does.
  await page.evaluate(`(() => {
    const focusStop = ${focusStop.toString()};
    const walk = (window.__keyWalk = { stops: [], keyups: 0, left: false, end: new AbortController() });
    const options = { capture: true, signal: walk.end.signal };
    window.addEventListener('keydown', (event) => { if (event.key === 'Tab' && walk.left) event.preventDefault(); }, options);
    window.addEventListener('keyup', (event) => {
      if (event.key !== 'Tab') return;
      walk.keyups++;
      if (walk.left) return;
      walk.left = !document.activeElement || document.activeElement === document.body;
      walk.stops.push(focusStop());
    }, options);
  })()`);
  await pressInOneGo(page, key, presses);
  const { named, keyups } = await page.evaluate(async () => {
    const walk = (window as unknown as { __keyWalk: { stops: Promise<FocusStop>[]; keyups: number; end: AbortController } }).__keyWalk;
    walk.end.abort();
    return { named: await Promise.all(walk.stops), keyups: walk.keyups };
  });
  // A keyup inside a frame (a map) never reaches the page: the walk would skip that stop without saying so.
  if (keyups !== presses) throw new Error(`${presses} presses of ${key}, ${keyups} seen by the page: did focus enter a frame?`);
  for (const stop of named) if (!take({ ...stop, problems: [] })) break;
  return stops;
}

/**
 * 2.4.7, 2.4.13, 2.4.11 and 2.4.1's order: Shift+Tab from the bottom
 * through every stop, then Tab through every one from the top. Going back is where a fixed
 * header covers what focus scrolls to (a forward scroll brings a control
 * in at the bottom), so each stop is checked there: its focus shows at 3:1
 * and no fixed layer covers it. The way back meets the same stops as the
 * way there, and the first is the skip link.
 */
export async function focusWalkProblems(page: Page, skipLinkName: string): Promise<string[]> {
  // Focus then scrolls instantly: each stop is measured where its scroll ends (a smooth one ends in the same place).
  const smoothAgain = await withStyle(page, 'html { scroll-behavior: auto !important; }');
  // From a page nothing has focused: Shift+Tab starts at the last stop and ends leaving the first, where Tab starts again.
  const backward = await walkFocus(page, 'Shift+Tab', { check: true });
  const forward = await walkFocus(page, 'Tab', { check: false });
  await smoothAgain();
  // Leave no control focused (the skip link shows while it has focus) and the page at its top.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  const problems = backward.flatMap((stop) => stop.problems);
  if (forward[0]?.label !== `a "${skipLinkName}"`) problems.unshift(`the first stop is ${forward[0]?.label ?? 'nothing'}, not the skip link '${skipLinkName}'`);
  const there = forward.map((stop) => stop.label).join(' > ');
  // Focus entering a frame (the map) fires no focus event in the page, so the named walk cannot see that stop.
  const back = [...backward]
    .reverse()
    .map((stop) => stop.label)
    .filter((label) => !label.startsWith('iframe '))
    .join(' > ');
  if (there !== back) problems.push(`Shift+Tab meets other stops than Tab:\n  Tab:       ${there}\n  Shift+Tab: ${back}`);
  return [...new Set(problems)];
}

/** 2.4.1: on a fresh page the first Tab shows the skip link whole, and Enter moves focus to the main content. */
export async function skipLinkProblems(page: Page, name: string): Promise<string[]> {
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => {
    const el = document.activeElement;
    const box = el?.getBoundingClientRect();
    return {
      name: el?.tagName === 'A' ? (el.textContent ?? '').trim() : `${el?.tagName.toLowerCase()}`,
      whole: Boolean(box && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && box.width > 1),
    };
  });
  if (skip.name !== name) return [`the first Tab stop is ${skip.name}, not a link '${name}'`];
  const problems = skip.whole ? [] : ['the skip link is not wholly in view when focused'];
  await page.keyboard.press('Enter');
  const landed = await page.evaluate(() => document.activeElement?.tagName ?? 'nothing');
  if (landed !== 'MAIN') problems.push(`the skip link moves focus to ${landed.toLowerCase()}, not to main`);
  return problems;
}

/** Text clipped, overlapping or past the window, said where. */
export async function textProblemsAt(page: Page, where: string): Promise<string[]> {
  return (await page.evaluate(textLayoutProblems)).map((problem) => `${where}: ${problem}`);
}

/**
 * 2.4.11 for in-page links (a coverage page's 'Get a Quote', Client
 * Service's form links): each lands its target below the fixed navigation,
 * and whatever it focuses is in view and uncovered. The first is followed
 * with the page's own smooth scrolling, the others as a visitor who asked
 * for less motion follows them (instantly, to the same place: the page's
 * scroll margins hold for both), a second of waiting saved a link.
 */
export async function inPageLinkProblems(page: Page, skipLinkName: string): Promise<string[]> {
  const hrefs = await page.evaluate(
    (skip) => [...new Set([...document.querySelectorAll<HTMLAnchorElement>('main a[href^="#"]')].filter((a) => a.textContent?.trim() !== skip && a.checkVisibility()).map((a) => a.getAttribute('href') ?? ''))],
    skipLinkName,
  );
  const problems: string[] = [];
  for (const [n, href] of hrefs.entries()) {
    if (n === 1) await page.emulateMedia({ reducedMotion: 'reduce' });
    await scrollToTop(page);
    await page.locator(`main a[href="${href}"]`).first().click();
    // A smooth scroll may start a few frames late on a busy machine: wait until the page has stood still for ten frames (an instant one, two).
    await page.evaluate(async (stillFrames) => {
      let still = 0;
      for (let last = window.scrollY, frames = 0; still < stillFrames && frames < 300; frames++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
      }
    }, n === 0 ? 10 : 2);
    const stop = await page.evaluate(focusStop);
    const landing = await page.evaluate((id) => {
      const target = document.getElementById(id)?.getBoundingClientRect();
      const header = [...document.querySelectorAll('header')].find((el) => getComputedStyle(el).position === 'fixed')?.getBoundingClientRect();
      return target && header ? { top: target.top, below: header.bottom } : null;
    }, href.slice(1));
    if (!landing) problems.push(`${href}: no target`);
    else if (landing.top < landing.below - 0.5) problems.push(`${href} lands its target at ${Math.round(landing.top)} px, under the navigation (bottom ${Math.round(landing.below)} px)`);
    problems.push(...stop.problems.filter((problem) => !problem.includes('focus outline')).map((problem) => `${href}: ${problem}`));
  }
  await page.emulateMedia({ reducedMotion: null });
  return problems;
}
