/**
 * The words of the site's frame, src/content/site.yaml: the navigation, the
 * footer, the menu, the 404 and error screens, the words the shared
 * components use on every page (a card's 'Learn More', a step's number),
 * dates, the legal pages' frame and the blog cards'. A page loads its own
 * language's (src/content/words.ts), together with each coverage page's name
 * and menu label (from src/content/coverage/).
 */
import { BLOG_CATEGORIES } from '../blog/model.ts';
import { list, mapped, object, optional, paragraph, text, type Resolved } from '../../vocabulary/nodes.ts';

type Category = 'All' | (typeof BLOG_CATEGORIES)[number];
const shownCategories: readonly Category[] = ['All', ...BLOG_CATEGORIES];

/**
 * Each blog category as shown, and the filter's "All", keyed by the English
 * name the articles and the addresses keep.
 */
const categoryLabels = mapped(
  object(
    'Blog categories as shown',
    Object.fromEntries(shownCategories.map((category) => [categoryKey(category), text(category)])) as Record<CategoryKey, ReturnType<typeof text>>,
  ),
  (labels) => Object.fromEntries(shownCategories.map((category) => [category, labels[categoryKey(category)]])) as Record<Category, string>,
);

type CategoryKey = 'all' | 'auto' | 'home' | 'life' | 'business' | 'health' | 'claims' | 'tips';

/** A field name for each category (the editor's field names are plain words). */
export function categoryKey(category: string): CategoryKey {
  const key = category.split(/[^A-Za-z]/)[0]!.toLowerCase();
  return key as CategoryKey;
}

export const siteFile = object('The site’s frame', {
  otherLanguage: text('The language switch: the other language’s name, in that language'),
  skipLink: text('Skip link (the first stop of the Tab key)'),
  mainNavLabel: text('Name of the main navigation (read by screen readers)'),
  menu: text('Menu button'),
  nav: object('Navigation', {
    personal: text('Personal Insurance'),
    commercial: text('Commercial Insurance'),
    claims: text('Claims'),
    about: text('About Us'),
    blog: text('Blog'),
    contact: text('Contact'),
    overview: text('Overview (first link of each coverage column)'),
    getQuote: text('Get a Quote'),
    clientService: text('Client Service'),
    fileClaim: text('File a Claim'),
    privacy: text('Privacy Policy'),
    terms: text('Terms of Service'),
    makePayment: text('Make a Payment'),
    signIn: text('Sign In'),
    call: text('Call button in the mobile menu'),
  }),
  footer: object('Footer', {
    blurb: paragraph('About the agency'),
    social: text('Name of a social network link (read by screen readers)', { slots: ['network'] }),
    quickLinks: text('Heading of the quick links'),
    contactUs: text('Heading of the contact column'),
    tollFree: text('Label of the toll-free number'),
    fax: text('Label of the fax'),
    rights: text('Copyright line'),
  }),
  notFound: object('Page not found (404)', {
    title: text('Title in the browser tab'),
    description: paragraph('Description'),
    message: text('Message'),
    home: text('Link to the home page'),
  }),
  errorScreen: text('Heading of the screen shown when a page fails to load'),
  thanksHead: object('Thank-you page (after a form sent without script): in the browser tab', {
    title: text('Title'),
    description: paragraph('Description'),
  }),
  homeCrumb: text('The home page’s name in breadcrumbs (search results)'),
  ui: object('Words of the shared parts', {
    learnMore: text('A card’s link when the card names none'),
    cardLinkContext: text('Read after a card’s link (screen readers)', { slots: ['title'] }),
    contactTeam: text('Button under a coverage page’s questions'),
    note: text('Name of a note without heading'),
    newTab: text('Read after a link that opens another site (screen readers)'),
    step: text('Read before a numbered step (screen readers)', { slots: ['number'] }),
    callTollFree: text('Call us toll-free'),
    emailOffice: text('E-mail our office'),
    alsoNumber: text('Under the number: its second writing'),
    office: object('The office card', {
      title: text('Heading'),
      address: text('Address'),
      phone: text('Phone'),
      fax: text('Fax'),
      email: text('E-mail'),
      map: text('Name of the map (read by screen readers)'),
      showMap: text('Button that shows the map (it loads from Google only when pressed)'),
      openInMaps: text('Link to the office on Google Maps (opens another site)'),
      mapNote: text('Note under the map’s buttons: who provides the map'),
    }),
    hoursTitle: text('Heading of the hours'),
    timeZoneNote: text('Note under the hours'),
  }),
  dates: object('Dates', {
    months: list('Months', 'month', text('Month'), { min: 12, max: 12 }),
    long: text('A day written out', { slots: ['day', 'month', 'year'] }),
  }),
  legal: object('Legal pages’ frame', {
    lastUpdated: text('Last updated:'),
    onThisPage: text('Heading of the contents'),
    phone: text('Phone:'),
    email: text('E-mail:'),
    translationNotice: optional(paragraph('Notice on a translated page that the English text prevails', { only: ['es'] })),
    englishLink: optional(text('Its link to the English page', { only: ['es'] })),
  }),
  blogCards: object('Blog cards', { readArticle: text('Link of a card'), categories: categoryLabels }),
});

export type SiteWords = Resolved<typeof siteFile>;

/**
 * Each language's frame words, with every coverage page's name (`title`)
 * and menu label (`nav`), by file name; without what only the head builder,
 * the error screen and the pages that show article cards read (each in a
 * module of its own).
 */
export type FrameWords = Omit<SiteWords, 'errorScreen' | 'homeCrumb' | 'blogCards' | 'thanksHead' | 'notFound'> & {
  notFound: Omit<SiteWords['notFound'], 'title' | 'description'>;
  coverage: Record<string, { title: string; nav?: string }>;
};

export interface TitleAndDescription {
  /** The page's name: the document title is "title - agency name" (home: the headline), and the breadcrumb reads it. */
  title: string;
  description: string;
}

/** Every page's title and description in one language: only the head builder reads them (virtual:content/heads/<locale>). */
export interface Heads {
  pages: Record<'home' | 'about' | 'contact' | 'claims' | 'clientService' | 'blog' | 'privacy' | 'terms' | 'thanks', TitleAndDescription>;
  coverage: Record<string, TitleAndDescription>;
  notFound: TitleAndDescription;
  /** The home page's name in breadcrumbs. */
  homeCrumb: string;
}
