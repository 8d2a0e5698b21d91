/**
 * The head and structured data of every prerendered page, checked from the
 * raw HTML (what a crawler sees before any script runs).
 */
import { agency } from '../../src/config/agency';
import { englishPathOf, htmlLang, localeOfPath, localizedPath, locales } from '../../src/i18n/locale';

export type PageCheck = [label: string, problems: string[]];

const origin = agency.siteOrigin.replace(/\/$/, '');
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
const meta = (html: string, key: 'name' | 'property', id: string) =>
  attr(html, new RegExp(`<meta ${key}="${id.replace(':', '\\:')}" content="([^"]*)"`));

type Json = Record<string, unknown>;

export function jsonLdGraph(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]) as Json;
    return (data['@graph'] as Json[] | undefined) ?? [data];
  });
}

function missing(node: Json | undefined, fields: string[], type: string): string[] {
  if (!node) return [`no ${type}`];
  return fields.filter((field) => node[field] === undefined || node[field] === '').map((field) => `${type} lacks ${field}`);
}

function checkAgency(node: Json | undefined): string[] {
  const problems = missing(node, ['name', 'url', 'telephone', 'faxNumber', 'email', 'address', 'openingHoursSpecification', 'areaServed', 'sameAs'], 'InsuranceAgency');
  if (!node) return problems;
  const address = node.address as Json;
  problems.push(...missing(address, ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'], 'PostalAddress'));
  if (node.telephone !== agency.phone.e164) problems.push('InsuranceAgency telephone differs from the config');
  if ((node.areaServed as Json)?.name !== agency.areaServed) problems.push('InsuranceAgency areaServed is not Illinois');
  return problems;
}

/** Each language's 404 page: /404 and /es/404 (404.html, es/404.html). */
export const isNotFoundPage = (path: string) => locales.some((locale) => path === localizedPath(locale, '/404'));

/** Checks one page's head; `path` is its URL path, `html` its prerendered HTML. */
export function checkHead(path: string, html: string): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, message: string) => ok || problems.push(message);
  const title = attr(html, /<title>([^<]*)<\/title>/);
  const description = meta(html, 'name', 'description');
  const lang = htmlLang[localeOfPath(path)];
  expect(html.includes(`<html lang="${lang}">`), `html lang is not "${lang}"`);
  expect(Boolean(title?.endsWith(` - ${agency.name}`)), `title "${title}" does not follow "Page - ${agency.name}"`);
  expect(Boolean(description && description.length >= 50 && description.length <= 160), `description is ${description?.length ?? 0} characters (50-160)`);
  expect(attr(html, /<link rel="canonical" href="([^"]+)"/) === (path === '/' ? `${origin}/` : `${origin}${path}`), 'canonical URL is not on the configured origin');
  for (const id of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name']) expect(Boolean(meta(html, 'property', id)), `no ${id}`);
  for (const id of ['twitter:card', 'twitter:title', 'twitter:description']) expect(Boolean(meta(html, 'name', id)), `no ${id}`);
  expect(Boolean(meta(html, 'name', 'theme-color')), 'no theme colour');
  expect(/<link rel="icon" href="data:image\/svg\+xml,[^"]+"/.test(html), 'no favicon inline (src/buildSteps/prerender/inlineIcon.ts)');

  const graph = jsonLdGraph(html);
  const ofType = (type: string) => graph.find((node) => node['@type'] === type);
  problems.push(...checkAgency(ofType('InsuranceAgency')));
  if (englishPathOf(path).startsWith('/blog/')) {
    problems.push(...missing(ofType('BlogPosting'), ['headline', 'description', 'image', 'datePublished', 'author', 'publisher', 'mainEntityOfPage'], 'BlogPosting'));
  }
  const faqPage = ofType('FAQPage');
  // Questions are disclosures in the main content; the header's menu uses disclosures too (its sections).
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const shownQuestions = [...main.matchAll(/<details[\s\S]*?<summary[\s\S]*?<\/summary>/g)].length;
  if (shownQuestions > 0 || faqPage) {
    const questions = (faqPage?.mainEntity as Json[] | undefined) ?? [];
    expect(questions.length === shownQuestions, `FAQPage has ${questions.length} questions, the page shows ${shownQuestions}`);
    for (const question of questions) {
      expect(question['@type'] === 'Question' && Boolean((question.acceptedAnswer as Json)?.text), 'FAQPage question without an answer');
    }
  }
  if (englishPathOf(path).split('/').filter(Boolean).length >= 2) {
    const items = (ofType('BreadcrumbList')?.itemListElement as Json[] | undefined) ?? [];
    expect(items.length >= 3, 'nested page without a BreadcrumbList');
    expect(items.at(-1)?.item === `${origin}${path}`, 'BreadcrumbList does not end at the page');
  }
  return problems;
}

/** Site-wide: unique titles and descriptions, sitemap, robots.txt, the 404 page. */
export function checkSite(pages: Map<string, string>, sitemap: string, robots: string): PageCheck[] {
  const real = [...pages].filter(([path]) => !isNotFoundPage(path));
  const noindex = (html: string) => /<meta name="robots" content="noindex">/.test(html);
  const indexable = real.filter(([, html]) => !noindex(html));
  const duplicates = (values: (string | undefined)[]) => values.filter((value, index) => values.indexOf(value) !== index);
  const titles = real.map(([, html]) => attr(html, /<title>([^<]*)<\/title>/));
  const descriptions = real.map(([, html]) => meta(html, 'name', 'description'));
  const inSitemap = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));

  return [
    ['titles are unique', duplicates(titles).map((title) => `duplicate title ${title}`)],
    ['descriptions are unique', duplicates(descriptions).map((text) => `duplicate description ${text}`)],
    ['sitemap lists every indexable page, and no 404 or noindex page', [
      ...indexable.filter(([path]) => !inSitemap.has(path)).map(([path]) => `${path} missing from sitemap.xml`),
      ...[...inSitemap].filter(isNotFoundPage).map((path) => `sitemap lists ${path}`),
      ...real.filter(([path, html]) => noindex(html) && inSitemap.has(path)).map(([path]) => `sitemap lists ${path}, which is noindex`),
      ...[...inSitemap].filter((path) => !pages.has(path)).map((path) => `sitemap lists ${path}, which has no page`),
    ]],
    ['robots.txt points at the sitemap', robots.includes(`Sitemap: ${origin}/sitemap.xml`) ? [] : ['no Sitemap line']],
    ...locales.flatMap((locale): PageCheck[] => {
      const notFound = localizedPath(locale, '/404');
      const thanks = localizedPath(locale, '/thanks');
      return [
        [`the ${notFound} page is noindex`, noindex(pages.get(notFound) ?? '') ? [] : [`${notFound.slice(1)}.html missing or lacks noindex`]],
        [`the ${thanks} page is noindex`, noindex(pages.get(thanks) ?? '') ? [] : [`${thanks.slice(1)}.html missing or lacks noindex`]],
      ];
    }),
  ];
}

/** The content editor (/admin/): built, noindex, and not in the sitemap. */
export function checkEditor(html: string | undefined, sitemap: string): PageCheck {
  const problems: string[] = [];
  if (html === undefined) problems.push('admin/index.html missing from the build');
  else if (!/<meta name="robots" content="noindex">/.test(html)) problems.push('admin/index.html lacks noindex');
  if (/<loc>[^<]*\/admin\b/.test(sitemap)) problems.push('sitemap lists the editor');
  return ['the content editor /admin/ is noindex and not in the sitemap', problems];
}
