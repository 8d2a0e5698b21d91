import type { ServicePageContent, ServiceSection } from '../../content/services/types';
import { PageSections, type BlockViews } from '../sections/PageSections';
import { ActionsSection } from './ActionsSection';
import { BackLink } from './BackLink';
import { CardsSection } from './CardsSection';
import { FaqSection } from './FaqSection';
import { FiguresSection } from './FiguresSection';
import { HighlightsSection } from './HighlightsSection';
import { NoteSection } from './NoteSection';
import { QuoteSection } from './QuoteSection';
import { ReasonsSection } from './ReasonsSection';
import { ServiceHero } from './ServiceHero';
import { TagsSection } from './TagsSection';
import { TextSection } from './TextSection';

/** One component per section kind a coverage page stacks (the fixed pages use them too). */
export const serviceViews: BlockViews<ServiceSection> = {
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

/** A whole coverage page from its content: back link, hero (the one h1), then the sections, alternating white and light grey. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return (
    <>
      {content.backLink && <BackLink link={content.backLink} />}
      <ServiceHero hero={content.hero} />
      <PageSections sections={content.sections} views={serviceViews} alternate />
    </>
  );
}
