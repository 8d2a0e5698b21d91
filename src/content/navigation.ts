/**
 * The site's navigation as data: the nav bar, the mobile menu and the footer
 * read it. The coverage dropdowns come from the coverage registry.
 */
import { coveragePages, overviewOf, type CoverageGroup } from './services/registry';

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

/** A group's dropdown: its coverage pages that have a navigation label, in registry order. */
const groupLinks = (group: CoverageGroup): NavLink[] =>
  coveragePages.filter((page) => page.group === group && page.nav).map((page) => ({ title: page.nav!, path: page.path }));

export const personalInsurance: NavLink[] = groupLinks('personal');

export const commercialInsurance: NavLink[] = groupLinks('commercial');

export const mainNavigation: NavItem[] = [
  { title: 'Personal Insurance', path: overviewOf('personal').path, dropdown: personalInsurance },
  { title: 'Commercial Insurance', path: overviewOf('commercial').path, dropdown: commercialInsurance },
  { title: 'Claims', path: '/claims' },
  { title: 'About Us', path: '/about' },
  { title: 'Blog', path: '/blog' },
  { title: 'Contact', path: '/contact' },
];

/** The footer's coverage columns: each group's overview, then its pages. */
export const footerCoverageColumns: { heading: string; links: NavLink[] }[] = [
  { heading: 'Personal Insurance', links: [{ title: 'Overview', path: overviewOf('personal').path }, ...personalInsurance] },
  { heading: 'Commercial Insurance', links: [{ title: 'Overview', path: overviewOf('commercial').path }, ...commercialInsurance] },
];

export const quoteLink: NavLink = { title: 'Get a Quote', path: '/contact?subject=quote' };

/** For existing clients: beside the portals in the mobile menu, and in the footer. */
export const clientServiceLink: NavLink = { title: 'Client Service', path: '/service' };

export const footerQuickLinks: NavLink[] = [
  { title: 'About Us', path: '/about' },
  clientServiceLink,
  { title: 'File a Claim', path: '/claims' },
  { title: 'Blog', path: '/blog' },
  { title: 'Contact', path: '/contact' },
  { title: 'Privacy Policy', path: '/privacy' },
  { title: 'Terms of Service', path: '/terms' },
];
