import { PageSections } from '../components/sections/PageSections';
import type { SectionViews } from '../components/sections/viewModules';
import { RequestLinks } from '../components/clientService/clientServiceBlocks';
import { Hero } from '../ui/Hero';
import type { PageCopy } from '../content/model/pages';

type ClientServiceCopy = PageCopy<'clientService'>;

/**
 * /service: the portals, a claim, and the requests an existing client sends
 * (docs/specification.md, "Pages"); the hero links to each request form on
 * the page. Sections: src/content/pages/clientService.yaml.
 */
export default function ClientServicePage({ copy, views }: { copy: ClientServiceCopy; views: SectionViews }) {
  const { hero, sections } = copy;
  const requests = sections.flatMap((section) => (section.kind === 'clientServiceRequests' ? section.requests : []));
  return (
    <>
      <Hero size="compact" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle}>
        {requests.length > 0 && <RequestLinks requests={requests} label={hero.requestsLabel} />}
      </Hero>
      <PageSections sections={sections} views={views} />
    </>
  );
}
