import type { ServiceSection } from '../../content/services/types';

export type Tone = 'white' | 'muted';

/** Every section component receives its data and the background tone the page gave it. */
export interface SectionViewProps<S extends ServiceSection> {
  section: S;
  tone: Tone;
}

/** The <Section> frame props shared by all section kinds (heading, lead, anchor, tone). */
export const frameProps = (section: ServiceSection, tone: Tone) => ({
  title: section.title,
  lead: section.lead,
  id: section.id,
  tone,
});
