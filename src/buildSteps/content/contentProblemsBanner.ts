/**
 * What the development site shows above every page while a content file has
 * a problem (./siteContent.ts): the site is drawn from the last content that read
 * without one, and this says so, with each problem in the office's words:
 * the page as the editor lists it, the field as its form shows it
 * (src/content/model/fieldPlace.ts). A build never shows it: it stops.
 */
import { escapeHtml } from '../../lib/escapeHtml.ts';

/** Problems listed one by one; the rest are counted. */
const SHOWN = 12;

const style = {
  banner: 'position:relative;z-index:2147483647;margin:0;padding:0.75rem 1rem;background:#fff8e1;border-bottom:2px solid #f0c36d;color:#5c4400;font:15px/1.5 system-ui,sans-serif',
  list: 'margin:0.25rem 0 0;padding-left:1.25rem',
};

/** The banner's HTML, for the top of the page's body. */
export function contentProblemsBanner(problems: readonly string[]): string {
  const shown = problems.slice(0, SHOWN);
  const more = problems.length - shown.length;
  return [
    `<section role="alert" aria-label="Content to correct" data-content-problems style="${style.banner}">`,
    `<strong>The content has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`} to correct in the editor (<a href="/admin/">/admin/</a>).</strong>`,
    ' The site shows the last content without one until then; publishing stops on them.',
    `<ul style="${style.list}">`,
    ...shown.map((problem) => `<li>${escapeHtml(problem)}</li>`),
    ...(more > 0 ? [`<li>and ${more} more</li>`] : []),
    '</ul></section>',
  ].join('');
}
