import type { BlockViewProps } from '../sections/blockView';

/** Every section component receives its data and the background tone the page gave it. */
export type SectionViewProps<S> = BlockViewProps<S>;
