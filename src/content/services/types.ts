/**
 * Content types of the coverage pages (personal, recreational, business,
 * commercial, transportation). A page is data: a hero plus a stack of typed
 * sections, rendered by the shared components in src/components/services/.
 * Two pages of the same kind differ in this data, never in copied JSX.
 *
 * Texts are plain strings; an icon is a name from src/content/icons.ts ("car").
 */
import type { FormRef } from '../../forms/definitions/registry';
import type { Faq, SectionTone } from '../types';
import type { IconName } from '../icons';

export type { Faq };

/** An internal path ("/services/auto") or an in-page anchor ("#quote"). */
export interface LinkRef {
  label: string;
  href: string;
}

/** A sentence with one link in it: `before` + link + `after` (e.g. "read our Privacy Policy."). */
export interface TextWithLink {
  before: string;
  link: LinkRef;
  after?: string;
}

/**
 * A button in a hero or a section:
 * - scroll: to a form section on this page (smooth scroll, focus on its first field; `target` is the section id)
 * - link: an internal route, styled as a button
 * - phone: tap-to-call on the agency's number (the number comes from src/config/agency.ts)
 */
export type ActionRef =
  | { kind: 'scroll'; label: string; target: string }
  | { kind: 'link'; label: string; href: string; icon?: IconName }
  | { kind: 'phone'; label?: string };

export interface HeroContent {
  /** The page's one h1. */
  title: string;
  subtitle?: string;
  /** Small label above the title ("Personal Insurance"). */
  eyebrow?: string;
  image?: { src: string; alt: string };
  /** The first is the primary button, the others secondary. */
  actions?: ActionRef[];
}

/** A coverage, feature or link card (h3 inside its section). */
export interface ServiceCard {
  title: string;
  description: string;
  icon?: IconName;
  /** Makes the card a link to this route; `linkLabel` (default 'Learn More') is its call to action. */
  path?: string;
  linkLabel?: string;
}

/** One point of a why-choose list, a reason, a benefit tile or a highlight. */
export interface Point {
  title: string;
  description: string;
  icon?: IconName;
}

/** A figure shown large with its meaning ("5+", "years insuring owner-occupied homes"). */
export interface Figure {
  value: string;
  label: string;
}

/**
 * Which lead form a quote section holds: the definition itself (so the
 * page's chunk holds that form only), with the recreational form's serviceType.
 */
export type QuoteFormRef = FormRef;

interface SectionBase {
  /** The section's h2. */
  title: string;
  lead?: string;
  /** Anchor id (the quote sections need one; others are optional). */
  id?: string;
  tone?: SectionTone;
}

/** Cards in a grid: coverages, features, link cards, related services. */
export interface CardsSection extends SectionBase {
  kind: 'cards';
  cards: ServiceCard[];
  columns?: 2 | 3 | 4;
}

/** A why-choose list or reasons: a checklist of titled points. */
export interface ReasonsSection extends SectionBase {
  kind: 'reasons';
  items: Point[];
}

/** Icon tiles (highlights, benefit tiles): a short row of titled points with icons. */
export interface HighlightsSection extends SectionBase {
  kind: 'highlights';
  items: Point[];
}

/** Plain labels in a grid: industries served, property types... */
export interface TagsSection extends SectionBase {
  kind: 'tags';
  items: string[];
}

/** Large figures with their meaning. */
export interface FiguresSection extends SectionBase {
  kind: 'figures';
  items: Figure[];
}

/** Running text: paragraphs, then an optional list of covered items (title: detail). */
export interface TextSection extends SectionBase {
  kind: 'text';
  paragraphs: string[];
  list?: Point[];
}

/** A highlighted box: an important note, or a pointer to another page. */
export interface NoteSection extends SectionBase {
  kind: 'note';
  text: string;
  icon?: IconName;
  link?: LinkRef;
}

export interface FaqSection extends SectionBase {
  kind: 'faq';
  faqs: Faq[];
  /** Show the 'Contact Our Team' button (to /contact) under the questions. */
  contactButton?: boolean;
}

/** The section holding the page's lead form; `id` is the anchor the scroll buttons target. */
export interface QuoteSection extends SectionBase {
  kind: 'quote';
  id: string;
  form: QuoteFormRef;
  /** A line under the form, e.g. a link to the Privacy Policy. */
  footnote?: TextWithLink;
}

/** A row of buttons with an optional line of text (a closing call to action, a "back to" button). */
export interface ActionsSection extends SectionBase {
  kind: 'actions';
  text?: string;
  actions: ActionRef[];
}

export type ServiceSection =
  | CardsSection
  | ReasonsSection
  | HighlightsSection
  | TagsSection
  | FiguresSection
  | TextSection
  | NoteSection
  | FaqSection
  | QuoteSection
  | ActionsSection;

export type SectionKind = ServiceSection['kind'];

/** A whole coverage page: an optional back link above the hero, the hero, the sections in order. */
export interface ServicePageContent {
  backLink?: LinkRef;
  hero: HeroContent;
  sections: ServiceSection[];
}
