/**
 * The blocks pages are made of (docs/content.md, "Blocks"): the sections a
 * coverage page stacks, the hero, and the small shapes inside them (a card,
 * a point, a button). Each is drawn by one component in
 * src/components/coverage/ or src/ui/; the fixed pages add their
 * own kinds (./pages.ts).
 */
import { iconNames } from '../icons.ts';
import { recreationalServiceTypes } from '../../formDefinitions/shapes/recreational.ts';
import type { FormRef } from '../../formDefinitions/registry';
import type { FormValue } from './formNode.ts';
import {
  block,
  blocks,
  boolean,
  choice,
  id,
  link,
  list,
  mapped,
  object,
  optional,
  page,
  paragraph,
  photo,
  text,
  type Resolved,
} from '../../vocabulary/nodes.ts';

export const icon = (label = 'Icon') => choice(label, iconNames, { hint: 'One of the icons the site draws (from the Lucide set).' });
export const optionalIcon = (label = 'Icon (optional)') => optional(icon(label));

/** Background of a page band; coverage pages alternate white and light grey unless a section says otherwise. */
export const SECTION_TONES = ['white', 'muted', 'tint', 'brand'] as const;
/** Colour of a card's icon chip; every pair keeps the icon at 4.5:1 or more on its chip. */
export const CARD_TONES = ['blue', 'amber', 'green', 'sky', 'slate', 'rose', 'violet', 'teal'] as const;

export const sectionTone = optional(choice('Background (optional: white and light grey alternate)', SECTION_TONES));

/** A link with its words: "Back to Recreational Insurance" → /services/recreational. */
export const linkRef = (label: string) => object(label, { label: text('Link text'), href: link('Link address') });

/** A heading, its lead and an anchor: what every section starts with. */
export const sectionFrame = {
  title: text('Heading'),
  lead: optional(paragraph('Lead (optional)')),
  id: optional(id('Anchor (optional): the part after # in a link to this section')),
  tone: sectionTone,
};

/** A card written here, or a coverage page's own card (its title, description and icon, linking to it). */
export const cardItems = mapped(
  blocks('Cards', 'card', {
    page: block('A coverage page’s card', { page: page('Coverage page') }, 'The card a coverage page gives itself (its “Card”), linking to it.'),
    card: block('A card', {
      title: text('Title'),
      description: paragraph('Text'),
      icon: optionalIcon(),
      link: optional(link('Link (optional): the card leads there')),
      linkLabel: optional(text('Link text (optional, default "Learn More")')),
    }, 'A card written here: a title, a line, an icon and a link if you like.'),
  }),
  (cards, context) =>
    cards.map((card) => {
      if (card.kind === 'card') {
        const { title, description, icon: cardIcon, link: path, linkLabel } = card;
        return { title, description, icon: cardIcon, path, linkLabel };
      }
      const target = context.coverage(card.page);
      if (!target.card) context.problem(`names the coverage page "${card.page}", which has no card (give it one under "Card")`);
      return { title: target.card?.title ?? '', description: target.card?.description ?? '', icon: target.card?.icon as IconName | undefined, path: target.path };
    }),
);

type IconName = (typeof iconNames)[number];

export const point = object('Point', { title: text('Title'), description: paragraph('Text'), icon: optionalIcon() });
export const points = (label: string) => list(label, 'point', point);

/** A button: to the form on this page, to another page, or a call. */
export const actions = (label = 'Buttons') =>
  blocks(label, 'button', {
    scroll: block('To the form on this page', { label: text('Button text'), target: id('Anchor of the form section (e.g. quote)') }, 'A button that leads down to the page’s form.'),
    link: block('To a page', { label: text('Button text'), href: link('Link address'), icon: optionalIcon() }, 'A button that leads to another page of the site or another address.'),
    phone: block('Call the agency', { label: optional(text('Button text (optional: the number itself)')) }, 'A button that calls the agency’s main phone.'),
  });

export const hero = object('Hero', {
  eyebrow: optional(text('Small line above the title (optional)')),
  title: text('Title (the page’s one main heading)'),
  subtitle: optional(paragraph('Subtitle (optional)')),
  image: optional(photo('Photo (optional)')),
  actions: optional(actions()),
});

/** A quote section's form: the page's own (see the page's "Form"), placed here. */
const quoteFields = {
  ...sectionFrame,
  id: id('Anchor: the part after # the page’s buttons lead to (e.g. quote)'),
  footnote: optional(
    object('Line under the form (optional)', {
      before: text('Text before the link'),
      link: linkRef('Link'),
      after: optional(text('Text after the link (optional)')),
    }),
  ),
};

/** The sections a coverage page stacks, in order. */
export const coverageSectionTypes = {
  cards: block('Cards', { ...sectionFrame, cards: cardItems, columns: optional(choice('Columns on wide screens (optional, default 3)', [2, 3, 4])) }, 'Cards in a grid, each a title and a line with an icon (written here, or a coverage page’s own card).'),
  reasons: block('Checklist of reasons', { ...sectionFrame, items: points('Reasons') }, 'Reasons with check marks, each a title and a line: why choose this cover or the agency.'),
  highlights: block('Highlights with icons', { ...sectionFrame, items: points('Highlights') }, 'Short points with icons, each a title and a line.'),
  tags: block('Labels in a grid', { ...sectionFrame, items: list('Labels', 'label', text('Label')) }, 'Short labels in a grid (the kinds of business or vehicle covered), no text under them.'),
  figures: block('Large figures', { ...sectionFrame, items: list('Figures', 'figure', object('Figure', { value: text('Figure ($750,000)'), label: text('What it means') })) }, 'A few big numbers, each with what it means ($1,000,000 — liability limit).'),
  text: block('Text', { ...sectionFrame, paragraphs: list('Paragraphs', 'paragraph', paragraph('Paragraph')), list: optional(points('List under the text (optional)')) }, 'A heading and paragraphs, with a bulleted list under them if you like.'),
  note: block('Highlighted note', { ...sectionFrame, text: paragraph('Text'), icon: optionalIcon(), link: optional(linkRef('Link (optional)')) }, 'A boxed note that stands out, with an icon and a link if you like.'),
  faq: block('Questions and answers', {
    ...sectionFrame,
    faqs: list('Questions', 'question', object('Question', { question: text('Question'), answer: paragraph('Answer') })),
    contactButton: boolean('Show the "Contact Our Team" button under the questions'),
  }, 'Questions, each with its answer (search engines read them too).'),
  quote: block('The page’s form', quoteFields, 'Where the page’s quote form goes (the form is chosen under “Form”).'),
  actions: block('Buttons', { ...sectionFrame, text: optional(paragraph('Text (optional)')), actions: actions() }, 'A heading, a line and buttons: to the form, to a page, or to call the agency.'),
};

export const coverageSections = blocks('Sections', 'section', coverageSectionTypes, { min: 1 });

/** A section as the file holds it, before the page's form is placed in its quote section. */
type ReadSection = Resolved<typeof coverageSections>[number];

/** A quote section as a page draws it: its form is the page's, of the page's language. */
export type QuoteSectionData = Omit<Extract<ReadSection, { kind: 'quote' }>, 'form'> & { form: FormRef };
export type CoverageSectionData = Exclude<ReadSection, { kind: 'quote' }> | QuoteSectionData;

/** Places the page's form (and the recreational form's vehicle) in its quote sections. */
export function withPageForm(sections: ReadSection[], form: FormValue, serviceType: string | undefined): CoverageSectionData[] {
  return sections.map((section) => (section.kind === 'quote' ? { ...section, form: { form, ...(serviceType ? { serviceType } : {}) } as FormRef } : section));
}

export { recreationalServiceTypes };
