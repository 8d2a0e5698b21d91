/**
 * Where an in-page link's scroll ends. A scroll that stops short of its
 * target or passes it (a layout that changes under a smooth scroll, a
 * target under the fixed navigation) can still leave part of the target in
 * the window: a loose "in the viewport" check would not see it.
 */
import type { Page } from '@playwright/test';

export interface Landing {
  /** The target's top, in CSS px from the top of the window. */
  top: number;
  /** Where the page's scroll-padding-top and the target's own scroll-margin-top put it (below the fixed navigation). */
  expected: number;
  /** The page is scrolled to its end, so the target could not reach `expected`. */
  atEnd: boolean;
}

/**
 * Waits until the page has stood still (the same scroll position over 100 ms),
 * then measures the target. Polled from the test, not with the page's own
 * animation frames: a page without script runs none for the test either.
 */
export async function landing(page: Page, id: string): Promise<Landing> {
  let last = NaN;
  for (let i = 0; i < 60; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) break;
    last = y;
    await page.waitForTimeout(100);
  }
  return page.evaluate((target) => {
    const root = document.documentElement;
    const element = document.getElementById(target)!;
    return {
      top: element.getBoundingClientRect().top,
      expected: (parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(element).scrollMarginTop) || 0),
      atEnd: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1,
    };
  }, id);
}

/** The target sits where the scroll padding puts it (within a pixel of rounding), or the page could scroll no further. */
export const landedOnTarget = ({ top, expected, atEnd }: Landing) => Math.abs(top - expected) <= 1.5 || (atEnd && top >= expected);
