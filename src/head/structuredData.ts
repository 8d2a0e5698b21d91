/**
 * JSON-LD for a page, as plain objects: the agency (InsuranceAgency) on
 * every page, the article (BlogPosting), the FAQs shown (FAQPage) and the
 * trail of parent pages (BreadcrumbList). Agency facts come from the config.
 */

import type { ArticleMeta } from '../content/blog/articles';
import type { RouteEntry } from '../content/routeEntry';
import { htmlLang } from '../i18n/locale';
import { articleOf, titleOf } from './headData';
import type { LoadedHeads } from './heads';
import { agency } from '../config/agency';
import type { PageFacts } from './pageFacts';
import { coverageAt, coveragePages, overviewOf } from '../content/coveragePages';

const origin = agency.siteOrigin.replace(/\/$/, '');
const url = (path: string) => (path === '/' ? `${origin}/` : `${origin}${path}`);
const AGENCY_ID = `${origin}/#agency`;

export function insuranceAgency() {
  return {
    '@type': 'InsuranceAgency',
    '@id': AGENCY_ID,
    name: agency.name,
    url: url('/'),
    logo: url('/favicon.svg'),
    image: url('/favicon.svg'),
    telephone: agency.phone.e164,
    faxNumber: agency.fax.e164,
    email: agency.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address.street,
      addressLocality: agency.address.city,
      addressRegion: agency.address.state,
      postalCode: agency.address.postalCode,
      addressCountry: agency.address.country,
    },
    openingHoursSpecification: agency.hours.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: { '@type': 'State', name: agency.areaServed },
    availableLanguage: ['English', 'Spanish'],
    sameAs: [agency.links.facebook, agency.links.instagram],
  };
}

function blogPosting(route: RouteEntry, article: ArticleMeta) {
  return {
    '@type': 'BlogPosting',
    '@id': `${url(route.url)}#article`,
    inLanguage: htmlLang[route.locale],
    headline: article.title,
    description: article.excerpt,
    image: article.image,
    datePublished: article.date,
    dateModified: article.date,
    articleSection: article.category,
    mainEntityOfPage: url(route.url),
    author: { '@id': AGENCY_ID },
    publisher: { '@id': AGENCY_ID },
  };
}

function faqPage(route: RouteEntry, facts: PageFacts) {
  return {
    '@type': 'FAQPage',
    '@id': `${url(route.url)}#faq`,
    mainEntity: facts.faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * Home, then each parent that is a page, then the page: /services/home/renters -> /, /services, /services/home, itself.
 * A coverage page's first parent is its group's overview (the registry says which): the business,
 * commercial and transportation pages live under /services but belong to the commercial overview.
 */
export function breadcrumbTrail(route: RouteEntry, routes: RouteEntry[]): RouteEntry[] {
  const byPath = new Map(routes.filter((entry) => entry.locale === route.locale).map((entry) => [entry.path, entry]));
  const segments = route.path.split('/').filter(Boolean);
  let paths = segments.map((_, index) => '/' + segments.slice(0, index + 1).join('/'));
  const coverage = coverageAt(route.path);
  if (coverage) {
    const overviews = coveragePages.filter((page) => page.overview).map((page) => page.path);
    paths = [overviewOf(coverage.group).path, ...paths.filter((path) => !overviews.includes(path))];
  }
  return ['/', ...paths].map((path) => byPath.get(path)).filter((entry): entry is RouteEntry => Boolean(entry));
}

function breadcrumbList(trail: RouteEntry[], heads: LoadedHeads) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.path === '/' ? heads.homeCrumb : titleOf(entry, heads),
      item: url(entry.url),
    })),
  };
}

export function structuredData(route: RouteEntry, routes: RouteEntry[], facts: PageFacts, heads: LoadedHeads): object[] {
  const graph: object[] = [insuranceAgency()];
  const article = articleOf(route, heads);
  if (article) graph.push(blogPosting(route, article));
  if (facts.faqs.length > 0) graph.push(faqPage(route, facts));
  const trail = breadcrumbTrail(route, routes);
  if (trail.length > 2) graph.push(breadcrumbList(trail, heads));
  return [{ '@context': 'https://schema.org', '@graph': graph }];
}
