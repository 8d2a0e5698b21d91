/**
 * Reads an article's frontmatter: the YAML block at the top of the file,
 * checked against the schema in src/content/blog/frontmatter.ts. Every
 * problem becomes one line naming the file and the field, with the rule the
 * writer has to follow.
 */
import { basename } from 'node:path';
import { type } from 'arktype';
import { parse as parseYaml } from 'yaml';
import { articleFrontmatter, frontmatterFields, type ArticleFrontmatter, type FrontmatterField } from '../../content/blog/frontmatter.ts';
import { ArticleError } from './ArticleError.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const BOM = '\uFEFF';

export function splitFrontmatter(source: string, file: string): { data: unknown; markdown: string } {
  const text = source.startsWith(BOM) ? source.slice(BOM.length) : source;
  const match = FRONTMATTER.exec(text);
  if (!match) throw new ArticleError(file, 'missing frontmatter (the file must start with a --- block)');
  try {
    return { data: parseYaml(match[1]!), markdown: text.slice(match[0].length) };
  } catch (error) {
    throw new ArticleError(file, `frontmatter is not valid YAML: ${(error as Error).message}`);
  }
}

const fieldNames = Object.keys(frontmatterFields) as FrontmatterField[];
const isField = (key: string): key is FrontmatterField => key in frontmatterFields;

/** What is wrong with one field, told from the value the writer gave. */
function fieldProblem(field: FrontmatterField, value: unknown): string {
  const rule = frontmatterFields[field].description;
  if (value === undefined || value === null || value === '') return `frontmatter field "${field}" is required: ${rule}`;
  if (typeof value !== 'string') return `frontmatter field "${field}" must be text (quote it): ${rule}`;
  return `frontmatter field "${field}" must be ${rule}; got ${JSON.stringify(value.trim())}`;
}

export function readFrontmatter(data: unknown, file: string): ArticleFrontmatter {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ArticleError(file, 'frontmatter must be a list of "field: value" lines');
  }
  const record = data as Record<string, unknown>;
  const result = articleFrontmatter(record);
  if (result instanceof type.errors) {
    const failed = new Set(result.map((error) => String(error.path[0])));
    const unknown = Object.keys(record).filter((key) => !isField(key));
    const problems = [
      ...unknown.map((key) => `unknown frontmatter field "${key}" (known: ${fieldNames.join(', ')})`),
      ...fieldNames.filter((field) => failed.has(field)).map((field) => fieldProblem(field, record[field])),
    ];
    throw new ArticleError(file, problems.length > 0 ? problems : result.summary);
  }
  // The one rule the schema cannot hold: it depends on where the file is.
  if (basename(file) !== `${result.id}.md`) throw new ArticleError(file, fieldProblem('id', result.id));
  return result;
}
