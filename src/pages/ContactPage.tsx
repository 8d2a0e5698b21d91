import { OfficeSection } from '../components/about/aboutBlocks';
import { ContactFormSection, MapSection } from '../components/contact/contactBlocks';
import { PageSections, type BlockViews } from '../components/sections/PageSections';
import { pageBlockViews } from '../components/sections/pageBlocks';
import { Hero } from '../components/ui/Hero';
import type { PageCopy } from '../content/model/pages';

type ContactCopy = PageCopy<'contact'>;

const views: BlockViews<ContactCopy['sections'][number]> = {
  ...pageBlockViews,
  contactForm: ContactFormSection,
  map: MapSection,
  office: OfficeSection,
};

/** The Contact page: a compact hero, then the sections of src/content/pages/contact.yaml. */
export default function ContactPage({ copy }: { copy: ContactCopy }) {
  const { hero } = copy;
  return (
    <>
      <Hero size="compact" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <PageSections sections={copy.sections} views={views} />
    </>
  );
}
