/**
 * The words of the site's frame in English: navigation, footer, menu, the
 * 404 and the language switch. Its Spanish twin, src/content/es/words.ts, has
 * the same type; each page loads only its own language's (src/i18n/words.ts).
 * Coverage names and navigation labels: src/content/services/coverageNames.ts.
 */
import { coverageNames } from './services/coverageNames';

export const words = {
  /** This language's name in English, for build messages. */
  language: 'English',
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
  /** The shared components' own words (src/components/ui, src/components/services): what no page's copy gives them. */
  ui: {
    /** A card's link when its copy names none. */
    learnMore: 'Learn More',
    /** Read after a card's link label, for screen readers: "Learn More about Auto Insurance". */
    cardLinkContext: (title: string) => ` about ${title}`,
    /** The button under a coverage page's questions. */
    contactTeam: 'Contact Our Team',
    /** A callout box's accessible name when it has no title. */
    note: 'Note',
    /** Read after a link that opens another site in a new tab, for screen readers. */
    newTab: '(opens in a new tab)',
    /** Read before a numbered step's title. */
    step: (number: number) => `Step ${number}: `,
    contact: {
      callTollFree: 'Call us toll-free',
      emailOffice: 'E-mail our office',
      /** The main number's second writing (`phone.alternate`), under it. */
      alsoNumber: (alternate: string) => `also ${alternate}`,
    },
    office: {
      title: 'Our Office',
      address: 'Address',
      phone: 'Phone',
      fax: 'Fax',
      email: 'E-mail',
      map: (agencyName: string, city: string, stateName: string) => `Map showing the ${agencyName} office in ${city}, ${stateName}`,
    },
    hours: {
      title: 'Business Hours',
      timeZoneNote: (timeZone: string) => `All times are Central Time (${timeZone}).`,
    },
  },
  /** Dates as the page's language writes them ("May 6, 2025"), by hand so the server and every browser agree. */
  dates: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    long: (day: number, month: string, year: number) => `${month} ${day}, ${year}`,
  },
  /** The legal pages' frame (src/components/ui/LegalLayout.tsx). */
  legal: {
    lastUpdated: 'Last updated:',
    onThisPage: 'On this page',
    phone: 'Phone:',
    email: 'E-mail:',
    /** A translated page's notice that the English text prevails, with a link to it; none on the English pages. */
    translation: null as { notice: string; englishLink: string } | null,
  },
};

export type Words = typeof words;
