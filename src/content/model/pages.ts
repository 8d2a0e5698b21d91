/**
 * The pages every agency site has, one file each in src/content/pages/
 * (docs/content.md, "The files"): home, about, contact, claims,
 * client service, the blog's words, and the two legal pages. Each has its
 * head (title and description), its hero, and (but the blog and the legal
 * pages, whose layout is their own) an ordered list of sections: the
 * coverage pages' kinds plus the kinds made for it. The office edits them
 * and reorders their sections; it cannot delete them.
 */
import type { ArticleMeta } from '../blog/articles';
import type { CardTone } from '../types.ts';
import type { SiteWords } from './site.ts';
export { FIXED_PAGE_PATHS } from '../pagePaths.ts';
import { form } from './formNode.ts';
import { CARD_TONES, icon, linkRef, optionalIcon, sectionFrame, coverageSectionTypes } from './sections.ts';
import {
  article,
  block,
  blocks,
  boolean,
  choice,
  date,
  derived,
  id,
  link,
  list,
  mapped,
  moduleImport,
  number,
  object,
  optional,
  page,
  paragraph,
  photo,
  text,
  type Resolved,
} from '../../vocabulary/nodes.ts';

/** An article card's words in the page's language (src/content/site.yaml, blogCards), for the pages that show cards. */
const articleCards = derived('An article card’s words', (context) => moduleImport<SiteWords['blogCards']>(`virtual:content/blog-cards/${context.locale}`));

export const head = object('In search results and the browser tab', {
  title: text('Title'),
  description: paragraph('Description (50 to 160 characters)'),
});

const feature = object('Point', { icon: icon(), title: text('Title'), description: paragraph('Text'), tone: optional(choice('Colour of the icon (optional)', CARD_TONES)) });

/** What a section of the fixed pages starts with, when its heading may carry a small line above it. */
const bandFrame = { ...sectionFrame, eyebrow: optional(text('Small line above the heading (optional)')) };

/** The coverage pages' sections a fixed page may hold too: all but the quote section, whose form is a coverage page's. */
const { quote: _quote, ...generalSectionTypes } = coverageSectionTypes;

/** The kinds a fixed page adds to the coverage pages' sections. */
const pageSectionTypes = {
  features: block('Points with icons, on cards', {
    ...bandFrame,
    columns: choice('Columns on wide screens', [2, 3, 5]),
    onCards: boolean('Each point on a white card'),
    items: list('Points', 'point', feature),
  }, 'A few points, each with an icon, a title and a line, in columns.'),
  ctaBand: block('Closing call to action', {
    title: text('Heading'),
    text: optional(paragraph('Text (optional)')),
    action: object('Button', { label: text('Button text'), href: link('Link address'), icon: optionalIcon() }),
  }, 'A coloured band with a heading, a line and one button, to end a page.'),
  steps: block('Numbered steps', { ...sectionFrame, steps: list('Steps', 'step', object('Step', { title: text('Title'), description: paragraph('Text') })) }, 'Steps in order (1, 2, 3), each a title and a line: how a claim or a quote goes.'),
};

// ---------------------------------------------------------------------------
// Home

export const homeFile = object('Home page', {
  head,
  hero: object('Hero', {
    eyebrow: text('Small line above the title'),
    title: text('Title'),
    subtitle: paragraph('Subtitle'),
    image: photo('Photo'),
    quoteLabel: text('Quote button'),
    agentLabel: text('Call button'),
  }),
  sections: blocks('Sections', 'section', {
    trust: block('Promises under the hero', { heading: text('Heading (read by screen readers only)'), points: list('Promises', 'promise', feature) }, 'A row of short promises with icons, right under the home page’s hero.'),
    coverageGrid: block('Grid of coverages', {
      ...bandFrame,
      cards: derived('The coverage pages shown on the home page (each page’s "On the home page")', (context) =>
        context
          .coverageList()
          .filter((page) => page.homeCard)
          .map(({ homeCard, path }) => ({ ...homeCard!, path }) as { title: string; description: string; icon: IconName; tone: CardTone; path: string }),
      ),
    }, 'The coverage pages shown on the home page, each from its own “On the home page”.'),
    latestArticles: block('Latest articles', {
      ...bandFrame,
      articleIds: list('Articles', 'article', article('Article'), { min: 1 }),
      allLabel: text('Button to the blog'),
      allLink: link('Its link'),
      articles: derived('The blog’s articles in the page’s language', (context) => moduleImport<ArticleMeta[]>(`virtual:blog-articles/${context.locale}`)),
      cards: articleCards,
    }, 'Cards of the blog articles picked, and a button to the blog.'),
    getStarted: block('Closing block with the quick quote form', {
      title: text('Heading'),
      text: paragraph('Text'),
      quoteLabel: text('Quote button'),
      agentLabel: text('Call button'),
      formTitle: text('Form heading'),
      formLead: paragraph('Line under the form heading'),
      form: form('Form'),
    }, 'A heading and text beside the quick quote form, to end the home page.'),
    ...generalSectionTypes,
    ...pageSectionTypes,
  }),
});

type IconName = Resolved<ReturnType<typeof icon>>;

// ---------------------------------------------------------------------------
// About

/** The agency's office: its card (address, phones, e-mail) beside the map. */
const officeSection = block('The office: card and map', { ...sectionFrame }, 'The agency’s address, phones and e-mail beside a map (from the agency facts).');

export const aboutFile = object('About page', {
  head,
  hero: object('Hero', { eyebrow: text('Small line above the title'), title: text('Title'), subtitle: paragraph('Subtitle'), image: photo('Photo') }),
  sections: blocks('Sections', 'section', {
    prose: block('Text in a narrow column', { ...sectionFrame, paragraphs: list('Paragraphs', 'paragraph', paragraph('Paragraph')) }, 'Paragraphs of reading text, in a column narrower than the page.'),
    mediaSplit: block('Photo beside text', {
      ...sectionFrame,
      points: list('Points', 'point', object('Point', { title: text('Title'), text: paragraph('Text') })),
      image: photo('Photo'),
    }, 'A photo on one side, a heading and short points on the other.'),
    coverageLinks: block('Links to coverage pages, in groups', {
      ...sectionFrame,
      groups: list(
        'Groups',
        'group',
        object('Group', {
          id: id('Anchor of the group’s heading'),
          title: text('Heading'),
          lead: paragraph('Lead'),
          links: list(
            'Links',
            'link',
            mapped(object('Link', { page: page('Coverage page'), title: text('Text'), icon: icon() }), (tile, context) => ({ title: tile.title, icon: tile.icon, path: context.coverage(tile.page).path })),
          ),
        }),
      ),
    }, 'Groups of links to coverage pages, each with its heading and icon tiles.'),
    office: officeSection,
    ...generalSectionTypes,
    ...pageSectionTypes,
  }),
});

// ---------------------------------------------------------------------------
// Contact

export const contactFile = object('Contact page', {
  head,
  hero: object('Hero', { eyebrow: text('Small line above the title'), title: text('Title'), subtitle: paragraph('Subtitle') }),
  sections: blocks('Sections', 'section', {
    contactForm: block('The form, with the office’s details beside it', {
      title: text('Form heading'),
      lead: paragraph('Line under the form heading'),
      form: form('Form'),
      infoTitle: text('Heading of the office’s details'),
      notice: object('Note under the hours', { title: text('Heading'), text: paragraph('Text'), link: linkRef('Link') }),
    }, 'The contact form, with the office’s address, phones and hours beside it.'),
    map: block('Map of the office', { ...sectionFrame }, 'A map of the office’s address (loads when a visitor asks for it).'),
    office: officeSection,
    ...generalSectionTypes,
    ...pageSectionTypes,
  }),
});

// ---------------------------------------------------------------------------
// Claims

export const claimsFile = object('Claims page', {
  head,
  hero: object('Hero', { eyebrow: text('Small line above the title'), title: text('Title'), subtitle: paragraph('Subtitle'), startLabel: text('Button to the form') }),
  sections: blocks('Sections', 'section', {
    claimForm: block('The claim form, with the claims line beside it', {
      title: text('Form heading'),
      lead: paragraph('Line under the form heading'),
      form: form('Form'),
      notice: object('Note above the form', { title: text('Heading'), text: paragraph('Text') }),
      support: object('Claims support card', {
        title: text('Heading'),
        hoursLabel: text('Label of the hours (the hours follow the agency facts)'),
        phoneLabel: text('Label of the claims line'),
        promise: paragraph('Promise'),
        otherText: text('Line for other requests'),
        otherLink: text('Its link to Client Service'),
      }),
    }, 'The claim form, with the claims phone line beside it.'),
    ...generalSectionTypes,
    ...pageSectionTypes,
  }),
});

// ---------------------------------------------------------------------------
// Client Service

export const clientServiceFile = object('Client Service page', {
  head,
  hero: object('Hero', {
    eyebrow: text('Small line above the title'),
    title: text('Title'),
    subtitle: paragraph('Subtitle'),
    requestsLabel: text('Name of the row of links to the requests (read by screen readers)'),
  }),
  sections: blocks('Sections', 'section', {
    clientServiceActions: block('Tiles: portals and pages', {
      ...sectionFrame,
      actions: list(
        'Tiles',
        'tile',
        object('Tile', {
          title: text('Title'),
          description: paragraph('Text'),
          icon: icon(),
          href: link('Link address ({paymentLink}, {signInLink}, a page)'),
          external: boolean('Another company’s site: opens in a new tab'),
        }),
      ),
    }, 'Tiles leading to the payment and client portals and to pages of the site.'),
    clientServiceRequests: block('Request forms', {
      ...sectionFrame,
      asideLabel: text('Name of each request’s side notes (read by screen readers)', { slots: ['title'] }),
      asideHeading: text('Heading of the side notes'),
      requests: list(
        'Requests',
        'request',
        object('Request', {
          id: id('Anchor (/service#<anchor>)'),
          icon: icon(),
          short: text('Its link in the hero'),
          title: text('Heading'),
          lead: paragraph('Lead'),
          points: list('Good to know', 'point', paragraph('Point')),
          form: form('Form'),
        }),
      ),
    }, 'One form per kind of request (a policy change…), each with its side notes.'),
    ...generalSectionTypes,
    ...pageSectionTypes,
  }),
});

// ---------------------------------------------------------------------------
// Blog

export const blogFile = object('Blog', {
  head,
  hero: object('Hero', { eyebrow: text('Small line above the title'), title: text('Title'), subtitle: paragraph('Subtitle') }),
  listing: object('The list of articles', {
    searchLabel: text('Search box label'),
    searchPlaceholder: text('Search box placeholder'),
    categoriesLabel: text('Name of the category buttons (read by screen readers)'),
    gridHeading: text('Heading of the list (read by screen readers)'),
    countOne: text('Count, one article', { slots: ['shown', 'total'] }),
    countOther: text('Count, other numbers', { slots: ['shown', 'total'] }),
    emptyTitle: text('No match: heading'),
    emptyText: paragraph('No match: text'),
    reset: text('No match: button'),
  }),
  newsletter: object('Newsletter', { title: text('Heading'), lead: paragraph('Lead'), form: form('Form') }),
  article: object('Around each article', {
    backLabel: text('Link back to the blog'),
    readingTime: text('Reading time', { slots: ['minutes'] }),
    tocLabel: text('Heading of the contents'),
    callLabel: text('Call button beside the article’s own button'),
    moreTitle: text('Heading of the articles to read next'),
    moreCount: number('How many articles to read next', { min: 1 }),
  }),
  articles: derived('The blog’s articles in the page’s language', (context) => moduleImport<ArticleMeta[]>(`virtual:blog-articles/${context.locale}`)),
  cards: articleCards,
});

// ---------------------------------------------------------------------------
// Legal pages

export const legalFile = object('Legal page', {
  head,
  title: text('Title'),
  updated: date('Last updated'),
  intro: list('Introduction', 'paragraph', paragraph('Paragraph')),
  sections: list(
    'Sections',
    'section',
    object('Section', {
      id: id('Anchor (the contents link to it)'),
      heading: text('Heading'),
      blocks: blocks('Text', 'block', {
        paragraph: block('Paragraph', { text: paragraph('Text') }, 'A paragraph of text.'),
        list: block('Bulleted list', { items: list('Items', 'item', paragraph('Item')) }, 'Items in a list with bullets.'),
        terms: block('Defined terms', { terms: list('Terms', 'term', object('Term', { term: text('Term'), definition: paragraph('Definition') })) }, 'Terms in bold, each with its definition.'),
      }),
    }),
  ),
  contactHeading: text('Heading of the closing contact block'),
  contactText: paragraph('Its text'),
});

/** Every fixed page: its file in src/content/pages/ and its model. */
export const pageFiles = {
  home: homeFile,
  about: aboutFile,
  contact: contactFile,
  claims: claimsFile,
  clientService: clientServiceFile,
  blog: blogFile,
  privacy: legalFile,
  terms: legalFile,
} as const;

export type FixedPage = keyof typeof pageFiles;
/** A fixed page's content in one language, as its component receives it (its head goes to the head builder). */
export type PageCopy<P extends FixedPage> = Omit<Resolved<(typeof pageFiles)[P]>, 'head'>;
