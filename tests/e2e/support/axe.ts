import axe, { type Result, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every rule of those tags runs; only the violations come back whole. The
 * passes list every node of every rule, and carrying them out of the page
 * cost a third of a run. Frames are left out: the site has none of its own
 * (the map's, once a visitor asks for it, is Google's page).
 */
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'], iframes: false };

/** What the page's axe, put there by expectNoAxeViolations, runs. */
const runAxe = (options: RunOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, options).then((results) => results.violations);

/**
 * Axe over the whole page, in the page itself. Its 1.3 MB of source goes
 * into the page once a load, through the DevTools protocol (the page's
 * Content-Security-Policy does not bind it), and later runs on that load
 * (another width, a toast showing) call the axe already there.
 * @axe-core/playwright's legacy mode evaluated the source twice a run and
 * carried every pass back: 1.3-1.7 s a first run where this takes 0.6-0.9.
 */
export async function expectNoAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  const violations: Result[] = await page.evaluate(runAxe, OPTIONS);
  const summary = violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}
