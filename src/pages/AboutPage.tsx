import { PageSections } from '../components/sections/PageSections';
import type { SectionViews } from '../components/sections/viewModules';
import { Hero } from '../ui/Hero';
import type { PageCopy } from '../content/model/pages';

type AboutCopy = PageCopy<'about'>;

/** The About page: its hero, then the sections of src/content/pages/about.yaml. */
export default function AboutPage({ copy, views }: { copy: AboutCopy; views: SectionViews }) {
  const { hero } = copy;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <PageSections sections={copy.sections} views={views} />
    </>
  );
}
