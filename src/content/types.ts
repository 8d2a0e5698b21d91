/**
 * The shapes page copy is written in, shared by several pages and drawn by
 * the components in src/ui/. They live here, below the
 * components, so that content (and the head, which reads the FAQs) never
 * depends on the UI: the components import these types, not the other way
 * round.
 */
import type { ReactNode } from 'react';
import type { IconName } from './icons';
import type { CARD_TONES, SECTION_TONES } from './model/sections';

/** Background of a page band, one of the model's list (coverage pages alternate white and muted). */
export type SectionTone = (typeof SECTION_TONES)[number];

/** Colour of a card's icon chip, one of the model's list. */
export type CardTone = (typeof CARD_TONES)[number];

export interface CardData {
  title: string;
  description: ReactNode;
  icon?: IconName;
  /** Colour of the icon chip (brand blue by default). */
  tone?: CardTone;
  /** Makes the card a link; `linkLabel` is its visible call to action. */
  path?: string;
  linkLabel?: string;
}

/** Icon, title and a sentence: a benefit or highlight that explains rather than links. */
export interface Feature {
  icon: IconName;
  title: string;
  description: string;
  tone?: CardTone;
}

export interface IconListItem {
  /** Bold lead-in, e.g. "Competitive rates". */
  title?: string;
  text: ReactNode;
}

/** A compact link tile: icon and page name. */
export interface LinkTile {
  title: string;
  path: string;
  icon: IconName;
}

/** One step of a numbered process. */
export interface Step {
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** A call to action's one link, drawn as a button. */
export interface CtaAction {
  label: string;
  href: string;
  icon?: IconName;
}
