import { GetStarted } from '../components/home/GetStarted';
import { LatestArticles } from '../components/home/LatestArticles';
import { TrustBar } from '../components/home/TrustBar';
import { ButtonLink, PhoneLink } from '../components/ui/Buttons';
import { CardGrid } from '../components/ui/CardGrid';
import { FeatureGrid } from '../components/ui/FeatureGrid';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { advantages, advantagesSection, homeHero, homeServices, servicesSection, trustPoints } from '../content/home';
import { quoteLink } from '../content/navigation';

export default function HomePage() {
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
            <ButtonLink href={quoteLink.path} icon="file-text">
              {homeHero.quoteLabel}
            </ButtonLink>
            <PhoneLink variant="light">{homeHero.agentLabel}</PhoneLink>
          </>
        }
      />
      <TrustBar points={trustPoints} />
      <Section id="services" eyebrow={servicesSection.eyebrow} title={servicesSection.title} lead={servicesSection.lead}>
        <CardGrid cards={homeServices} columns={4} />
      </Section>
      <Section id="advantages" tone="tint" eyebrow={advantagesSection.eyebrow} title={advantagesSection.title} lead={advantagesSection.lead}>
        <FeatureGrid features={advantages} columns={5} variant="cards" />
      </Section>
      <LatestArticles />
      <GetStarted />
    </>
  );
}
