import type { ServiceSection } from '../../content/services/types';
import type { SectionTone } from '../../content/types';

/** Every section component receives its data and the background tone the page gave it. */
export interface SectionViewProps<S extends ServiceSection> {
  section: S;
  tone: SectionTone;
}

/** The <Section> frame props shared by all section kinds (heading, lead, anchor, tone). */
export const frameProps = (section: ServiceSection, tone: SectionTone) => ({
  title: section.title,
  lead: section.lead,
  id: section.id,
  tone,
});
