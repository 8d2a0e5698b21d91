import { ButtonLink } from '../../ui/Buttons';
import { FaqList } from '../../ui/FaqList';
import { Section } from '../../ui/Section';
import { useWords } from '../../content/words';
import type { FaqSection as FaqData } from '../../content/coverageTypes';
import { frameProps } from '../sections/blockView';
import type { SectionViewProps } from './sectionProps';

/** Questions and answers, optionally closed by a 'Contact Our Team' button (words.ui.contactTeam) for the questions we did not answer. */
export function FaqSection({ section, tone }: SectionViewProps<FaqData>) {
  const { ui } = useWords();
  return (
    <Section {...frameProps(section, tone)}>
      <FaqList faqs={section.faqs} />
      {section.contactButton && (
        <div className="mt-10 text-center">
          <ButtonLink href="/contact" variant="secondary" icon="message-circle">
            {ui.contactTeam}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
