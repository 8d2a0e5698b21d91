import type { PageCopy } from '../../content/model/pages';
import { Section } from '../../ui/Section';
import { Steps } from '../../ui/Steps';
import { frameProps, type BlockViewProps } from './blockView';

type Block<K extends string> = Extract<PageCopy<'about'>['sections'][number], { kind: K }>;

/** A numbered process (the claims process). */
export function StepsSection({ section, tone }: BlockViewProps<Block<'steps'>>) {
  return (
    <Section {...frameProps(section, tone)}>
      <Steps steps={section.steps} />
    </Section>
  );
}
