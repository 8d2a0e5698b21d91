import type { CoveragePageContent } from '../../content/coverageTypes';
import { PageSections } from '../sections/PageSections';
import { BackLink } from './BackLink';
import { CoverageHero } from './CoverageHero';
import { coverageViews } from './coverageViews';

/** A whole coverage page from its content: back link, hero (the one h1), then the sections, alternating white and light grey. */
export function CoveragePage({ content }: { content: CoveragePageContent }) {
  return (
    <>
      {content.backLink && <BackLink link={content.backLink} />}
      <CoverageHero hero={content.hero} />
      <PageSections sections={content.sections} views={coverageViews} alternate />
    </>
  );
}
