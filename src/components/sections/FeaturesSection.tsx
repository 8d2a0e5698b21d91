import type { PageCopy } from '../../content/model/pages';
import { FeatureGrid } from '../../ui/FeatureGrid';
import { Section } from '../../ui/Section';
import type { BlockViewProps } from './blockView';

type Block<K extends string> = Extract<PageCopy<'about'>['sections'][number], { kind: K }>;

/** Points with icons (the home page's advantages): a heading and a grid of features, plain or on cards. */
export function FeaturesSection({ section, tone }: BlockViewProps<Block<'features'>>) {
  return (
    <Section id={section.id} tone={tone} eyebrow={section.eyebrow} title={section.title} lead={section.lead}>
      <FeatureGrid features={section.items} columns={section.columns} variant={section.onCards ? 'cards' : 'plain'} />
    </Section>
  );
}
