import { Section } from '../ui/Section';
import type { HighlightsSection as HighlightsData } from '../../content/services/types';
import { frameProps, type SectionViewProps } from './sectionProps';

const columns: Record<number, string> = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** Icon tiles: the recreational highlights, benefit tiles, a business page's strengths. */
export function HighlightsSection({ section, tone }: SectionViewProps<HighlightsData>) {
  return (
    <Section {...frameProps(section, tone)}>
      <ul className={`grid gap-8 ${columns[section.items.length] ?? columns[3]}`}>
        {section.items.map((item) => (
          <li key={item.title} className="flex flex-col items-center text-center">
            <span className="mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white">
              <span aria-hidden="true" className={`${item.icon ?? 'i-lucide-star'} h-7 w-7`} />
            </span>
            <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-2 max-w-sm text-gray-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
