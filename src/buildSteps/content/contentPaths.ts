/**
 * Where the content is read from: this project, or the working copy named
 * by CONTENT_ROOT (the content editor's browser test, a copy of the
 * repository): its src/content/, its facts file, its articles and its
 * uploads. AGENCY_FACTS_FILE and BLOG_ARTICLES_DIR name those two alone.
 */
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../../..');

/** The working copy content is read from. */
export const contentRoot = () => resolve(projectRoot, process.env.CONTENT_ROOT ?? '.');

export const contentPaths = (root = contentRoot()) => ({
  root,
  content: join(root, 'src/content'),
  site: join(root, 'src/content/site.yaml'),
  pages: join(root, 'src/content/pages'),
  coverage: join(root, 'src/content/coverage'),
  facts: process.env.AGENCY_FACTS_FILE ? resolve(projectRoot, process.env.AGENCY_FACTS_FILE) : join(root, 'src/config/agency.json'),
  articles: process.env.BLOG_ARTICLES_DIR ? resolve(projectRoot, process.env.BLOG_ARTICLES_DIR) : join(root, 'src/content/blog/articles'),
  uploads: join(root, 'src/public/images/uploads'),
});
