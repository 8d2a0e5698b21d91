/**
 * The words of the site's frame in English: navigation, footer, menu, the
 * 404 and the language switch. Its Spanish twin, src/content/es/words.ts, has
 * the same type; each page loads only its own language's (src/i18n/words.ts).
 * Coverage names and navigation labels are the registry's copy
 * (src/content/services/registry.ts).
 */
import { coveragePages, type CoverageKey } from './services/registry';

const coverageNames = Object.fromEntries(coveragePages.map((page) => [page.key, { title: page.title, nav: page.nav }])) as Record<
  CoverageKey,
  { title: string; nav?: string }
>;

export const words = {
  /** The other language's name, in that language: the switch's text. */
  otherLanguage: 'Español',
  skipLink: 'Skip to main content',
  mainNavLabel: 'Main',
  menu: 'Menu',
  nav: {
    personal: 'Personal Insurance',
    commercial: 'Commercial Insurance',
    claims: 'Claims',
    about: 'About Us',
    blog: 'Blog',
    contact: 'Contact',
    overview: 'Overview',
    getQuote: 'Get a Quote',
    clientService: 'Client Service',
    fileClaim: 'File a Claim',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    makePayment: 'Make a Payment',
    signIn: 'Sign In',
    call: (phone: string) => `Call ${phone}`,
  },
  coverage: coverageNames,
  footer: {
    blurb: (stateName: string) =>
      `An independent insurance agency comparing many carriers to protect families, businesses and truckers across ${stateName}.`,
    social: (agencyName: string, network: string) => `${agencyName} on ${network}`,
    quickLinks: 'Quick Links',
    contactUs: 'Contact Us',
    tollFree: 'Toll-free:',
    fax: 'Fax:',
    rights: (year: number, legalName: string) => `© ${year} ${legalName}. All rights reserved.`,
  },
  notFound: {
    message: 'Oops! Page not found',
    home: 'Return to Home',
  },
};

export type Words = typeof words;
