import { Hero } from '../components/ui/Hero';
import { HoursList } from '../components/ui/HoursList';
import { InfoCard } from '../components/ui/InfoCard';
import { MapFrame } from '../components/ui/MapFrame';
import { Notice } from '../components/ui/Notice';
import { Section } from '../components/ui/Section';
import { SectionHeading } from '../components/ui/SectionHeading';
type ContactCopy = typeof Copy;
import { PageLeadForm } from '../forms/PageLeadForm';
import type * as Copy from '../content/contact';
import { localizedPath, useLocale } from '../i18n/locale';

const CONTACT_MAP_HEIGHT = 450;

export default function ContactPage({ copy }: { copy: ContactCopy }) {
  const { contactForm, contactHero, contactInfoTitle, mapSection, policyChangesNotice } = copy;
  const locale = useLocale();
  return (
    <>
      <Hero size="compact" eyebrow={contactHero.eyebrow} title={contactHero.title} subtitle={contactHero.subtitle} />
      <section aria-labelledby="contact-form-heading" className="bg-gray-50 py-14 md:py-20">
        <div className="page-container grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="contact-form-heading" title={contactForm.title} lead={contactForm.lead} align="left" className="mb-8" />
            <PageLeadForm form={contactForm.form} id="contact-form" labelledBy="contact-form-heading" />
          </div>
          <div className="space-y-6">
            <InfoCard title={contactInfoTitle} />
            <HoursList />
            <Notice title={policyChangesNotice.title}>
              <p>{policyChangesNotice.text}</p>
              {/* A plain anchor: the browser opens Client Service at its policy change form (in the page's language). */}
              <a href={localizedPath(locale, policyChangesNotice.link.href)} className="text-link mt-2 inline-block">
                {policyChangesNotice.link.label}
              </a>
            </Notice>
          </div>
        </div>
      </section>
      <Section id="map" title={mapSection.title} lead={mapSection.lead}>
        <MapFrame height={CONTACT_MAP_HEIGHT} />
      </Section>
    </>
  );
}
