/**
 * The Decap file format of the blog articles (src/content/blog/articles/<locale>/<id>.md):
 * the frontmatter written as the repository keeps it, so a saved article
 * differs from the one read only where the office changed something.
 * Decap's own `frontmatter` format writes the YAML with its own writer,
 * which folds every line past 80 characters (a subtitle, an excerpt, the
 * closing text: each would turn into two or three lines on the first save)
 * and unquotes nothing it reads back. This one writes the fields in the
 * editor's order (./jsonInFieldOrder.ts), one line per value (the project's
 * `yaml`, `lineWidth: 0`), the date quoted, and the body after the block as
 * it was read.
 */
import type { CmsField } from 'decap-cms-core';
import { Document, isScalar, parse, Scalar, visit } from 'yaml';
import { inFieldOrder } from './jsonInFieldOrder.ts';

/** The format's name in the editor's configuration (src/buildSteps/cms/articlesCollection.ts). */
export const ARTICLE_MARKDOWN_FORMAT = 'article-markdown';

/** The block at the top of the file, as the build reads it (src/buildSteps/markdown/readFrontmatter.ts). */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A day, `2026-09-22`: quoted, so that a YAML 1.1 reader (Decap's own, or
 * any tool on the files) reads it as the text the build wants, not a date.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function articleMarkdown(fields: CmsField[]) {
  return {
    fromFile(content: string): Record<string, unknown> {
      const match = FRONTMATTER.exec(content);
      if (!match) return { body: content };
      const body = content.slice(match[0].length);
      return { ...((parse(match[1]!) as Record<string, unknown> | null) ?? {}), ...(body.trim() ? { body } : {}) };
    },
    toFile(data: Record<string, unknown>): string {
      const { body = '', ...meta } = data;
      const document = new Document(inFieldOrder(meta, fields));
      visit(document, {
        Scalar: (_key, node) => {
          if (isScalar(node) && typeof node.value === 'string' && DAY.test(node.value)) node.type = Scalar.QUOTE_DOUBLE;
        },
      });
      return `---\n${document.toString({ lineWidth: 0 })}---\n${String(body)}`;
    },
  };
}
