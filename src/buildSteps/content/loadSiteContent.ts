/**
 * Every content file of the site, read and checked at once (docs/content.md):
 * src/content/site.yaml, the fixed pages in src/content/pages/, the coverage
 * pages in src/content/coverage/. Each file is read in every language
 * against its model (src/content/model/); any problem in any file stops the
 * build with one message that names each file and field. What comes out is
 * each page's content in each language, the coverage pages' index (paths,
 * menus, order) and each language's frame words and heads.
 *
 * CONTENT_ROOT reads another working copy (the content editor's browser
 * test, a copy of the repository): its src/content/, its facts file and its
 * uploads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAgencyFacts } from '../../config/agencyFacts.ts';
import { deriveFacts } from '../../config/deriveFacts.ts';
import { locales, type Locale } from '../../i18n/locale.ts';
import { coverageFile, coveragePageContent, DEFAULT_FORM, type CoverageFile } from '../../content/model/coverage.ts';
import type { CoverageFacts, ObjectNode, PhotoData } from '../../vocabulary/nodes.ts';
import { pageFiles, type FixedPage } from '../../content/model/pages.ts';
import { readContent } from '../../content/model/read.ts';
import { siteFile, type FrameWords, type Heads, type SiteWords, type TitleAndDescription } from '../../content/model/site.ts';
import { loadAllArticles } from '../markdown/blogArticles.ts';
import { ContentError, problemList, type Problems } from './contentProblems.ts';
import { contentPaths, contentRoot } from './contentPaths.ts';
import { fixedPages, pageFile, readSources, type Paths, type Sources } from './contentSources.ts';
import { linksToCoveragePages, type CoverageLinks } from './coverageLinks.ts';
import { placeCoveragePages, type CoverageFileEntry, type Places } from './coveragePlaces.ts';
import { photosIn, type Photos } from './photos.ts';
import { byLocale, formImport, readContexts, type Articles, type ContextIn } from './readContexts.ts';

export { ContentError, contentPaths, contentRoot, type CoverageFileEntry };

export interface SiteContent {
  coverage: CoverageFileEntry[];
  coveragePage: (slug: string, locale: Locale) => unknown;
  page: (name: FixedPage, locale: Locale) => unknown;
  words: (locale: Locale) => FrameWords;
  blogCards: (locale: Locale) => SiteWords['blogCards'];
  errorScreen: (locale: Locale) => string;
  heads: (locale: Locale) => Heads;
  /** Every coverage page as other pages see it in one language (path, name, cards), in their order: the content editor's preview reads with them. */
  coverageFacts: (locale: Locale) => CoverageFacts[];
  /**
   * Where each coverage page is linked from or named, by its file name, as the
   * office finds it ("Pages › About page: Sections › …"): the content editor
   * refuses to delete a page that is (src/admin/guardDeletion.ts).
   */
  linksTo: Record<string, string[]>;
  /** Of those, the links written as the page's address, which a change of its address would leave leading nowhere. */
  linksToAddress: Record<string, string[]>;
  /** Every file read, for the development server to watch. */
  files: string[];
  /** The uploads the pages show, with their variants (the client build writes them). */
  photos: Photos;
}

/** What reading the content gave: the content, drawn from what could be read, and every problem found on the way (the development server serves on). */
export interface ContentReading {
  content: SiteContent;
  error?: ContentError;
}

/** Reads every content file of a working copy; throws a ContentError naming every problem (a build stops on it). */
export async function loadSiteContent(root = contentRoot()): Promise<SiteContent> {
  const { content, error } = await readSiteContent(root);
  if (error) throw error;
  return content;
}

/**
 * Reads every content file of a working copy, and says what is wrong rather
 * than stopping: the content is what could be read (a page whose file has a
 * problem may lack the field in question), the problems are in the error.
 * Its phases, in order, each adding what it finds to the same list of
 * problems: the files as written, the uploads they name, the coverage
 * pages' places (so that pages can name each other), every file in every
 * language, and, beside the content, where each coverage page is linked from.
 */
export async function readSiteContent(root = contentRoot()): Promise<ContentReading> {
  const paths = contentPaths(root);
  const problems = problemList(root);
  const facts = deriveFacts(parseAgencyFacts(readFileSync(paths.facts, 'utf8'), problems.shown(paths.facts)));
  const articles = loadAllArticles(paths.articles);
  const sources = readSources(paths, problems);
  const photos = await checkUploads(paths, sources, articles, problems);
  const contextIn = readContexts(facts, articles, photos);
  const places = placeCoveragePages(sources, articles, contextIn, problems);
  const languages = readEveryLanguage(paths, sources, places, contextIn, problems);
  const error = problems.error();
  const links = linksToCoveragePages(paths, sources, places.entries, problems.titled);
  const content = assemble(paths, sources, places, languages, links, photos);
  return { content, ...(error ? { error } : {}) };
}

/**
 * The uploads, first of what is read: reading a photo asks for its size and
 * variants. Every file of the media folder the site does not take stops the
 * build, named; and so does each field that names one.
 */
async function checkUploads(paths: Paths, sources: Sources, articles: Articles, problems: Problems): Promise<Photos> {
  const articleImages = locales.flatMap((locale) => articles[locale].map((article) => article.meta.image));
  // An article's photo is also named by its own address (og:image, JSON-LD): its original is re-encoded.
  const photos = await photosIn(paths.uploads, [sources.site, ...Object.values(sources.pages), ...sources.coverage.map(({ data }) => data)], { originals: articleImages });
  for (const [name, problem] of photos.rejected) problems.file(join(paths.uploads, name), problem);
  for (const article of locales.flatMap((locale) => articles[locale])) {
    const problem = photos.problem(article.meta.image);
    if (problem) problems.file(article.file, `image names ${article.meta.image}, which ${problem}`);
  }
  return photos;
}

/** Every file in every language, against its model, with the coverage pages placed and the site's paths known. */
function readEveryLanguage(paths: Paths, sources: Sources, places: Places, contextIn: ContextIn, problems: Problems) {
  const read = <T>(node: ObjectNode, data: unknown, file: string, locale: Locale): T => {
    const { value, problems: found } = readContent(node, data, contextIn(locale, places.coverageFacts[locale], places.isSitePath));
    problems.read(file, found, node, data);
    return value as T;
  };
  // A frame that could not be read at all is drawn without its words (the problems say why).
  const siteWords = byLocale((locale) => read<SiteWords | undefined>(siteFile, sources.site, paths.site, locale) ?? ({ notFound: {} } as SiteWords));
  const pages = byLocale(
    (locale) =>
      Object.fromEntries(fixedPages.map((name) => [name, read(pageFiles[name], sources.pages[name], pageFile(paths, name), locale)])) as Record<
        FixedPage,
        Record<string, unknown> & { head: TitleAndDescription }
      >,
  );
  const coverage = byLocale((locale) => new Map(sources.coverage.map(({ slug, file, data }) => [slug, read<CoverageFile>(coverageFile, data, file, locale)])));
  return { siteWords, pages, coverage };
}

type Languages = ReturnType<typeof readEveryLanguage>;

/** The content as the build, the editor and the tests ask for it. Where a file had a problem, its value may lack the field (or be missing whole): what is drawn then is what could be read. */
function assemble(paths: Paths, sources: Sources, places: Places, languages: Languages, links: CoverageLinks, photos: Photos): SiteContent {
  const { entries, placements, coverageFacts } = places;
  const { siteWords, pages } = languages;
  const pageOf = (locale: Locale, name: FixedPage) => pages[locale][name] ?? ({ head: { title: '', description: '' } } as (typeof pages)[Locale][FixedPage]);
  const coverageOf = (locale: Locale, slug: string) => languages.coverage[locale].get(slug) ?? ({ name: '', description: '', sections: [] } as unknown as CoverageFile);
  const defaultForm = (locale: Locale) => formImport(locale)(DEFAULT_FORM);
  return {
    coverage: entries,
    coveragePage: (slug, locale) => coveragePageContent(coverageOf(locale, slug), defaultForm(locale)),
    page: (name, locale) => {
      const { head: _head, ...copy } = pageOf(locale, name);
      return copy;
    },
    words: (locale) => ({
      ...frameOf(siteWords[locale]),
      coverage: Object.fromEntries(
        entries.map(({ slug }) => {
          const { name, menuLabel } = placements.get(slug)![locale];
          return [slug, { title: name ?? '', ...(menuLabel ? { nav: menuLabel } : {}) }];
        }),
      ),
    }),
    blogCards: (locale) => siteWords[locale].blogCards,
    errorScreen: (locale) => siteWords[locale].errorScreen,
    heads: (locale) => ({
      pages: {
        ...(Object.fromEntries(fixedPages.map((name) => [name, pageOf(locale, name).head])) as Omit<Heads['pages'], 'thanks'>),
        thanks: siteWords[locale].thanksHead,
      },
      coverage: Object.fromEntries(entries.map(({ slug }) => [slug, { title: coverageOf(locale, slug).name, description: coverageOf(locale, slug).description }])),
      notFound: { title: siteWords[locale].notFound.title, description: siteWords[locale].notFound.description },
      homeCrumb: siteWords[locale].homeCrumb,
    }),
    coverageFacts: (locale) => [...coverageFacts[locale].values()],
    linksTo: links.linksTo,
    linksToAddress: links.linksToAddress,
    files: [paths.site, paths.facts, ...fixedPages.map((name) => pageFile(paths, name)), ...sources.coverage.map(({ file }) => file)],
    photos,
  };
}

/** The frame's words as every page loads them: without what only the head, the error screen and the article cards read. */
function frameOf({ errorScreen: _error, homeCrumb: _crumb, blogCards: _cards, thanksHead: _thanks, notFound, ...words }: SiteWords): Omit<FrameWords, 'coverage'> {
  return { ...words, notFound: { message: notFound.message, home: notFound.home } };
}

export type { Photos, PhotoData };
