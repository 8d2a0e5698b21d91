import { PageSections } from '../components/sections/PageSections';
import type { SectionViews } from '../components/sections/viewModules';
import { Hero } from '../ui/Hero';
import type { PageCopy } from '../content/model/pages';

type ContactCopy = PageCopy<'contact'>;

/** The Contact page: a compact hero, then the sections of src/content/pages/contact.yaml. */
export default function ContactPage({ copy, views }: { copy: ContactCopy; views: SectionViews }) {
  const { hero } = copy;
  return (
    <>
      <Hero size="compact" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <PageSections sections={copy.sections} views={views} />
    </>
  );
}
