import { Hero } from '../../ui/Hero';
import type { HeroContent } from '../../content/coverageTypes';
import { ActionButtons } from './ActionButtons';

/** The page's h1 band, from data. */
export function CoverageHero({ hero }: { hero: HeroContent }) {
  return (
    <Hero
      title={hero.title}
      subtitle={hero.subtitle}
      eyebrow={hero.eyebrow}
      image={hero.image}
      actions={hero.actions?.length ? <ActionButtons actions={hero.actions} surface="dark" /> : undefined}
    />
  );
}
