import { CoverageLinksSection, MediaSplitSection, OfficeSection, ProseSection } from '../components/about/aboutBlocks';
import { PageSections, type BlockViews } from '../components/sections/PageSections';
import { pageBlockViews } from '../components/sections/pageBlocks';
import { Hero } from '../components/ui/Hero';
import type { PageCopy } from '../content/model/pages';

type AboutCopy = PageCopy<'about'>;

const views: BlockViews<AboutCopy['sections'][number]> = {
  ...pageBlockViews,
  prose: ProseSection,
  mediaSplit: MediaSplitSection,
  coverageLinks: CoverageLinksSection,
  office: OfficeSection,
};

/** The About page: its hero, then the sections of src/content/pages/about.yaml. */
export default function AboutPage({ copy }: { copy: AboutCopy }) {
  const { hero } = copy;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <PageSections sections={copy.sections} views={views} />
    </>
  );
}
