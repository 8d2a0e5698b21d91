/**
 * Vite plugin: the blog's Markdown articles become JavaScript at build time.
 *
 * - `virtual:blog-articles` exports `articleIds` (each language's article
 *   ids, newest first), `articleLists` (one lazy import per language of its
 *   list) and `articleBodies` (one lazy import per article and language).
 *   The route table imports it, so it holds no copy at all.
 * - `virtual:blog-articles/<locale>` is one language's list: the validated
 *   frontmatter without the fields only the article page shows, with the
 *   article's path and languages. The blog's and the home page's copy and the
 *   head builder load it: a page loads its own language's list only.
 * - `<dir>/<locale>/<id>.md?article-body` is one article's page content in one
 *   language (body tree, subtitle, call to action), in its own chunk, loaded
 *   with the article's page.
 *
 * The folder (BLOG_ARTICLES_DIR, default src/content/blog/articles) holds one
 * subfolder per language, the layout the content editor writes
 * (docs/i18n.md, "Articles in two languages"): `en/<id>.md` is the
 * article, `es/<id>.md` its optional Spanish version. Adding an article is
 * adding a file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { SHARED_FIELDS, TRANSLATED_FIELDS } from '../../content/blog/frontmatter.ts';
import { locales, type Locale } from '../../i18n/locale.ts';
import { splitFrontmatter } from './readFrontmatter.ts';
import { ArticleError, compileArticle, type CompiledArticle } from './compileArticle.ts';
import { photosIn, type Photos } from '../content/photos.ts';
import { contentPaths } from '../content/contentPaths.ts';

export const ARTICLES_MODULE = 'virtual:blog-articles';
const RESOLVED_ARTICLES_MODULE = `\0${ARTICLES_MODULE}`;
const listModule = (locale: Locale) => `${ARTICLES_MODULE}/${locale}`;
const BODY_QUERY = '?article-body';

/** The language every article is written in first; the others are its translations. */
export const ORIGINAL_LOCALE: Locale = 'en';

const projectRoot = resolve(import.meta.dirname, '../../..');

export const defaultArticlesDir = () =>
  resolve(projectRoot, process.env.BLOG_ARTICLES_DIR ?? resolve(process.env.CONTENT_ROOT ?? projectRoot, 'src/content/blog/articles'));

export interface LoadedArticle extends CompiledArticle {
  file: string;
  locale: Locale;
  /** The body as written, for the checks that need the site's pages and facts (src/buildSteps/content/loadSiteContent.ts). */
  markdown: string;
}

const markdownFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => join(dir, name))
    : [];

/** Newest first; the id breaks ties so the order never depends on the file system. */
const newestFirst = (a: CompiledArticle, b: CompiledArticle) => b.meta.date.localeCompare(a.meta.date) || a.meta.id.localeCompare(b.meta.id);

/**
 * A translation the content editor started but nobody wrote: it saves the
 * shared facts into the other language's file as soon as they change. With
 * no translated field and no body it is not a translation yet, so the
 * article stays English-only (docs/i18n.md allows that); anything more must
 * be a whole, valid translation.
 */
function isUntranslatedStub(source: string, file: string): boolean {
  const { data, markdown } = splitFrontmatter(source, file);
  if (markdown.trim()) return false;
  if (typeof data !== 'object' || data === null) return data === null;
  const record = data as Record<string, unknown>;
  return TRANSLATED_FIELDS.every((field) => record[field] === undefined || record[field] === null || String(record[field]).trim() === '');
}

/**
 * Reads and compiles every article of every language; throws on the first
 * invalid file, on a translation without its English original and on a
 * translation whose shared facts differ from the original's.
 */
export function loadAllArticles(dir: string): Record<Locale, LoadedArticle[]> {
  if (!existsSync(dir)) throw new Error(`[blog] articles folder not found: ${dir}`);
  const originalDir = join(dir, ORIGINAL_LOCALE);
  if (!existsSync(originalDir)) throw new Error(`[blog] articles folder has no ${ORIGINAL_LOCALE}/ subfolder: ${dir}`);
  const compile = (file: string, locale: Locale): LoadedArticle => {
    const source = readFileSync(file, 'utf8');
    return { file, locale, markdown: splitFrontmatter(source, displayPath(file)).markdown, ...compileArticle(source, displayPath(file)) };
  };
  const originals = markdownFiles(originalDir).map((file) => compile(file, ORIGINAL_LOCALE));
  const byId = new Map(originals.map((article) => [article.meta.id, article]));
  const result = { [ORIGINAL_LOCALE]: originals.sort(newestFirst) } as Record<Locale, LoadedArticle[]>;
  for (const locale of locales.filter((candidate) => candidate !== ORIGINAL_LOCALE)) {
    const translations: LoadedArticle[] = [];
    for (const file of markdownFiles(join(dir, locale))) {
      const shown = displayPath(file);
      const id = basename(file, '.md');
      const original = byId.get(id);
      if (!original) {
        throw new ArticleError(shown, `is a translation without its English original: add ${ORIGINAL_LOCALE}/${id}.md, or rename this file after the article it translates`);
      }
      const source = readFileSync(file, 'utf8');
      if (isUntranslatedStub(source, shown)) continue;
      const translation = compile(file, locale);
      checkSharedFacts(translation, original, shown);
      translations.push(translation);
    }
    result[locale] = translations.sort(newestFirst);
  }
  return result;
}

/** The facts a translation repeats must be the original's (SHARED_FIELDS). */
function checkSharedFacts(translation: CompiledArticle, original: CompiledArticle, file: string) {
  const value = (article: CompiledArticle, field: (typeof SHARED_FIELDS)[number]) =>
    field === 'ctaHref' ? article.meta.cta.href : article.meta[field];
  const problems = SHARED_FIELDS.filter((field) => value(translation, field) !== value(original, field)).map(
    (field) =>
      `frontmatter field "${field}" must be the English original's (${JSON.stringify(value(original, field))}); got ${JSON.stringify(value(translation, field))}`,
  );
  if (problems.length > 0) throw new ArticleError(file, problems);
}

/** One language's articles (English by default), newest first; every language is checked. */
export function loadArticles(dir: string, locale: Locale = ORIGINAL_LOCALE): LoadedArticle[] {
  return loadAllArticles(dir)[locale];
}

/** Paths in error messages: relative to the project when inside it. */
function displayPath(file: string): string {
  const rel = relative(projectRoot, file);
  return rel.startsWith('..') ? file : rel;
}

/**
 * A list's entry: what cards and the head use, with the article's path and
 * languages, and an uploaded photo's variants (the content plugin writes
 * them: src/buildSteps/content/). The rest loads with the page.
 */
function listMeta({ meta }: CompiledArticle, locale: Locale, all: Record<Locale, LoadedArticle[]>, photos: Photos) {
  const { subtitle: _subtitle, cta: _cta, ...listed } = meta;
  const languages = locales.filter((language) => all[language].some((article) => article.meta.id === meta.id));
  const photo = photos.get(meta.image);
  return { ...listed, locale, locales: languages, path: `/blog/${meta.id}`, ...(photo ? { photo } : {}) };
}

export function blogArticles({ dir = defaultArticlesDir() }: { dir?: string } = {}): Plugin {
  const articlesDir = resolve(dir);
  /** An article file of one of the languages: `<dir>/<locale>/<id>.md`. */
  const localeOfFile = (file: string): Locale | undefined => {
    if (!file.startsWith(`${articlesDir}/`) || !file.endsWith('.md')) return undefined;
    const parts = file.slice(articlesDir.length + 1).split('/');
    return parts.length === 2 ? locales.find((locale) => locale === parts[0]) : undefined;
  };
  const isArticleFile = (file: string) => localeOfFile(file) !== undefined;
  return {
    name: 'blog-articles',
    enforce: 'pre',

    resolveId(id) {
      if (id === ARTICLES_MODULE) return RESOLVED_ARTICLES_MODULE;
      if (locales.some((locale) => id === listModule(locale))) return `\0${id}`;
      if (id.endsWith(BODY_QUERY) && isAbsolute(id) && isArticleFile(id.slice(0, -BODY_QUERY.length))) return id;
      return undefined;
    },

    async load(id) {
      if (id === RESOLVED_ARTICLES_MODULE) {
        const all = loadAllArticles(articlesDir);
        // Rebuild the lists when any article changes (dev server and watch mode).
        for (const list of Object.values(all)) for (const article of list) this.addWatchFile(article.file);
        const ids = Object.fromEntries(locales.map((locale) => [locale, all[locale].map((article) => article.meta.id)]));
        const lists = locales.map((locale) => `  ${locale}: () => import(${JSON.stringify(listModule(locale))}),`);
        const bodies = locales.map((locale) => {
          const imports = all[locale].map(
            (article) => `    ${JSON.stringify(article.meta.id)}: () => import(${JSON.stringify(article.file + BODY_QUERY)}),`,
          );
          return `  ${locale}: {\n${imports.join('\n')}\n  },`;
        });
        return [
          `export const articleIds = ${JSON.stringify(ids)};`,
          `export const articleLists = {\n${lists.join('\n')}\n};`,
          `export const articleBodies = {\n${bodies.join('\n')}\n};`,
        ].join('\n');
      }
      const listLocale = locales.find((locale) => id === `\0${listModule(locale)}`);
      if (listLocale) {
        const all = loadAllArticles(articlesDir);
        for (const list of Object.values(all)) for (const article of list) this.addWatchFile(article.file);
        const photos = await photosIn(contentPaths().uploads, all[listLocale].map((article) => article.meta.image));
        const list = all[listLocale].map((article) => listMeta(article, listLocale, all, photos));
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(list))});`;
      }
      if (id.endsWith(BODY_QUERY)) {
        const file = id.slice(0, -BODY_QUERY.length);
        if (!isArticleFile(file)) return undefined;
        const { meta, body } = compileArticle(readFileSync(file, 'utf8'), displayPath(file));
        const content = { subtitle: meta.subtitle, cta: meta.cta, ...body };
        // JSON.parse of a string literal parses faster than the same object literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(content))});`;
      }
      return undefined;
    },

    configureServer(server: ViteDevServer) {
      // A new or deleted article, in any language, changes the lists themselves: reload them.
      server.watcher.add(articlesDir);
      const refresh = (file: string) => {
        if (!isArticleFile(file)) return;
        for (const id of [RESOLVED_ARTICLES_MODULE, ...locales.map((locale) => `\0${listModule(locale)}`)]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}
