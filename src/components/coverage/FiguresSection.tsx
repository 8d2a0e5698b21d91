import { Section } from '../../ui/Section';
import type { FiguresSection as FiguresData } from '../../content/coverageTypes';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';

/** Figures shown large, each with its meaning ("5+" / "years insuring owner-occupied homes"). */
export function FiguresSection({ section, tone }: SectionViewProps<FiguresData>) {
  return (
    <Section {...frameProps(section, tone)}>
      <dl className="mx-auto flex max-w-4xl flex-wrap justify-center gap-6">
        {section.items.map((figure) => (
          <div key={figure.label} className="flex min-w-56 flex-1 flex-col-reverse rounded-xl bg-brand-800 p-6 text-center text-white">
            <dt className="mt-2 text-brand-50">{figure.label}</dt>
            <dd className="text-4xl font-extrabold text-accent-300">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
