/**
 * The coverage pages' shapes as their components receive them, in one
 * language: read off the content model (src/content/model/sections.ts,
 * coverage.ts), so a component and the files it draws cannot disagree.
 */
import type { CoveragePageContent } from './model/coverage';
import type { CoverageSectionData } from './model/sections';
import type { Resolved } from '../vocabulary/nodes';
import type { actions, hero, linkRef, point } from './model/sections';

export type { CoveragePageContent };
export type { Faq } from './types';

export type CoverageSection = CoverageSectionData;
export type SectionKind = CoverageSection['kind'];
type SectionOf<K extends SectionKind> = Extract<CoverageSection, { kind: K }>;

export type CardsSection = SectionOf<'cards'>;
export type ReasonsSection = SectionOf<'reasons'>;
export type HighlightsSection = SectionOf<'highlights'>;
export type TagsSection = SectionOf<'tags'>;
export type FiguresSection = SectionOf<'figures'>;
export type TextSection = SectionOf<'text'>;
export type NoteSection = SectionOf<'note'>;
export type FaqSection = SectionOf<'faq'>;
export type QuoteSection = SectionOf<'quote'>;
export type ActionsSection = SectionOf<'actions'>;

export type HeroContent = Resolved<typeof hero>;
export type ActionRef = Resolved<ReturnType<typeof actions>>[number];
export type CoverageCard = CardsSection['cards'][number];
export type Point = Resolved<typeof point>;
export type LinkRef = Resolved<ReturnType<typeof linkRef>>;
