/**
 * The content editor's "Blog articles": one Markdown file per article and
 * language in src/content/blog/articles/<locale>/, the two languages side by
 * side (Decap's i18n, docs/i18n.md "Articles in two languages"), its
 * frontmatter fields derived from the schema
 * the build checks (src/content/blog/frontmatter.ts), the categories from
 * their one list (src/content/blog/model.ts), the closing button's link
 * picked from the site's pages (src/admin/siteLinkField.ts), and the body as
 * Markdown kept as written (src/admin/articleTextField.ts), its rules the
 * article compiler's (src/buildSteps/markdown/compileBody.ts).
 */
import type { CmsCollection, CmsField, CmsI18nConfig } from 'decap-cms-core';
import { ARTICLE_MARKDOWN_FORMAT } from '../../admin/articleMarkdown.ts';
import { ARTICLE_WIDGETS } from '../../admin/articleTextField.ts';
import { SITE_LINK_WIDGET } from '../../admin/siteLinkField.ts';
import { agency } from '../../config/agency.ts';
import { EDITOR_PLACES } from '../../config/editorPlaces.ts';
import { frontmatterFields, frontmatterFile, SHARED_FIELDS, TRANSLATED_FIELDS, type FrontmatterField } from '../../content/blog/frontmatter.ts';
import { locales, type Locale } from '../../i18n/locale.ts';
import { SITE_PATH } from '../../content/blog/sitePath.ts';
import { PUBLIC_FOLDER } from './media.ts';
import { fieldChoices } from './contentCollections.ts';
import { contentFields, hintOf, type FieldChoices } from './contentFields.ts';

/** Where the articles live, relative to the repository (the Git backend's paths are); one subfolder per language. */
export const ARTICLES_PATH = EDITOR_PLACES.articles.path;

const ORIGINAL_LOCALE: Locale = 'en';

/**
 * One folder per language (`en/<id>.md`, `es/<id>.md`), the layout the
 * Markdown plugin reads. Decap 3.16 has no option to keep the default
 * language's files at the top, hence `en/`. Decap reads it only with the
 * same settings at the top of the configuration (cmsConfig.ts).
 */
export const ARTICLES_I18N = {
  structure: 'multiple_folders',
  locales: [...locales],
  default_locale: ORIGINAL_LOCALE,
} satisfies CmsI18nConfig;

/**
 * How each field behaves in the Spanish column: the shared facts are copied
 * from English and locked there ('duplicate'), the rest is written in each
 * language ('translate'). A Spanish column left empty writes no file, so an
 * English-only article stays valid; the build skips a Spanish file holding
 * only the copied facts (src/buildSteps/markdown/blogArticles.ts).
 */
const i18nOf = (name: FrontmatterField | 'body'): 'duplicate' | 'translate' =>
  (SHARED_FIELDS as readonly string[]).includes(name) ? 'duplicate' : 'translate';

/**
 * The photo rule is a predicate JSON Schema cannot state ("on the photo host,
 * or a site path"), so its pattern is built from the same two sources.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
export const imagePattern = `^${escapeRegExp(`${agency.photoOrigin}/`)}|${SITE_PATH.source}`;

/** A frontmatter field as the model gives it (./contentFields.ts), in its column of the two languages; the few that need more than their rule's line get it. */
function frontmatterField(field: CmsField): CmsField {
  const name = field.name as FrontmatterField;
  const inColumn = { ...field, i18n: i18nOf(name) };
  const description = frontmatterFields[name].description;
  // The build wants the day as YYYY-MM-DD text: the date picker stores exactly that.
  if (name === 'date') return { ...inColumn, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true } as CmsField;
  if (name === 'image') {
    // A text box, not Decap's image widget: that widget checks a pattern against the file name only.
    const uploads = `A photo uploaded under Media is at ${PUBLIC_FOLDER}/<file name>.`;
    return { ...inColumn, hint: `${hintOf(description)} ${uploads}`, pattern: [imagePattern, `must be ${description}`] } as CmsField;
  }
  if (name === 'ctaHref') {
    // Picked from the site's pages, what follows the address beside it, as the content files' links are (src/admin/SiteLinkControl.tsx); the build checks it leads to a page (src/buildSteps/content/loadSiteContent.ts).
    const picked = 'Pick the page from the list; what follows its address (?subject=quote, #…) goes in the box beside it.';
    // Decap's field type knows its own widgets only.
    return { ...inColumn, hint: `${field.hint} ${picked}`, widget: SITE_LINK_WIDGET } as unknown as CmsField;
  }
  // The texts are checked for the agency's facts written out, as the body is (src/admin/articleTextField.ts).
  if ((TRANSLATED_FIELDS as readonly string[]).includes(name)) return { ...inColumn, widget: field.widget === 'text' ? ARTICLE_WIDGETS.paragraph : ARTICLE_WIDGETS.line } as unknown as CmsField;
  return inColumn as CmsField;
}

/** What the article compiler renders: headings level 2 and 3, bold, italic, links, lists, notes (quotes); tables in Markdown mode. */
const bodyField: CmsField = {
  name: 'body',
  label: 'Article',
  // Markdown kept as written, checked as the build checks it (src/admin/articleTextField.ts). Decap's types know its own widgets only.
  widget: ARTICLE_WIDGETS.body as 'text',
  i18n: i18nOf('body'),
  hint: 'Markdown: ## a section, ### a part of it, **bold**, *italic*, [words](/contact) a link (a page of the site starts with /), - a point of a list, > a highlighted tip, tables with |. The agency’s phone, fax, e-mail and address are not written out: link to the contact page.',
};

export function articlesCollection(choices: FieldChoices = fieldChoices()): CmsCollection {
  return {
    name: 'articles',
    label: 'Blog articles',
    label_singular: 'Article',
    description: 'Each article gets its card on the blog, its own page and its place in the sitemap.',
    folder: ARTICLES_PATH,
    i18n: true,
    extension: 'md',
    // The frontmatter written one line per value, in the fields' order (src/admin/articleMarkdown.ts).
    format: ARTICLE_MARKDOWN_FORMAT,
    create: true,
    delete: true,
    // The file is named after the article's address, which the build checks.
    identifier_field: 'id',
    slug: '{{fields.id}}',
    summary: '{{title}} ({{category}}, {{date}})',
    sortable_fields: ['date', 'title', 'category'],
    view_groups: [{ label: 'Category', field: 'category' }],
    preview_path: 'blog/{{fields.id}}',
    fields: [...contentFields(frontmatterFile.fields, choices).map(frontmatterField), bodyField],
  };
}
