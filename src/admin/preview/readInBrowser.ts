/**
 * Reading a content file in the editor's preview, with the build's own
 * reader (src/content/model/read.ts) and a context made in the browser:
 *
 * - the facts' values from the agency facts the editor was built with
 *   (a change of facts not yet published shows once the site is rebuilt);
 * - the other coverage pages (paths, names, cards) and the articles as they
 *   were when the editor was built (virtual:content/editor,
 *   virtual:blog-articles), the page being edited added by its address;
 * - an upload shown from the editor's media store (a photo just uploaded is
 *   in no build yet), without the variants the build makes.
 *
 * Where the build's module would import a form's definition or an article
 * list (a module import in the value read), the preview puts the value
 * itself: the editor's bundle holds every form in both languages.
 */
import { articleIds, articleLists } from 'virtual:blog-articles';
import { coverageFacts } from 'virtual:content/editor';
import { agency } from '../../config/agency';
import { isSitePathIn, sitePages } from '../sitePages';
import { isModuleImport, type CoverageFacts, type ModuleImport } from '../../vocabulary/nodes';
import { editorFacts } from '../editorFacts';
import type { ReadContext } from '../../content/model/read';
import { formDefinitions as englishForms } from '../../formDefinitions/registry';
import { formDefinitions as spanishForms } from '../../formDefinitions/es/registry';
import { locales, type Locale } from '../../i18n/locale';
import englishCards from 'virtual:content/blog-cards/en';
import spanishCards from 'virtual:content/blog-cards/es';

const FORMS: Record<Locale, Readonly<Record<string, unknown>>> = { en: englishForms, es: spanishForms };

/** Each language's article card words (src/content/site.yaml, blogCards). */
const ARTICLE_CARDS: Record<Locale, unknown> = { en: englishCards, es: spanishCards };

/** Each language's article list (the home page's teasers, the blog's list), once loaded. */
const ARTICLE_LISTS: Partial<Record<Locale, unknown>> = {};

/** Resolves once both languages' article lists are loaded: a page that shows articles reads them synchronously. */
export const articleListsLoaded: Promise<void> = Promise.all(
  locales.map(async (locale) => {
    ARTICLE_LISTS[locale] = (await articleLists[locale]()).default;
  }),
).then(() => undefined);

/** Where the preview's module imports point: a language's forms, a language's article list and card words (the model's derived values name them). */
const formsModule = (locale: Locale) => `forms/${locale}`;
const articlesModule = (locale: Locale) => `virtual:blog-articles/${locale}`;
const cardsModule = (locale: Locale) => `virtual:content/blog-cards/${locale}`;

export interface PreviewReadOptions {
  locale: Locale;
  /** The page being edited, by its address: a link to it, or to its Spanish twin, leads somewhere. */
  ownPath?: string;
  /** Where the editor shows an upload (Decap's media store: a blob for a photo just uploaded). */
  uploadUrl: (src: string) => string;
}

/** Every page of the site when the editor was built, the page being edited added. */
const sitePaths = (ownPath: string | undefined) => new Set<string>([...sitePages.map((page) => page.path), ...(ownPath ? [ownPath] : [])]);

export function previewReadContext({ locale, ownPath, uploadUrl }: PreviewReadOptions): ReadContext {
  const paths = sitePaths(ownPath);
  return {
    locale,
    facts: editorFacts[locale],
    coverage: new Map<string, CoverageFacts>(coverageFacts[locale].map((page) => [page.slug, page])),
    // As the build asks (src/buildSteps/content/loadSiteContent.ts): the path itself, or its English twin's.
    isSitePath: (path) => isSitePathIn(paths, path),
    formIds: Object.keys(englishForms),
    formModule: (id): ModuleImport => ({ importFrom: formsModule(locale), importName: id }),
    articleIds: articleIds[locale],
    photoOrigin: agency.photoOrigin,
    // Every upload named is shown as the editor has it; the build's check that the file exists is the build's.
    upload: (src) => ({ src: uploadUrl(src) }),
  };
}

/** `value` with each module import replaced by what it names: a form's definition in that language, a language's article list. */
export function withModulesResolved(value: unknown, locale: Locale): unknown {
  if (isModuleImport(value)) {
    if (value.importFrom === formsModule(locale)) return FORMS[locale][value.importName];
    if (value.importFrom === articlesModule(locale)) return ARTICLE_LISTS[locale];
    if (value.importFrom === cardsModule(locale)) return ARTICLE_CARDS[locale];
    return undefined;
  }
  if (Array.isArray(value)) return value.map((item) => withModulesResolved(item, locale));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withModulesResolved(item, locale)]));
  return value;
}

/** The form a coverage page shows when its file names none, in a language (src/content/model/coverage.ts, DEFAULT_FORM). */
export const formIn = (locale: Locale, id: string) => FORMS[locale][id];
