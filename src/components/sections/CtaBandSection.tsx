import type { PageCopy } from '../../content/model/pages';
import { CtaBand } from '../../ui/CtaBand';
import type { BlockViewProps } from './blockView';

type Block<K extends string> = Extract<PageCopy<'about'>['sections'][number], { kind: K }>;

/** A closing call to action on the brand colour. */
export function CtaBandSection({ section }: BlockViewProps<Block<'ctaBand'>>) {
  return <CtaBand title={section.title} text={section.text} action={section.action} />;
}
