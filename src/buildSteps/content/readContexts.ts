/**
 * What a content file is read against in each language
 * (src/content/model/read.ts): the agency's facts, the forms, the articles
 * and uploads, and, once the coverage pages are placed, those pages and the
 * site's paths.
 */
import { join, resolve } from 'node:path';
import { agency } from '../../config/agency.ts';
import type { deriveFacts } from '../../config/deriveFacts.ts';
import type { FormValue } from '../../content/model/formNode.ts';
import { factValues } from '../../content/model/placeholders.ts';
import type { ReadContext } from '../../content/model/read.ts';
import { formModules } from '../../formDefinitions/modules.ts';
import { locales, type Locale } from '../../i18n/locale.ts';
import { moduleImport, type CoverageFacts, type ModuleImport } from '../../vocabulary/nodes.ts';
import type { loadAllArticles } from '../markdown/blogArticles.ts';
import type { Photos } from './photos.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');

export type Articles = ReturnType<typeof loadAllArticles>;

/** One value per language. */
export const byLocale = <T>(make: (locale: Locale) => T) => Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

/** A form's definition as a page's module imports it, in a language (src/formDefinitions/modules.ts says which module exports it). */
export const formImport = (locale: Locale) => (id: string) =>
  moduleImport<FormValue>(join(projectRoot, 'src/formDefinitions', locale === 'en' ? '' : locale, `${formModules[id as keyof typeof formModules]}.ts`), id);

/** What a file is read against in a language: the facts, the forms, the articles and uploads, and (once placed) the coverage pages and the site's paths. */
export function readContexts(facts: ReturnType<typeof deriveFacts>, articles: Articles, photos: Photos) {
  const siteOrigin = new URL(process.env.SITE_ORIGIN || facts.siteOrigin).origin;
  const buildYear = new Date().getFullYear();
  return (locale: Locale, coverage?: ReadonlyMap<string, CoverageFacts>, isSitePath: (path: string) => boolean = () => true): ReadContext => ({
    locale,
    facts: factValues(facts, locale, { buildYear, siteOrigin }),
    coverage,
    isSitePath,
    formIds: Object.keys(formModules),
    formModule: (id) => formImport(locale)(id) as unknown as ModuleImport,
    articleIds: articles[locale].map((article) => article.meta.id),
    photoOrigin: agency.photoOrigin,
    upload: (src) => photos.get(src),
    uploadProblem: (src) => photos.problem(src),
  });
}

export type ContextIn = ReturnType<typeof readContexts>;
