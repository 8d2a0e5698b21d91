/**
 * The content editor's collections over the content files (docs/editor.md),
 * their fields derived from the content model (./contentFields.ts):
 *
 * - "Coverage pages": a folder collection over src/content/coverage/, one
 *   YAML file per page; a new page's file is named from the address the
 *   office gives it (src/admin/fileNameField.ts).
 * - "Pages": the fixed pages, one file each in src/content/pages/; they can
 *   be edited and their sections reordered, never deleted or added to.
 * - "Site frame": src/content/site.yaml, the words of the navigation, the
 *   footer and the shared parts.
 *
 * None uses Decap's i18n: a text holds both languages (docs/editor.md, "Why
 * the pages do not use Decap's languages").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CmsCollection, CmsCollectionFile } from 'decap-cms-core';
import { CONTENT_COLLECTIONS, CONTENT_PATHS, FIXED_PAGES, fixedPageLabel } from '../../admin/contentCollections.ts';
import { FILE_NAME_FIELD, FILE_NAME_PATTERN, FILE_NAME_WIDGET } from '../../admin/fileNameField.ts';
import { agency } from '../../config/agency.ts';
import { COVERAGE_CATEGORIES, coverageFile } from '../../content/model/coverage.ts';
import { parse } from 'yaml';
import { pageFiles, type FixedPage } from '../../content/model/pages.ts';
import { siteFile } from '../../content/model/site.ts';
import { formModules } from '../../formDefinitions/modules.ts';
import { contentPaths } from '../content/contentPaths.ts';
import { contentFields, type FieldChoices } from './contentFields.ts';

const names = (dir: string, extension: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(extension)).map((name) => basename(name, extension)).sort() : [];

/** What the selects offer, read from the working copy the editor edits (CONTENT_ROOT): its coverage pages and English articles. */
export function fieldChoices(paths = contentPaths()): FieldChoices {
  return {
    coverageSlugs: names(paths.coverage, '.yaml'),
    formIds: Object.keys(formModules),
    articleIds: names(join(paths.articles, 'en'), '.md'),
    photoOrigin: agency.photoOrigin,
  };
}


/** The collections' names as the editor lists them. */
const COLLECTION_LABELS = { coverage: 'Coverage pages', pages: 'Pages', site: 'Site frame' } as const;

/**
 * Each content file as the office finds it in the editor: the collection,
 * then the entry ("Coverage pages › Auto Insurance", "Pages › About page").
 * The build names a file so when it tells the office what is wrong
 * (src/buildSteps/content/loadSiteContent.ts).
 */
export const EDITOR_TITLES = {
  coverage: (name: string) => `${COLLECTION_LABELS.coverage} › ${name}`,
  page: (page: FixedPage) => `${COLLECTION_LABELS.pages} › ${fixedPageLabel(page)}`,
  site: `${COLLECTION_LABELS.site}`,
};

/** The field a new page's file is named from: shown, not editable, once the page exists (src/admin/FileNameControl.tsx). */
const fileNameField = {
  name: FILE_NAME_FIELD,
  label: 'Address: its last part (the file’s name)',
  widget: FILE_NAME_WIDGET,
  pattern: FILE_NAME_PATTERN,
  hint: 'The last part of the page’s address and its file’s name: “umbrella” makes /services/umbrella (or the address under its category or the page it is under). Lowercase letters, digits and hyphens. It cannot be changed once the page is saved.',
};

/**
 * What "Order" says of the other pages: each category's pages with their
 * numbers, in order, as the working copy has them when the editor is built
 * (a new page's number places it among these).
 */
export function orderHint(paths = contentPaths()): string {
  const pages = names(paths.coverage, '.yaml').flatMap((slug) => {
    const data = parse(readFileSync(join(paths.coverage, `${slug}.yaml`), 'utf8')) as { name?: { en?: string }; category?: string; order?: unknown } | null;
    return typeof data?.order === 'number' ? [{ name: data.name?.en ?? slug, category: data.category ?? 'personal', order: data.order }] : [];
  });
  const groups = COVERAGE_CATEGORIES.map((category) => {
    const listed = pages.filter((page) => page.category === category).sort((a, b) => a.order - b.order);
    return listed.length ? `${category}: ${listed.map((page) => `${page.name} ${page.order}`).join(', ')}` : undefined;
  });
  return `The other pages’ numbers, by category: ${groups.filter(Boolean).join('; ')}.`;
}

export function coverageCollection(choices: FieldChoices): CmsCollection {
  const { name, format } = CONTENT_COLLECTIONS.coverage;
  return {
    name,
    label: COLLECTION_LABELS.coverage,
    label_singular: 'Coverage page',
    description:
      'One page per coverage, in English and Spanish. Its file name is its address; its category (or the page it is under) and its order place it in the menus, the footer and the sitemap.',
    folder: CONTENT_PATHS.coverage,
    extension: 'yaml',
    // The content files' own YAML writer, keys in the model's order (src/admin/contentYaml.ts).
    format,
    create: true,
    delete: true,
    identifier_field: FILE_NAME_FIELD,
    slug: `{{fields.${FILE_NAME_FIELD}}}`,
    summary: '{{fields.name.en}}',
    sortable_fields: ['order'],
    view_groups: [{ label: 'Category', field: 'category' }],
    fields: [fileNameField, ...contentFields(coverageFile.fields, choices).map((field) => (field.name === 'order' ? { ...field, hint: `${field.hint} ${orderHint()}` } : field))] as CmsCollection['fields'],
  };
}

export function pagesCollection(choices: FieldChoices): CmsCollection {
  const { name, format } = CONTENT_COLLECTIONS.pages;
  return {
    name,
    label: COLLECTION_LABELS.pages,
    description: 'The pages every agency site has, in English and Spanish: their words, photos and sections, which can be reordered.',
    format,
    extension: 'yaml',
    delete: false,
    files: FIXED_PAGES.map(
      (page): CmsCollectionFile => ({
        name: page,
        label: fixedPageLabel(page),
        file: `${CONTENT_PATHS.pages}/${page}.yaml`,
        fields: contentFields(pageFiles[page].fields, choices),
      }),
    ),
  };
}

export function siteCollection(choices: FieldChoices): CmsCollection {
  const { name, format } = CONTENT_COLLECTIONS.site;
  return {
    name,
    label: COLLECTION_LABELS.site,
    description: 'The words around every page: the navigation, the footer, the menu, the page-not-found screen and the shared parts, in English and Spanish.',
    format,
    extension: 'yaml',
    delete: false,
    // Words shown on every page, none of them a page of its own: nothing to preview beside the form.
    editor: { preview: false },
    files: [{ name, label: siteFile.label, file: CONTENT_PATHS.site, fields: contentFields(siteFile.fields, choices) }],
  };
}
