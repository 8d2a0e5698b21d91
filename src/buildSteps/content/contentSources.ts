/**
 * The first phase of reading the content: the files as written, YAML parsed
 * and not yet read against their model (src/content/site.yaml, the fixed
 * pages, the coverage pages), each titled as the editor lists it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { COVERAGE_FILE_NAME } from '../../content/model/coverage.ts';
import { pageFiles, type FixedPage } from '../../content/model/pages.ts';
import { EDITOR_TITLES } from '../cms/contentCollections.ts';
import type { Problems } from './contentProblems.ts';
import type { contentPaths } from './contentPaths.ts';

export type Paths = ReturnType<typeof contentPaths>;

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

/** The content files as written (YAML parsed, not yet read against their model). */
export interface Sources {
  site: unknown;
  pages: Record<FixedPage, unknown>;
  coverage: { slug: string; file: string; data: unknown }[];
}

export const pageFile = (paths: Paths, name: FixedPage) => join(paths.pages, `${name}.yaml`);
export const fixedPages = Object.keys(pageFiles) as FixedPage[];

/** The site's file, each fixed page's (a missing one, or one the site has no page for, is a problem) and each coverage page's. */
export function readSources(paths: Paths, problems: Problems): Sources {
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

