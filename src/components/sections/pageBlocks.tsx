/**
 * The views of the blocks every fixed page may hold besides the coverage
 * pages' sections (src/content/model/pages.ts): points with icons, a closing
 * call to action, numbered steps.
 */
import type { PageCopy } from '../../content/model/pages';
import { CtaBand } from '../ui/CtaBand';
import { FeatureGrid } from '../ui/FeatureGrid';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import type { BlockViewProps } from './PageSections';
import { serviceViews } from '../services/ServicePage';

type Block<K extends string> = Extract<PageCopy<'about'>['sections'][number], { kind: K }>;

export function FeaturesSection({ section, tone }: BlockViewProps<Block<'features'>>) {
  return (
    <Section id={section.id} tone={tone} eyebrow={section.eyebrow} title={section.title} lead={section.lead}>
      <FeatureGrid features={section.items} columns={section.columns} variant={section.onCards ? 'cards' : 'plain'} />
    </Section>
  );
}

export function CtaBandSection({ section }: BlockViewProps<Block<'ctaBand'>>) {
  return <CtaBand title={section.title} text={section.text} action={section.action} />;
}

export function StepsSection({ section, tone }: BlockViewProps<Block<'steps'>>) {
  return (
    <Section id={section.id} tone={tone} title={section.title} lead={section.lead}>
      <Steps steps={section.steps} />
    </Section>
  );
}

/** The coverage pages' sections (but the quote section) and the blocks any fixed page adds to them. */
const { quote: _quote, ...generalViews } = serviceViews;
export const pageBlockViews = { ...generalViews, features: FeaturesSection, ctaBand: CtaBandSection, steps: StepsSection };
