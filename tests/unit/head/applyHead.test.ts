/**
 * Client navigation merges the next page's head into the live one by key.
 * Starting from a prerendered head inside the real template, every route
 * (and the 404 page) is applied in turn; after each step the elements the
 * head module owns are exactly what the prerender step would have written
 * for that page, and the template's own elements are untouched.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../src/content/routeEntry';
import { agency } from '../../../src/config/agency';
import { findRoute, routes } from '../../../src/app/routes';
import { applyHead } from '../../../src/head/applyHead';
import type { HeadData } from '../../../src/head/headData';
import { pageHead } from '../../../src/head/pageHead';
import { loadHeads, type LoadedHeads } from '../../../src/head/heads';
import type { PageFacts } from '../../../src/head/pageFacts';
import { renderHead } from '../../../src/head/renderHead';

const template = readFileSync(resolve(import.meta.dirname, '../../../src/index.html'), 'utf8');
const templateHead = template.slice(template.indexOf('<head>') + '<head>'.length, template.indexOf('</head>'));

/** FAQs for the coverage pages, as their FAQ list would report them. */
const factsFor = (route: RouteEntry | undefined): PageFacts => ({
  faqs: route?.path.startsWith('/services/') ? [{ question: `What does ${route.path} cover?`, answer: 'What the policy says.' }] : [],
});

/** Each language's head copy and articles, loaded once (the head builder's callers load them before building). */
const loaded: Partial<Record<'en' | 'es', LoadedHeads>> = {};
beforeAll(async () => {
  [loaded.en, loaded.es] = await Promise.all([loadHeads('en'), loadHeads('es')]);
});

const headOf = (route: RouteEntry | undefined) => {
  const locale = route?.locale ?? 'en';
  return pageHead(route, locale, routes, factsFor(route), loaded[locale]!);
};

/** A head as the browser parses it, for comparing elements regardless of their order. */
function parsed(head: HeadData) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${renderHead(head)}</head></html>`, 'text/html');
  return elementsOf(doc.head.children);
}

const elementsOf = (elements: HTMLCollection | Element[]) =>
  Array.from(elements)
    .map((element) => element.outerHTML)
    .sort();

/** The template's own elements: everything in the head that renderHead does not write. */
const templateElements = () => elementsOf(Array.from(document.head.children).filter((element) => !ownedByHead(element)));
const ownedElements = () => elementsOf(Array.from(document.head.children).filter(ownedByHead));
const ownedByHead = (element: Element) =>
  element.matches('title, meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]');

function loadPrerendered(route: RouteEntry | undefined) {
  document.head.innerHTML = templateHead.replace('<!--app-head-->', renderHead(headOf(route)));
}

const article = routes.find((route) => route.kind === 'article')!;
const about = findRoute('/about')!;

describe('applyHead', () => {
  beforeEach(() => loadPrerendered(article));

  it('leaves the prerendered head as it is when given the same page (hydration)', () => {
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
    applyHead(headOf(article));
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });

  it('article -> about -> article: replaces, removes and restores what differs', () => {
    const initialTemplate = templateElements();
    applyHead(headOf(about));
    expect(document.title).toBe(`About Us - ${agency.name}`);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', new URL('/about', agency.siteOrigin).href);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(ownedElements()).toEqual(parsed(headOf(about)));

    applyHead(headOf(article));
    // A stock photo's address as it is, an upload's made whole (link previews need the origin).
    const image = new URL(loaded.en!.articles[(article.head as { article: string }).article]!.image, agency.siteOrigin).href;
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', image);
    expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute('content', image);
    expect(ownedElements()).toEqual(parsed(headOf(article)));
    expect(templateElements()).toEqual(initialTemplate);
  });

  // Every route of both languages twice (some 150 heads applied and parsed): about 2 s alone, past the
  // default 5 s when the machine is shared with builds and browser tests.
  it('through every route and the 404 page, always holds exactly the head the prerender step writes', { timeout: 20_000 }, () => {
    const initialTemplate = templateElements();
    for (const route of [...routes, undefined, ...routes.toReversed()]) {
      // The head is data: built once, applied, and compared with its prerendered form.
      const head = headOf(route);
      applyHead(head);
      expect(ownedElements(), route?.path ?? '404').toEqual(parsed(head));
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
    }
    expect(templateElements()).toEqual(initialTemplate);
  });

  it('the 404 page drops canonical, Open Graph, Twitter and JSON-LD and adds noindex; the next page removes noindex', () => {
    applyHead(headOf(undefined));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]')).toBeNull();
    applyHead(headOf(about));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('writes the FAQPage and breadcrumbs of the page shown, and no other page\'s', () => {
    const auto = findRoute('/services/auto')!;
    const graphTypes = () =>
      Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) =>
        (JSON.parse(script.textContent!) as { '@graph': { '@type': string }[] })['@graph'].map((node) => node['@type']),
      );
    applyHead(headOf(auto));
    expect(graphTypes()).toEqual(['InsuranceAgency', 'FAQPage', 'BreadcrumbList']);
    applyHead(headOf(about));
    expect(graphTypes()).toEqual(['InsuranceAgency']);
    applyHead(headOf(article));
    expect(graphTypes()).toEqual(['InsuranceAgency', 'BlogPosting', 'BreadcrumbList']);
  });
});
