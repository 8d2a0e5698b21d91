/**
 * Where each URL's prerendered HTML lives in dist/. The bundled server, the
 * static hosts' files (src/buildSteps/prerender/hostingHeaders.ts) and the prerender step all place
 * and find pages through these two functions, so they cannot disagree.
 */
import { localizedPath, type Locale } from '../i18n/locale';

/**
 * "/" -> index.html, "/a/b" -> a/b.html; Spanish pages alike: "/es" ->
 * es.html, "/es/about" -> es/about.html. A file beside its folder, never a
 * folder's index.html: static hosts serve "/es" from es.html as is, but
 * Cloudflare Pages answers "/es" with a redirect to "/es/" when the page is
 * es/index.html, the opposite of the site's one URL per page.
 */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * A language's not-found page: 404.html, es/404.html. Each sits at the top of
 * its language's folder, where Cloudflare Pages looks for the nearest 404.html.
 */
export const notFoundFileFor = (locale: Locale) => htmlFileFor(localizedPath(locale, '/404'));
