import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Axe over the whole page, in the page itself (legacy mode): the default mode
 * opens a blank page per run to merge results across frames, twice the time
 * (1.2-1.6 s against 0.55-1.0 s a route), and the site has no frame to merge
 * until a visitor asks for the map, which is the map host's own page.
 * AxeBuilder injects axe's 550 KB into the page on every run; a second run
 * on the same load (another width, a toast showing) calls the axe already
 * there, with the same options: 0.4-0.8 s against 0.8-1.0 s a run.
 */
export async function expectNoAxeViolations(page: Page) {
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS } };
  const injected = await page.evaluate(() => 'axe' in window);
  const results = injected
    ? await page.evaluate((runOptions) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, runOptions), options)
    : await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
