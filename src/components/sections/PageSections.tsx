import type { ComponentType } from 'react';
import type { SectionTone } from '../../content/types';

/** What every section view receives: its block, and the background the page gives it unless the block names one. */
export interface BlockViewProps<S> {
  section: S;
  tone: SectionTone;
}

/** One view per kind of block a page may hold; the type makes a kind impossible to forget. */
export type BlockViews<S extends { kind: string }> = { [K in S['kind']]: ComponentType<BlockViewProps<Extract<S, { kind: K }>>> };

/**
 * A page's sections in the order its content file lists them (docs/content.md,
 * "Blocks"), each drawn by the view of its kind. Coverage pages alternate
 * white and light grey; the fixed pages' sections are white unless they name
 * their background.
 */
export function PageSections<S extends { kind: string; tone?: SectionTone; title?: string }>({
  sections,
  views,
  alternate = false,
}: {
  sections: readonly S[];
  views: BlockViews<S>;
  alternate?: boolean;
}) {
  return (
    <>
      {sections.map((section, index) => {
        const View = views[section.kind as S['kind']] as ComponentType<BlockViewProps<S>>;
        const tone = section.tone ?? (alternate && index % 2 ? 'muted' : 'white');
        return <View key={`${section.kind}-${section.title ?? index}`} section={section} tone={tone} />;
      })}
    </>
  );
}
