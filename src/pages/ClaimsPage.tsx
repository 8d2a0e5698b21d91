import { CLAIM_FORM_ID } from '../components/claims/ClaimFormSection';
import { PageSections } from '../components/sections/PageSections';
import type { SectionViews } from '../components/sections/viewModules';
import { PhoneLink } from '../ui/Buttons';
import { Hero } from '../ui/Hero';
import { Icon } from '../ui/Icon';
import type { PageCopy } from '../content/model/pages';

type ClaimsCopy = PageCopy<'claims'>;

/** File a Claim: a compact hero with the way to the form and the claims line, then the sections of src/content/pages/claims.yaml. */
export default function ClaimsPage({ copy, views }: { copy: ClaimsCopy; views: SectionViews }) {
  const { hero } = copy;
  return (
    <>
      <Hero
        size="compact"
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={
          <>
            {/* A plain anchor: the form is on this page, so the browser scrolls (smoothly) to it. */}
            <a href={`#${CLAIM_FORM_ID}`} className="btn-primary">
              <Icon name="file-text" className="h-5 w-5" />
              {hero.startLabel}
            </a>
            <PhoneLink claims variant="light" />
          </>
        }
      />
      <PageSections sections={copy.sections} views={views} />
    </>
  );
}
