/**
 * The Contact page's own blocks (src/content/pages/contact.yaml): the form
 * with the office's details, hours and a note beside it, and the map.
 */
import type { PageCopy } from '../../content/model/pages';
import { PageLeadForm } from '../../forms/PageLeadForm';
import { localizedPath, useLocale } from '../../i18n/locale';
import { HoursList } from '../../ui/HoursList';
import { InfoCard } from '../../ui/InfoCard';
import { MapFrame } from '../../ui/MapFrame';
import { Notice } from '../../ui/Notice';
import { Section } from '../../ui/Section';
import { SectionHeading } from '../../ui/SectionHeading';
import { frameProps, type BlockViewProps } from '../sections/blockView';

type Block<K extends string> = Extract<PageCopy<'contact'>['sections'][number], { kind: K }>;

const CONTACT_MAP_HEIGHT = 450;

export function ContactFormSection({ section }: BlockViewProps<Block<'contactForm'>>) {
  const locale = useLocale();
  return (
    <section aria-labelledby="contact-form-heading" className="bg-gray-50 py-14 md:py-20">
      <div className="page-container grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading id="contact-form-heading" title={section.title} lead={section.lead} align="left" className="mb-8" />
          <PageLeadForm form={section.form} id="contact-form" labelledBy="contact-form-heading" />
        </div>
        <div className="space-y-6">
          <InfoCard title={section.infoTitle} />
          <HoursList />
          <Notice title={section.notice.title}>
            <p>{section.notice.text}</p>
            {/* A plain anchor: the browser opens the page at its form (in the page's language). */}
            <a href={localizedPath(locale, section.notice.link.href)} className="text-link mt-2 inline-block">
              {section.notice.link.label}
            </a>
          </Notice>
        </div>
      </div>
    </section>
  );
}

export function MapSection({ section, tone }: BlockViewProps<Block<'map'>>) {
  return (
    <Section {...frameProps(section, tone)}>
      <MapFrame height={CONTACT_MAP_HEIGHT} />
    </Section>
  );
}
