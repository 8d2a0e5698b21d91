/** The site's navigation as data: the nav bar, the mobile menu and the footer read it. */
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

export const personalInsurance: NavLink[] = [
  { title: 'Auto', path: '/services/auto' },
  { title: 'Home', path: '/services/home' },
  { title: 'Recreational', path: '/services/recreational' },
];

export const commercialInsurance: NavLink[] = [
  { title: 'Business', path: '/services/business' },
  { title: 'Transportation', path: '/services/transportation' },
  { title: 'General Liability', path: '/services/commercial/liability' },
  { title: "Workers' Compensation", path: '/services/commercial/workers-comp' },
  { title: 'Commercial Property', path: '/services/commercial/property' },
  { title: 'Cyber Liability', path: '/services/commercial/cyber' },
];

export const mainNavigation: NavItem[] = [
  { title: 'Personal Insurance', path: '/services', dropdown: personalInsurance },
  { title: 'Commercial Insurance', path: '/commercial', dropdown: commercialInsurance },
  { title: 'Claims', path: '/claims' },
  { title: 'About Us', path: '/about' },
  { title: 'Blog', path: '/blog' },
  { title: 'Contact', path: '/contact' },
];

export const quoteLink: NavLink = { title: 'Get a Quote', path: '/contact?subject=quote' };

export const footerQuickLinks: NavLink[] = [
  { title: 'About Us', path: '/about' },
  { title: 'File a Claim', path: '/claims' },
  { title: 'Blog', path: '/blog' },
  { title: 'Contact', path: '/contact' },
  { title: 'Privacy Policy', path: '/privacy' },
  { title: 'Terms of Service', path: '/terms' },
];
