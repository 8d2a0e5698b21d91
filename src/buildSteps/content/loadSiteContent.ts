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
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { agency } from '../../config/agency.ts';
import { parseAgencyFacts } from '../../config/agencyFacts.ts';
import { deriveFacts } from '../../config/deriveFacts.ts';
import { formModules } from '../../formDefinitions/modules.ts';
import { locales, type Locale } from '../../i18n/locale.ts';
import {
  CATEGORY_BASE,
  COVERAGE_FILE_NAME,
  coverageFile,
  coveragePageContent,
  DEFAULT_FORM,
  groupOf,
  placementFields,
  type CoverageEntry,
  type CoverageFile,
} from '../../content/model/coverage.ts';
import type { FormValue } from '../../content/model/formNode.ts';
import { moduleImport, type CoverageFacts, type ModuleImport, type ObjectNode, type PhotoData } from '../../vocabulary/nodes.ts';
import { FIXED_PAGE_PATHS, pageFiles, type FixedPage } from '../../content/model/pages.ts';
import { factValues } from '../../content/model/placeholders.ts';
import { placeOf, placeWords, problemInWords, valuesOfType } from '../../content/model/fieldPlace.ts';
import { articleBodyProblems, articleTextProblems } from '../../content/blog/articleTextProblems.ts';
import { TRANSLATED_FIELDS } from '../../content/blog/frontmatter.ts';
import { deadLinkProblem, readContent, type Problem, type ReadContext } from '../../content/model/read.ts';
import { EDITOR_TITLES } from '../cms/contentCollections.ts';
import { siteFile, type FrameWords, type Heads, type SiteWords, type TitleAndDescription } from '../../content/model/site.ts';
import { loadAllArticles } from '../markdown/blogArticles.ts';
import { photosIn, type Photos } from './photos.ts';
import { contentPaths, contentRoot } from './contentPaths.ts';

export { contentPaths, contentRoot };

const projectRoot = resolve(import.meta.dirname, '../../..');

export type CoverageFileEntry = CoverageEntry & { file: string };

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

export class ContentError extends Error {
  /**
   * @param problems each naming the file and the field's path, for a developer
   * @param forOffice the same problems as the office reads them: the page as the editor lists it, the field as its form shows it
   */
  constructor(
    readonly problems: string[],
    readonly forOffice: string[] = problems,
  ) {
    super(`Content files have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} (docs/content.md):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** What reading the content gave: the content, drawn from what could be read, and every problem found on the way (the development server serves on). */
export interface ContentReading {
  content: SiteContent;
  error?: ContentError;
}

const yamlFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.yaml')).sort() : []);

function readYaml(file: string, problem: (file: string, message: string) => void): unknown {
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problem(file, `is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** A coverage page's name in English, as the editor's list of coverage pages shows it. */
const nameOf = (data: unknown): string | undefined => {
  const name = (data as { name?: { en?: unknown } } | undefined)?.name?.en;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
};

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

/** Every problem found, twice worded: for a developer (file and field's path) and for the office (the page as the editor lists it). */
function problemList(root: string) {
  const shown = (file: string) => {
    const rel = relative(projectRoot, file);
    return rel.startsWith('..') ? relative(root, file) : rel;
  };
  const problems: string[] = [];
  const forOffice: string[] = [];
  /** Each file as the editor lists it, for the office's words ("Coverage pages › Auto Insurance"). */
  const titles = new Map<string, string>();
  const titled = (file: string) => titles.get(file) ?? shown(file);
  const add = (file: string, line: string, office: string) => {
    if (problems.includes(line)) return;
    problems.push(line);
    forOffice.push(`${titled(file)}: ${office}`);
  };
  return {
    shown,
    titled,
    title: (file: string, title: string) => void titles.set(file, title),
    file: (file: string, message: string) => add(file, `${shown(file)}: ${message}`, message),
    read: (file: string, list: Problem[], model: ObjectNode, data: unknown) => {
      for (const problem of list) add(file, `${shown(file)}: ${problem.path ? `${problem.path} ` : ''}${problem.message}`, problemInWords(model, data, problem));
    },
    error: () => (problems.length > 0 ? new ContentError(problems, forOffice) : undefined),
  };
}

type Problems = ReturnType<typeof problemList>;
type Paths = ReturnType<typeof contentPaths>;
type Articles = ReturnType<typeof loadAllArticles>;
type ContextIn = ReturnType<typeof readContexts>;

/** The content files as written (YAML parsed, not yet read against their model). */
interface Sources {
  site: unknown;
  pages: Record<FixedPage, unknown>;
  coverage: { slug: string; file: string; data: unknown }[];
}

const pageFile = (paths: Paths, name: FixedPage) => join(paths.pages, `${name}.yaml`);
const fixedPages = Object.keys(pageFiles) as FixedPage[];

/** The site's file, each fixed page's (a missing one, or one the site has no page for, is a problem) and each coverage page's. */
function readSources(paths: Paths, problems: Problems): Sources {
  problems.title(paths.site, EDITOR_TITLES.site);
  const site = readYaml(paths.site, problems.file);
  const pages = Object.fromEntries(
    fixedPages.map((name) => {
      const file = pageFile(paths, name);
      problems.title(file, EDITOR_TITLES.page(name));
      if (!existsSync(file)) problems.file(file, `is missing: the ${name} page cannot be deleted`);
      return [name, existsSync(file) ? readYaml(file, problems.file) : undefined];
    }),
  ) as Record<FixedPage, unknown>;
  for (const extra of yamlFiles(paths.pages).filter((name) => !(basename(name, '.yaml') in pageFiles))) {
    problems.file(join(paths.pages, extra), 'is no page of the site (a new coverage page goes in src/content/coverage/)');
  }
  const coverage = yamlFiles(paths.coverage).map((name) => {
    const file = join(paths.coverage, name);
    const slug = basename(name, '.yaml');
    const data = readYaml(file, problems.file);
    problems.title(file, EDITOR_TITLES.coverage(nameOf(data) ?? slug));
    if (!COVERAGE_FILE_NAME.pattern.test(slug)) problems.file(file, `the file name must be ${COVERAGE_FILE_NAME.words} (it is the page's address)`);
    return { slug, file, data };
  });
  return { site, pages, coverage };
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

const formImport = (locale: Locale) => (id: string) =>
  moduleImport<FormValue>(join(projectRoot, 'src/formDefinitions', locale === 'en' ? '' : locale, `${formModules[id as keyof typeof formModules]}.ts`), id);

/** What a file is read against in a language: the facts, the forms, the articles and uploads, and (once placed) the coverage pages and the site's paths. */
function readContexts(facts: ReturnType<typeof deriveFacts>, articles: Articles, photos: Photos) {
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

type Placements = Map<string, Record<Locale, Partial<CoverageFile>>>;

/**
 * The coverage pages' places, read from their placement fields before
 * anything else so that pages can name each other: each page's address and
 * order, the site's paths (an article's closing button must lead to one;
 * it is a shared fact, named once in the English file), and what each page
 * is to the others in each language (path, name, cards).
 */
function placeCoveragePages(sources: Sources, articles: Articles, contextIn: ContextIn, problems: Problems) {
  const placementNode: ObjectNode = {
    ...coverageFile,
    fields: Object.fromEntries(placementFields.map((name) => [name, coverageFile.fields[name]])),
  };
  const placements: Placements = new Map();
  for (const { slug, file, data } of sources.coverage) {
    const raw = typeof data === 'object' && data !== null ? Object.fromEntries(placementFields.map((name) => [name, (data as Record<string, unknown>)[name]])) : data;
    const read = Object.fromEntries(
      locales.map((locale) => {
        const { value, problems: found } = readContent(placementNode, raw, contextIn(locale));
        problems.read(file, found, placementNode, raw);
        return [locale, (value ?? {}) as Partial<CoverageFile>];
      }),
    ) as Record<Locale, Partial<CoverageFile>>;
    placements.set(slug, read);
  }
  const entries = coverageEntries(sources.coverage, placements, problems.file, problems.shown);

  const sitePaths = new Set<string>([...Object.values(FIXED_PAGE_PATHS), ...entries.map((entry) => entry.path), ...articles.en.map((article) => `/blog/${article.meta.id}`)]);
  const isSitePath = (path: string) => sitePaths.has(path) || sitePaths.has(path.replace(/^\/es(?=\/|$)/, '') || '/');
  for (const article of articles.en) {
    const dead = deadLinkProblem(article.meta.cta.href, isSitePath);
    if (dead) problems.file(article.file, `ctaHref ${dead}`);
  }
  // The articles' bodies and texts, every language: links to pages there are, no fact of the agency written out (the editor's rule too).
  for (const article of locales.flatMap((locale) => articles[locale])) {
    const { facts } = contextIn(article.locale);
    for (const problem of articleBodyProblems(article.markdown, { isSitePath, facts })) problems.file(article.file, `body: ${problem}`);
    for (const field of TRANSLATED_FIELDS) {
      // The closing box's fields are grouped as `cta` once read (src/content/blog/frontmatter.ts).
      const text = field.startsWith('cta') ? (article.meta.cta as Record<string, unknown>)[field.slice(3).toLowerCase()] : (article.meta as Record<string, unknown>)[field];
      if (typeof text === 'string') for (const problem of articleTextProblems(text, facts)) problems.file(article.file, `${field} ${problem}`);
    }
  }

  const coverageFacts = byLocale(
    (locale) =>
      new Map(
        entries.map((entry) => {
          const placement = placements.get(entry.slug)![locale];
          const facts: CoverageFacts = {
            slug: entry.slug,
            path: entry.path,
            name: placement.name ?? '',
            ...(placement.card ? { card: placement.card } : {}),
            ...(placement.home ? { homeCard: placement.home } : {}),
          };
          return [entry.slug, facts];
        }),
      ),
  );
  return { placements, entries, isSitePath, coverageFacts };
}

type Places = ReturnType<typeof placeCoveragePages>;

const byLocale = <T>(make: (locale: Locale) => T) => Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

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

/** Where each coverage page is linked from: a link to its address (or its Spanish twin's), a field naming it (a card, a parent). */
function linksToCoveragePages(paths: Paths, sources: Sources, entries: CoverageFileEntry[], titled: (file: string) => string) {
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

/** The content as the build, the editor and the tests ask for it. Where a file had a problem, its value may lack the field (or be missing whole): what is drawn then is what could be read. */
function assemble(paths: Paths, sources: Sources, places: Places, languages: Languages, links: ReturnType<typeof linksToCoveragePages>, photos: Photos): SiteContent {
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

/**
 * The coverage pages' paths and order: a page's own address, else the page
 * it is under's address and its file name, else its category's. A parent
 * that does not exist, a loop of parents, two pages at one address or a
 * group without exactly one overview stops the build.
 */
function coverageEntries(
  sources: { slug: string; file: string }[],
  placements: Map<string, Record<Locale, Partial<CoverageFile>>>,
  problem: (file: string, message: string) => void,
  shown: (file: string) => string,
): CoverageFileEntry[] {
  const fileOf = new Map(sources.map(({ slug, file }) => [slug, file]));
  const placementOf = (slug: string) => placements.get(slug)!.en;
  const pathOf = (slug: string, seen: string[] = []): string => {
    const { path, parent, category } = placementOf(slug);
    if (path) return path;
    if (parent) {
      if (seen.includes(parent) || parent === slug) {
        problem(fileOf.get(slug)!, `parent: the pages ${[...seen, slug].join(' → ')} are under each other in a loop`);
        return `/${slug}`;
      }
      if (!fileOf.has(parent)) return `/${slug}`; // reported by the model (no such page)
      return `${pathOf(parent, [...seen, slug])}/${slug}`;
    }
    return `${CATEGORY_BASE[category ?? 'personal']}/${slug}`;
  };
  const entries = sources.map(({ slug, file }): CoverageFileEntry => {
    const placement = placementOf(slug);
    const category = placement.category ?? 'personal';
    return {
      slug,
      path: pathOf(slug),
      category,
      group: groupOf(category),
      overview: placement.overview ?? false,
      order: placement.order ?? 0,
      nav: Boolean(placement.menuLabel),
      file,
    };
  });
  entries.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const byPath = new Map<string, CoverageFileEntry>();
  for (const entry of entries) {
    const other = byPath.get(entry.path);
    if (other) problem(entry.file, `its address ${entry.path} is also the address of ${shown(other.file)}: give one of them another file name or address`);
    else byPath.set(entry.path, entry);
    if ((Object.values(FIXED_PAGE_PATHS) as string[]).includes(entry.path)) problem(entry.file, `its address ${entry.path} is a fixed page's`);
  }
  for (const group of ['personal', 'commercial'] as const) {
    const overviews = entries.filter((entry) => entry.group === group && entry.overview);
    if (overviews.length !== 1) {
      const file = overviews[1]?.file ?? entries.find((entry) => entry.group === group)?.file ?? sources[0]?.file ?? 'src/content/coverage';
      problem(file, `the ${group} coverage pages need exactly one overview (found ${overviews.length}: ${overviews.map((entry) => entry.slug).join(', ') || 'none'})`);
    }
  }
  return entries;
}

export type { Photos, PhotoData };
