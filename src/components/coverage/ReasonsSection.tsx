import { Section } from '../../ui/Section';
import type { ReasonsSection as ReasonsData } from '../../content/coverageTypes';
import { PointItem } from './PointItem';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';

/** A why-choose list: titled points with a check mark, two columns on wide screens. */
export function ReasonsSection({ section, tone }: SectionViewProps<ReasonsData>) {
  return (
    <Section {...frameProps(section, tone)}>
      <ul className="mx-auto grid max-w-5xl gap-x-10 gap-y-8 md:grid-cols-2">
        {section.items.map((item) => (
          <PointItem key={item.title} point={item} fallbackIcon="circle-check" />
        ))}
      </ul>
    </Section>
  );
}
