/**
 * The coverage pages' places, read before anything else so that pages can
 * name each other: each page's address and order, the site's paths, and
 * what each page is to the others in each language.
 */
import {
  CATEGORY_BASE,
  coverageFile,
  groupOf,
  placementFields,
  type CoverageEntry,
  type CoverageFile,
} from '../../content/model/coverage.ts';
import { FIXED_PAGE_PATHS } from '../../content/model/pages.ts';
import { deadLinkProblem, readContent } from '../../content/model/read.ts';
import { articleBodyProblems, articleTextProblems } from '../../content/blog/articleTextProblems.ts';
import { TRANSLATED_FIELDS } from '../../content/blog/frontmatter.ts';
import { locales, type Locale } from '../../i18n/locale.ts';
import type { CoverageFacts, ObjectNode } from '../../vocabulary/nodes.ts';
import type { Problems } from './contentProblems.ts';
import type { Sources } from './contentSources.ts';
import { byLocale, type Articles, type ContextIn } from './readContexts.ts';

export type CoverageFileEntry = CoverageEntry & { file: string };

type Placements = Map<string, Record<Locale, Partial<CoverageFile>>>;

/**
 * The coverage pages' places, read from their placement fields before
 * anything else so that pages can name each other: each page's address and
 * order, the site's paths (an article's closing button must lead to one;
 * it is a shared fact, named once in the English file), and what each page
 * is to the others in each language (path, name, cards).
 */
export function placeCoveragePages(sources: Sources, articles: Articles, contextIn: ContextIn, problems: Problems) {
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

export type Places = ReturnType<typeof placeCoveragePages>;

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
