/**
 * Vite plugin: the blog's Markdown articles become JavaScript at build time.
 *
 * - `virtual:blog-articles` exports `articleMetas` (every article's validated
 *   frontmatter, newest first) and `articleBodies` (one lazy import per
 *   article). The route table imports it, so it stays small: metadata only.
 * - `<dir>/<id>.md?article-body` is one article's body tree as JSON, in its
 *   own chunk, loaded with the article's page.
 *
 * The folder is every `*.md` file in BLOG_ARTICLES_DIR (default
 * src/content/blog/articles): adding an article is adding a file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { compileArticle, type CompiledArticle } from './markdownArticle.ts';

export const ARTICLES_MODULE = 'virtual:blog-articles';
const RESOLVED_ARTICLES_MODULE = `\0${ARTICLES_MODULE}`;
const BODY_QUERY = '?article-body';

const projectRoot = resolve(import.meta.dirname, '../..');

export const defaultArticlesDir = () =>
  resolve(projectRoot, process.env.BLOG_ARTICLES_DIR ?? 'src/content/blog/articles');

/** Reads and compiles every article of a folder; throws on the first invalid one. */
export function loadArticles(dir: string): (CompiledArticle & { file: string })[] {
  if (!existsSync(dir)) throw new Error(`[blog] articles folder not found: ${dir}`);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(dir, name));
  const articles = files.map((file) => ({ file, ...compileArticle(readFileSync(file, 'utf8'), displayPath(file)) }));
  // Newest first; the id breaks ties so the order never depends on the file system.
  return articles.sort((a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.id.localeCompare(b.meta.id));
}

/** Paths in error messages: relative to the project when inside it. */
function displayPath(file: string): string {
  const rel = relative(projectRoot, file);
  return rel.startsWith('..') ? file : rel;
}

export function blogArticles({ dir = defaultArticlesDir() }: { dir?: string } = {}): Plugin {
  const articlesDir = resolve(dir);
  const isArticleFile = (file: string) => file.startsWith(`${articlesDir}/`) && file.endsWith('.md');
  return {
    name: 'blog-articles',
    enforce: 'pre',

    resolveId(id) {
      if (id === ARTICLES_MODULE) return RESOLVED_ARTICLES_MODULE;
      if (id.endsWith(BODY_QUERY) && isAbsolute(id) && isArticleFile(id.slice(0, -BODY_QUERY.length))) return id;
      return undefined;
    },

    load(id) {
      if (id === RESOLVED_ARTICLES_MODULE) {
        const articles = loadArticles(articlesDir);
        // Rebuild the list when any article changes (dev server and watch mode).
        for (const article of articles) this.addWatchFile(article.file);
        const metas = articles.map((article) => article.meta);
        const bodies = articles.map(
          (article) => `  ${JSON.stringify(article.meta.id)}: () => import(${JSON.stringify(article.file + BODY_QUERY)}),`,
        );
        return [
          `export const articleMetas = ${JSON.stringify(metas, null, 2)};`,
          `export const articleBodies = {\n${bodies.join('\n')}\n};`,
        ].join('\n');
      }
      if (id.endsWith(BODY_QUERY)) {
        const file = id.slice(0, -BODY_QUERY.length);
        if (!isArticleFile(file)) return undefined;
        const { body } = compileArticle(readFileSync(file, 'utf8'), displayPath(file));
        // JSON.parse of a string literal parses faster than the same object literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(body))});`;
      }
      return undefined;
    },

    configureServer(server: ViteDevServer) {
      // A new or deleted article changes the list itself: reload it.
      server.watcher.add(articlesDir);
      const refresh = (file: string) => {
        if (!isArticleFile(file)) return;
        const list = server.moduleGraph.getModuleById(RESOLVED_ARTICLES_MODULE);
        if (list) server.moduleGraph.invalidateModule(list);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}
