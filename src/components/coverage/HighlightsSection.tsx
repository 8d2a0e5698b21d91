import { FeatureGrid } from '../../ui/FeatureGrid';
import { Section } from '../../ui/Section';
import type { HighlightsSection as HighlightsData } from '../../content/coverageTypes';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';

/** Icon tiles (highlights, benefit tiles): three in a row, four as two by two. */
export function HighlightsSection({ section, tone }: SectionViewProps<HighlightsData>) {
  const features = section.items.map((item) => ({ ...item, icon: item.icon ?? 'circle-check' }));
  return (
    <Section {...frameProps(section, tone)}>
      <FeatureGrid features={features} columns={section.items.length === 3 ? 3 : 2} />
    </Section>
  );
}
