import { GetStarted } from '../components/home/GetStarted';
import { LatestArticles } from '../components/home/LatestArticles';
import { TrustBar } from '../components/home/TrustBar';
import { ButtonLink, PhoneLink } from '../components/ui/Buttons';
import { CardGrid } from '../components/ui/CardGrid';
import { FeatureGrid } from '../components/ui/FeatureGrid';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { QUOTE_PATH } from '../content/navigation';
import type * as Copy from '../content/home';

type HomeCopy = typeof Copy;

export default function HomePage({ copy }: { copy: HomeCopy }) {
  const { advantages, advantagesSection, homeHero, homeServices, servicesSection, trustHeading, trustPoints } = copy;
  return (
    <>
      <Hero
        underNav
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        subtitle={homeHero.subtitle}
        image={homeHero.image}
        actions={
          <>
            <ButtonLink href={QUOTE_PATH} icon="file-text">
              {homeHero.quoteLabel}
            </ButtonLink>
            <PhoneLink variant="light">{homeHero.agentLabel}</PhoneLink>
          </>
        }
      />
      <TrustBar heading={trustHeading} points={trustPoints} />
      <Section id="services" eyebrow={servicesSection.eyebrow} title={servicesSection.title} lead={servicesSection.lead}>
        <CardGrid cards={homeServices} columns={4} />
      </Section>
      <Section id="advantages" tone="tint" eyebrow={advantagesSection.eyebrow} title={advantagesSection.title} lead={advantagesSection.lead}>
        <FeatureGrid features={advantages} columns={5} variant="cards" />
      </Section>
      <LatestArticles copy={copy.articlesSection} />
      <GetStarted copy={copy.getStarted} />
    </>
  );
}
