import { CardGrid } from '../../ui/CardGrid';
import { Section } from '../../ui/Section';
import { frameProps, type BlockViewProps } from '../sections/blockView';
import type { HomeSection } from './homeSections';

/** The home page's grid of coverages: every coverage page that has a card for the home page, in their order. */
export function CoverageGrid({ section, tone }: BlockViewProps<HomeSection<'coverageGrid'>>) {
  return (
    <Section {...frameProps(section, tone)}>
      <CardGrid cards={section.cards} columns={4} />
    </Section>
  );
}
