import { Link } from 'wouter';
import { Section } from '../../ui/Section';
import type { NoteSection as NoteData } from '../../content/coverageTypes';
import type { SectionViewProps } from './sectionProps';
import { Icon } from '../../ui/Icon';

/** A highlighted box with its own heading: an important note, or a pointer to a related page. */
export function NoteSection({ section, tone }: SectionViewProps<NoteData>) {
  const headingId = `${section.id ?? 'note'}-heading`;
  return (
    <Section id={section.id} tone={tone} width="narrow">
      <div role="note" aria-labelledby={headingId} className="flex gap-4 rounded-xl border border-accent-200 bg-accent-50 p-6 text-gray-800">
        <Icon name={section.icon ?? 'info'} className="mt-1 h-6 w-6 text-accent-700" />
        <div>
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {section.title}
          </h2>
          <p className="mt-2">{section.text}</p>
          {section.link && (
            <Link href={section.link.href} className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline focus-ring">
              {section.link.label}
              <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          )}
        </div>
      </div>
    </Section>
  );
}
