/**
 * A coverage page: one file, src/content/coverage/<slug>.yaml, both
 * languages in it (docs/content.md, "A coverage page"). Its file name is
 * its address's last part; its category, parent and order place it; the
 * build derives its routes in both languages, its entries in the menus and
 * the footer, its sitemap entry, head and JSON-LD from it.
 */
import { CARD_TONES, hero, icon, linkRef, recreationalServiceTypes, coverageSections, withPageForm } from './sections.ts';
import { form, type FormValue } from './formNode.ts';
import { boolean, choice, number, object, optional, page, paragraph, path, text, type Resolved } from '../../vocabulary/nodes.ts';

export const COVERAGE_CATEGORIES = ['personal', 'commercial', 'transportation'] as const;
export type CoverageCategory = (typeof COVERAGE_CATEGORIES)[number];

/** The two menus (desktop dropdowns, mobile sections, footer columns): transportation sits under commercial. */
export type CoverageGroup = 'personal' | 'commercial';
export const groupOf = (category: CoverageCategory): CoverageGroup => (category === 'personal' ? 'personal' : 'commercial');

/** Where a page of each category lives when it names no parent and no address of its own. */
export const CATEGORY_BASE: Record<CoverageCategory, string> = {
  personal: '/services',
  commercial: '/services/commercial',
  transportation: '/services/transportation',
};

/**
 * A coverage page's file name, src/content/coverage/<name>.yaml: its
 * address's last part, so lowercase letters, digits and hyphens (the build
 * refuses any other; the content editor asks for it when a page is created).
 */
export const COVERAGE_FILE_NAME = { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, words: 'lowercase letters, digits and hyphens' } as const;

/** The form a coverage page shows when its file names none: the general quote request. */
export const DEFAULT_FORM = 'quickQuote';

/** A coverage page's place among the others, the same in every language. */
export interface CoverageEntry {
  /** Its file name, src/content/coverage/<slug>.yaml. */
  slug: string;
  path: string;
  category: CoverageCategory;
  /** Its menu: the desktop dropdown, the mobile section and the footer column it is listed in. */
  group: CoverageGroup;
  overview: boolean;
  order: number;
  /** It is listed in its group's menus (it has a menu label). */
  nav: boolean;
}

/** What the app knows of each coverage page from its first module (virtual:content/coverage): where it is and which menu lists it. */
export type CoveragePlace = Pick<CoverageEntry, 'slug' | 'path' | 'group' | 'overview' | 'nav'>;

export const coverageFile = object('Coverage page', {
  name: text('Name of the page', { hint: 'The browser tab, search results, breadcrumbs and the menus’ words for the page.' }),
  description: paragraph('Description for search results', { hint: '50 to 160 characters.' }),
  category: choice('Category', COVERAGE_CATEGORIES),
  overview: boolean('This page is its category’s overview (Personal Insurance, Commercial Insurance)'),
  parent: optional(page('Under the page (optional)', { hint: 'e.g. recreational: the address becomes /services/recreational/<file name>.' })),
  path: optional(
    path('Address of its own, in full (optional)', { hint: 'Leave empty: the address follows from the category (or the page it is under) and the file name.' }),
  ),
  order: number('Order', { hint: 'Pages are listed in this order in the menus, the footer and the home page grid.', min: 0 }),
  menuLabel: optional(text('Label in the menus (optional: without one, the page is in no menu)')),
  card: optional(
    object('Card', {
      title: text('Card title'),
      description: paragraph('Card text'),
      icon: icon('Card icon'),
    }, { hint: 'What other pages show to link here (overviews, related services).' }),
  ),
  home: optional(
    object('On the home page', {
      title: text('Title in the home page grid'),
      description: paragraph('Text in the home page grid'),
      icon: icon('Icon in the home page grid'),
      tone: choice('Colour of the icon', CARD_TONES),
    }, { hint: 'Fill in to show the page in the home page’s grid of coverages.' }),
  ),
  form: optional(form('Form', {
    withVehicle: true, hint: `The form the page’s form section shows (default: the quick quote request, ${DEFAULT_FORM}).` })),
  vehicle: optional(choice('Vehicle the recreational form is filled in with (recreational pages)', recreationalServiceTypes)),
  backLink: optional(linkRef('Link above the hero (optional)')),
  hero,
  sections: coverageSections,
});

export type CoverageFile = Resolved<typeof coverageFile>;

/** A coverage page as its component draws it, in one language. */
export function coveragePageContent(file: CoverageFile, defaultForm: FormValue) {
  return {
    ...(file.backLink ? { backLink: file.backLink } : {}),
    hero: file.hero,
    sections: withPageForm(file.sections, file.form ?? defaultForm, file.vehicle),
  };
}

export type CoveragePageContent = ReturnType<typeof coveragePageContent>;

/** The fields that place a page among the others, read before the pages themselves (src/buildSteps/content/loadSiteContent.ts). */
export const placementFields = ['name', 'category', 'overview', 'parent', 'path', 'order', 'menuLabel', 'card', 'home'] as const;
