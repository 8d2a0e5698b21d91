import type { SectionTone } from '../../content/types';
import type { BlockViewProps } from '../sections/blockView';

/** Every section component receives its data and the background tone the page gave it. */
export type SectionViewProps<S> = BlockViewProps<S>;

/** The <Section> frame props shared by all section kinds (heading, lead, anchor, tone). */
export const frameProps = (section: { title: string; lead?: string; id?: string }, tone: SectionTone) => ({
  title: section.title,
  lead: section.lead,
  id: section.id,
  tone,
});
