import { Section } from '../../ui/Section';
import type { ActionsSection as ActionsData } from '../../content/coverageTypes';
import { ActionButtons } from './ActionButtons';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';

/** A closing row of buttons under a heading and a line of text. */
export function ActionsSection({ section, tone }: SectionViewProps<ActionsData>) {
  return (
    <Section {...frameProps(section, tone)} width="narrow">
      {section.text && <p className="-mt-4 mb-8 text-center text-lg text-gray-700">{section.text}</p>}
      <div className="flex flex-wrap justify-center gap-4">
        <ActionButtons actions={section.actions} surface="light" />
      </div>
    </Section>
  );
}
