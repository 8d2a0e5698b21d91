import type { ComponentType } from 'react';
import type { SectionTone } from '../../content/types';

/** What every section view receives: its block, and the background the page gives it unless the block names one. */
export interface BlockViewProps<S> {
  section: S;
  tone: SectionTone;
}

/** The <Section> frame of a block's view: the block's anchor, eyebrow, heading and lead, on the page's tone. */
export const frameProps = (section: { id?: string; eyebrow?: string; title: string; lead?: string }, tone: SectionTone) => ({
  id: section.id,
  tone,
  eyebrow: section.eyebrow,
  title: section.title,
  lead: section.lead,
});

/** One view per kind of block; the type makes a kind impossible to forget. */
export type BlockViews<S extends { kind: string }> = { [K in S['kind']]: ComponentType<BlockViewProps<Extract<S, { kind: K }>>> };
