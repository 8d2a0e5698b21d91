import type { ComponentType } from 'react';
import type { SectionTone } from '../../content/types';
import type { BlockViewProps, BlockViews } from './blockView';

/**
 * A page's sections in the order its content file lists them (docs/content.md,
 * "Blocks"), each drawn by the view of its kind: a coverage page's are the
 * coverage sections' views, a fixed page's the views its content module
 * brought (virtual:content/views/<page>: exactly the kinds it holds).
 * Coverage pages alternate white and light grey; the fixed pages' sections
 * are white unless they name their background.
 */
export function PageSections<S extends { kind: string; tone?: SectionTone; title?: string }>({
  sections,
  views,
  alternate = false,
}: {
  sections: readonly S[];
  views: Partial<BlockViews<S>>;
  alternate?: boolean;
}) {
  return (
    <>
      {sections.map((section, index) => {
        const View = views[section.kind as S['kind']] as ComponentType<BlockViewProps<S>> | undefined;
        if (!View) throw new Error(`No view for the page's "${section.kind}" section (src/components/sections/viewModules.ts)`);
        const tone = section.tone ?? (alternate && index % 2 ? 'muted' : 'white');
        return <View key={`${section.kind}-${section.title ?? index}`} section={section} tone={tone} />;
      })}
    </>
  );
}
