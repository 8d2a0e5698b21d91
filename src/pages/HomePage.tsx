import { PageSections } from '../components/sections/PageSections';
import type { SectionViews } from '../components/sections/viewModules';
import { ButtonLink, PhoneLink } from '../ui/Buttons';
import { Hero } from '../ui/Hero';
import type { PageCopy } from '../content/model/pages';
import { QUOTE_PATH } from '../content/navigation';

type HomeCopy = PageCopy<'home'>;

/** The home page: its hero under the transparent navigation, then the sections of src/content/pages/home.yaml. */
export default function HomePage({ copy, views }: { copy: HomeCopy; views: SectionViews }) {
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
