/**
 * Build-time compiler for one blog article: Markdown with YAML frontmatter in,
 * validated metadata and a typed body tree out. Runs in Node only (the Vite
 * plugin in blogArticles.ts); `yaml`, `marked` and the frontmatter schema
 * never reach the browser. Every problem throws an ArticleError naming the
 * file and the field or Markdown construct.
 */
import type { ArticleFrontmatter } from '../../content/blog/frontmatter.ts';
import type { ArticleBody } from '../../content/blog/model.ts';
import { readFrontmatter, splitFrontmatter } from './readFrontmatter.ts';
import { compileBody } from './compileBody.ts';

export { ArticleError } from './ArticleError.ts';

export interface CompiledArticle {
  meta: ArticleFrontmatter;
  body: ArticleBody;
}

/** `file` is used in messages and must be named `<id>.md`. */
export function compileArticle(source: string, file: string): CompiledArticle {
  const { data, markdown } = splitFrontmatter(source, file);
  return { meta: readFrontmatter(data, file), body: compileBody(markdown, file) };
}
