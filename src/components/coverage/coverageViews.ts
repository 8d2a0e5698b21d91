import type { CoverageSection } from '../../content/coverageTypes';
import type { BlockViews } from '../sections/blockView';
import { ActionsSection } from './ActionsSection';
import { CardsSection } from './CardsSection';
import { FaqSection } from './FaqSection';
import { FiguresSection } from './FiguresSection';
import { HighlightsSection } from './HighlightsSection';
import { NoteSection } from './NoteSection';
import { QuoteSection } from './QuoteSection';
import { ReasonsSection } from './ReasonsSection';
import { TagsSection } from './TagsSection';
import { TextSection } from './TextSection';

/** One component per section kind a coverage page stacks (a fixed page may hold them too: sectionViews.ts). */
export const coverageViews: BlockViews<CoverageSection> = {
  cards: CardsSection,
  reasons: ReasonsSection,
  highlights: HighlightsSection,
  tags: TagsSection,
  figures: FiguresSection,
  text: TextSection,
  note: NoteSection,
  faq: FaqSection,
  quote: QuoteSection,
  actions: ActionsSection,
};
