/**
 * The editor's three collections over the content files, as the editor's
 * page and its configuration (src/buildSteps/cms/contentCollections.ts) both
 * need them: each collection's name, files, model and file format. The
 * fields are derived from the models at build time; the page registers the
 * formats and the previews under these names (./main.ts).
 */
import { EDITOR_PLACES } from '../config/editorPlaces.ts';
import { coverageFile } from '../content/model/coverage.ts';
import type { ObjectNode } from '../vocabulary/nodes.ts';
import { legalFile, pageFiles, type FixedPage } from '../content/model/pages.ts';
import { siteFile } from '../content/model/site.ts';
import { keyOrderOf, mergeKeyOrders, type KeyOrder } from './contentOrder.ts';

/** Where the files live, relative to the repository (the Git backend's paths are). */
export const CONTENT_PATHS = {
  coverage: EDITOR_PLACES.coverage.path,
  pages: EDITOR_PLACES.pages.path,
  site: EDITOR_PLACES.site.path,
} as const;

export const FIXED_PAGES = Object.keys(pageFiles) as FixedPage[];

/** The two legal pages share one model; the editor tells them apart. */
const LEGAL_PAGE_LABELS: Partial<Record<FixedPage, string>> = { privacy: 'Privacy Policy', terms: 'Terms of Service' };

/** A fixed page as the editor names it: its model's label ("About page", "Legal page: Terms of Service"). */
export const fixedPageLabel = (page: FixedPage) => (pageFiles[page] === legalFile ? `${legalFile.label}: ${LEGAL_PAGE_LABELS[page]}` : pageFiles[page].label);

export interface ContentCollection {
  /** Decap's collection name (also the preview template's, for a folder collection). */
  name: string;
  /** The Decap format the collection's files are read and written with (./contentYaml.ts). */
  format: string;
  /** The models of the collection's files. */
  models: readonly ObjectNode[];
}

export const CONTENT_COLLECTIONS = {
  coverage: { name: 'coverage', format: 'content-yaml-coverage', models: [coverageFile] },
  pages: { name: 'pages', format: 'content-yaml-pages', models: FIXED_PAGES.map((page) => pageFiles[page]) },
  site: { name: 'site', format: 'content-yaml-site', models: [siteFile] },
} as const satisfies Record<string, ContentCollection>;

/** The order a collection's files are written in: its one model's, or its models' merged (./contentOrder.ts). */
export function collectionOrder(collection: ContentCollection): KeyOrder {
  const orders = collection.models.map((model) => keyOrderOf(model)!);
  return orders.reduce((merged, order) => mergeKeyOrders(merged, order, collection.name));
}
