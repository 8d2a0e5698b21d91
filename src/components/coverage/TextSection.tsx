import { Section } from '../../ui/Section';
import type { TextSection as TextData } from '../../content/coverageTypes';
import { PointItem } from './PointItem';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';

/** Running text about a coverage, then what it includes as a titled list. */
export function TextSection({ section, tone }: SectionViewProps<TextData>) {
  return (
    <Section {...frameProps(section, tone)} width="narrow">
      <div className="space-y-4 text-lg text-gray-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.list && (
        <ul className="mt-8 space-y-5">
          {section.list.map((item) => (
            <PointItem key={item.title} point={item} fallbackIcon="shield-check" className="surface-card p-5" />
          ))}
        </ul>
      )}
    </Section>
  );
}
