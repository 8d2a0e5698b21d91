import { CoverageGrid } from '../components/home/CoverageGrid';
import { GetStarted } from '../components/home/GetStarted';
import { LatestArticles } from '../components/home/LatestArticles';
import { TrustBar } from '../components/home/TrustBar';
import { PageSections, type BlockViews } from '../components/sections/PageSections';
import { pageBlockViews } from '../components/sections/pageBlocks';
import { ButtonLink, PhoneLink } from '../components/ui/Buttons';
import { Hero } from '../components/ui/Hero';
import type { PageCopy } from '../content/model/pages';
import { QUOTE_PATH } from '../content/navigation';

type HomeCopy = PageCopy<'home'>;

const views: BlockViews<HomeCopy['sections'][number]> = {
  ...pageBlockViews,
  trust: TrustBar,
  coverageGrid: CoverageGrid,
  latestArticles: LatestArticles,
  getStarted: GetStarted,
};

/** The home page: its hero under the transparent navigation, then the sections of src/content/pages/home.yaml. */
export default function HomePage({ copy }: { copy: HomeCopy }) {
  const { hero } = copy;
  return (
    <>
      <Hero
        underNav
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        image={hero.image}
        actions={
          <>
            <ButtonLink href={QUOTE_PATH} icon="file-text">
              {hero.quoteLabel}
            </ButtonLink>
            <PhoneLink variant="light">{hero.agentLabel}</PhoneLink>
          </>
        }
      />
      <PageSections sections={copy.sections} views={views} />
    </>
  );
}
