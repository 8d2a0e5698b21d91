import { Section } from '../../ui/Section';
import type { TagsSection as TagsData } from '../../content/coverageTypes';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';
import { Icon } from '../../ui/Icon';

/** Short labels in a grid: the industries served, the property types insured. */
export function TagsSection({ section, tone }: SectionViewProps<TagsData>) {
  return (
    <Section {...frameProps(section, tone)}>
      <ul className="mx-auto grid max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item} className="surface-card flex items-center gap-3 px-4 py-3 font-medium text-gray-900">
            <Icon name="check" className="h-5 w-5 text-brand-600" />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}
