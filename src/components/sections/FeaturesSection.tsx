import type { PageCopy } from '../../content/model/pages';
import { FeatureGrid } from '../../ui/FeatureGrid';
import { Section } from '../../ui/Section';
import { frameProps, type BlockViewProps } from './blockView';

type Block<K extends string> = Extract<PageCopy<'about'>['sections'][number], { kind: K }>;

/** Points with icons (the home page's advantages): a heading and a grid of features, plain or on cards. */
export function FeaturesSection({ section, tone }: BlockViewProps<Block<'features'>>) {
  return (
    <Section {...frameProps(section, tone)}>
      <FeatureGrid features={section.items} columns={section.columns} variant={section.onCards ? 'cards' : 'plain'} />
    </Section>
  );
}
