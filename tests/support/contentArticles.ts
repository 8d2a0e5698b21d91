/**
 * The blog's articles as the build read them, newest first as the listing
 * shows them: the same folder (BLOG_ARTICLES_DIR moves it for the build and
 * for these tests alike), so the browser tests and the site checks follow the content.
 */
import { defaultArticlesDir, loadArticles } from '../../src/buildSteps/markdown/blogArticles';

export const contentArticles = loadArticles(defaultArticlesDir()).map(({ meta }) => ({ ...meta, path: `/blog/${meta.id}` }));
