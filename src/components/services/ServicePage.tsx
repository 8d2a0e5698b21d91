import type { ServicePageContent } from '../../content/services/types';
import { PageSections } from '../sections/PageSections';
import { BackLink } from './BackLink';
import { ServiceHero } from './ServiceHero';
import { serviceViews } from './serviceViews';

/** A whole coverage page from its content: back link, hero (the one h1), then the sections, alternating white and light grey. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return (
    <>
      {content.backLink && <BackLink link={content.backLink} />}
      <ServiceHero hero={content.hero} />
      <PageSections sections={content.sections} views={serviceViews} alternate />
    </>
  );
}
