/**
 * The site's navigation as data, in the page's language: the nav bar, the
 * mobile menu and the footer read it. Paths are English; wouter's base puts
 * a Spanish page's links under /es (docs/i18n.md). The coverage dropdowns
 * list the coverage pages that have a menu label (src/content/coverage/).
 */
import type { FrameWords as Words } from './model/site';
import { coveragePages, overviewOf, type CoverageGroup } from './coveragePages';
import { FIXED_PAGE_PATHS } from './pagePaths';

export interface NavLink {
  title: string;
  path: string;
}

export interface NavItem extends NavLink {
  /** Entries of the item's dropdown (desktop) or accordion section (mobile). */
  dropdown?: NavLink[];
}

/** An item with a dropdown (desktop) or accordion section (mobile). */
export const hasDropdown = (item: NavItem): item is Required<NavItem> => Boolean(item.dropdown);

export const CLIENT_SERVICE_PATH = FIXED_PAGE_PATHS.clientService;
export const QUOTE_PATH = '/contact?subject=quote';

/** The navigation in one language's words. */
export function navigationOf(words: Words) {
  /** A group's dropdown: its coverage pages that have a navigation label, in registry order. */
  const groupLinks = (group: CoverageGroup): NavLink[] =>
    coveragePages
      .filter((page) => page.group === group && page.nav)
      .map((page) => {
        // The build has checked that a page with a menu label has one in every language.
        return { title: words.coverage[page.slug]!.nav!, path: page.path };
      });
  const personalInsurance = groupLinks('personal');
  const commercialInsurance = groupLinks('commercial');
  const { nav } = words;
  const clientServiceLink: NavLink = { title: nav.clientService, path: CLIENT_SERVICE_PATH };
  const mainNavigation: NavItem[] = [
    { title: nav.personal, path: overviewOf('personal').path, dropdown: personalInsurance },
    { title: nav.commercial, path: overviewOf('commercial').path, dropdown: commercialInsurance },
    { title: nav.claims, path: '/claims' },
    { title: nav.about, path: '/about' },
    { title: nav.blog, path: '/blog' },
    { title: nav.contact, path: '/contact' },
  ];
  return {
    mainNavigation,
    /** The footer's coverage columns: each group's overview, then its pages. */
    footerCoverageColumns: [
      { heading: nav.personal, links: [{ title: nav.overview, path: overviewOf('personal').path }, ...personalInsurance] },
      { heading: nav.commercial, links: [{ title: nav.overview, path: overviewOf('commercial').path }, ...commercialInsurance] },
    ],
    quoteLink: { title: nav.getQuote, path: QUOTE_PATH } satisfies NavLink,
    /** For existing clients: beside the portals in the mobile menu, and in the footer. */
    clientServiceLink,
    footerQuickLinks: [
      { title: nav.about, path: '/about' },
      clientServiceLink,
      { title: nav.fileClaim, path: '/claims' },
      { title: nav.blog, path: '/blog' },
      { title: nav.contact, path: '/contact' },
      { title: nav.privacy, path: '/privacy' },
      { title: nav.terms, path: '/terms' },
    ] satisfies NavLink[],
  };
}
