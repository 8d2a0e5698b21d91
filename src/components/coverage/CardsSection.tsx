import { CardGrid } from '../../ui/CardGrid';
import { Section } from '../../ui/Section';
import type { CardsSection as CardsData } from '../../content/coverageTypes';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';

/** Coverage, feature and link cards (related services too): a heading and a grid of h3 cards. */
export function CardsSection({ section, tone }: SectionViewProps<CardsData>) {
  return (
    <Section {...frameProps(section, tone)}>
      <CardGrid cards={section.cards} columns={section.columns ?? 3} />
    </Section>
  );
}
