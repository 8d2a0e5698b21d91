import type { ComponentType } from 'react';
import type { SectionKind, ServicePageContent, ServiceSection } from '../../content/services/types';
import { ActionsSection } from './ActionsSection';
import { BackLink } from './BackLink';
import { CardsSection } from './CardsSection';
import { FaqSection } from './FaqSection';
import { FiguresSection } from './FiguresSection';
import { HighlightsSection } from './HighlightsSection';
import { NoteSection } from './NoteSection';
import { QuoteSection } from './QuoteSection';
import { ReasonsSection } from './ReasonsSection';
import type { SectionViewProps } from './sectionProps';
import { ServiceHero } from './ServiceHero';
import { TagsSection } from './TagsSection';
import { TextSection } from './TextSection';

/** One component per section kind; the type makes a new kind impossible to forget here. */
const views: { [K in SectionKind]: ComponentType<SectionViewProps<Extract<ServiceSection, { kind: K }>>> } = {
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

function SectionView({ section, tone }: SectionViewProps<ServiceSection>) {
  const View = views[section.kind] as ComponentType<SectionViewProps<ServiceSection>>;
  return <View section={section} tone={tone} />;
}

/** Sections alternate white and light grey unless their data says otherwise. */
export function ServiceSections({ sections }: { sections: ServiceSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionView key={`${section.kind}-${section.title}`} section={section} tone={section.tone ?? (index % 2 ? 'muted' : 'white')} />
      ))}
    </>
  );
}

/** A whole coverage page from its data: back link, hero (the one h1), then the sections. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return (
    <>
      {content.backLink && <BackLink link={content.backLink} />}
      <ServiceHero hero={content.hero} />
      <ServiceSections sections={content.sections} />
    </>
  );
}
