import { Link } from 'wouter';
import { PageLeadForm } from '../../forms/PageLeadForm';
import { Section } from '../../ui/Section';
import type { QuoteSection as QuoteData } from '../../content/coverageTypes';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';

/**
 * The page's lead form in a white card. The section's id is the anchor every
 * 'Get a Quote' button of the page targets (see ScrollToFormLink).
 */
export function QuoteSection({ section, tone }: SectionViewProps<QuoteData>) {
  return (
    <Section {...frameProps(section, tone)} width="narrow">
      {/* Section names its heading `${id}-heading`; the form takes its accessible name from it. */}
      <PageLeadForm {...section.form} labelledBy={`${section.id}-heading`} />
      {section.footnote && (
        <p className="mt-4 text-center text-sm text-gray-600">
          {section.footnote.before}
          <Link href={section.footnote.link.href} className="font-semibold text-brand-700 underline underline-offset-4 focus-ring">
            {section.footnote.link.label}
          </Link>
          {section.footnote.after}
        </p>
      )}
    </Section>
  );
}
