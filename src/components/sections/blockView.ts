import type { ComponentType } from 'react';
import type { SectionTone } from '../../content/types';

/** What every section view receives: its block, and the background the page gives it unless the block names one. */
export interface BlockViewProps<S> {
  section: S;
  tone: SectionTone;
}

/** One view per kind of block; the type makes a kind impossible to forget. */
export type BlockViews<S extends { kind: string }> = { [K in S['kind']]: ComponentType<BlockViewProps<Extract<S, { kind: K }>>> };
