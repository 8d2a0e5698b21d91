/**
 * Where each coverage page is linked from or named, for the content editor,
 * which refuses to delete a page that is (src/admin/guardDeletion.ts).
 */
import { coverageFile } from '../../content/model/coverage.ts';
import { placeOf, placeWords, valuesOfType } from '../../content/model/fieldPlace.ts';
import { pageFiles } from '../../content/model/pages.ts';
import { siteFile } from '../../content/model/site.ts';
import type { ObjectNode } from '../../vocabulary/nodes.ts';
import { fixedPages, pageFile, type Paths, type Sources } from './contentSources.ts';
import type { CoverageFileEntry } from './coveragePlaces.ts';

/** Where each coverage page is linked from: a link to its address (or its Spanish twin's), a field naming it (a card, a parent). */
export function linksToCoveragePages(paths: Paths, sources: Sources, entries: CoverageFileEntry[], titled: (file: string) => string) {
  const slugAt = new Map(entries.map((entry) => [entry.path, entry.slug]));
  const linksTo: Record<string, string[]> = {};
  const linksToAddress: Record<string, string[]> = {};
  const files: { file: string; model: ObjectNode; data: unknown }[] = [
    { file: paths.site, model: siteFile, data: sources.site },
    ...fixedPages.map((name) => ({ file: pageFile(paths, name), model: pageFiles[name] as ObjectNode, data: sources.pages[name] })),
    ...sources.coverage.map(({ file, data }) => ({ file, model: coverageFile as ObjectNode, data })),
  ];
  for (const { file, model, data } of files) {
    for (const { node, value, path } of valuesOfType(model, data, ['link', 'page'])) {
      if (typeof value !== 'string') continue;
      const slug = node.type === 'page' ? value : slugAt.get(value.replace(/[?#].*$/, '').replace(/^\/es(?=\/|$)/, '') || '/');
      if (!slug || file === sources.coverage.find((source) => source.slug === slug)?.file) continue;
      const place = `${titled(file)}: ${placeWords(placeOf(model, data, path))}`;
      (linksTo[slug] ??= []).push(place);
      if (node.type === 'link') (linksToAddress[slug] ??= []).push(place);
    }
  }
  return { linksTo, linksToAddress };
}

export type CoverageLinks = ReturnType<typeof linksToCoveragePages>;
