import { CtaBand } from '../components/ui/CtaBand';
import { Hero } from '../components/ui/Hero';
import { IconList } from '../components/ui/IconList';
import { InfoCard } from '../components/ui/InfoCard';
import { LinkGrid } from '../components/ui/LinkGrid';
import { MapFrame } from '../components/ui/MapFrame';
import { MediaSplit } from '../components/ui/MediaSplit';
import { Section } from '../components/ui/Section';
import { SectionHeading } from '../components/ui/SectionHeading';
import type * as Copy from '../content/about';
type AboutCopy = typeof Copy;

const ABOUT_MAP_HEIGHT = 350;

export default function AboutPage({ copy }: { copy: AboutCopy }) {
  const { aboutCta, aboutHero, aboutIntro, commercialLinks, coverageSection, personalLinks, research, visitUs } = copy;
  return (
    <>
      <Hero eyebrow={aboutHero.eyebrow} title={aboutHero.title} subtitle={aboutHero.subtitle} image={aboutHero.image} />
      <Section id="intro" title={aboutIntro.title} width="narrow">
        <div className="space-y-5 text-lg text-gray-700">
          {aboutIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <section aria-labelledby="research-heading" className="bg-brand-50 py-14 md:py-20">
        <div className="page-container">
          <MediaSplit image={research.image}>
            <SectionHeading id="research-heading" title={research.title} lead={research.lead} align="left" />
            <IconList items={research.points} className="mt-8" />
          </MediaSplit>
        </div>
      </section>
      <Section id="coverage" title={coverageSection.title} lead={coverageSection.lead}>
        <div className="space-y-12">
          {[personalLinks, commercialLinks].map((group) => (
            <div key={group.title}>
              <SectionHeading id={group.id} level={3} title={group.title} lead={group.lead} align="left" className="mb-6" />
              <LinkGrid links={group.links} labelledBy={group.id} />
            </div>
          ))}
        </div>
      </Section>
      <Section id="office" tone="muted" title={visitUs.title} lead={visitUs.lead}>
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
          <InfoCard headingLevel={3} />
          <MapFrame height={ABOUT_MAP_HEIGHT} />
        </div>
      </Section>
      <CtaBand {...aboutCta} />
    </>
  );
}
