/**
 * The last step of `npm run build` (src/buildSteps/build.ts), after the
 * client and server builds: renders every route of the route table into its
 * own static HTML file, plus 404.html, the sitemap and robots.txt, then
 * precompresses text files for the server and static hosts.
 * Each page gets its critical CSS inline (criticalCssInliner.ts) before it is
 * written, and its deferred rules' file when it has one, so the .br and .gz
 * files hold the pages as served.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as ServerModule from '../../entry-server';
import { criticalCssInliner, templateStylesheet } from './criticalCssInliner';
import { deferApp, readBootCode, readManifest } from './deferApp';
import { inlineIcon } from './inlineIcon';
import { replaceOnce } from '../rewrites/replaceOnce';
import { precompress } from './precompress';
import { distDir as dist, ssrDir } from '../../distContract/outDirs';
import { htmlFileFor, notFoundFileFor } from '../../distContract/htmlFileFor';
import { netlifyHeaders, netlifyRedirects } from './hostingHeaders';
import { agency } from '../../config/agency';
import { relayEndpoint, relayFormAction } from '../../config/relay';
import { BUILT_SITE_FILE, builtSiteJson } from '../../distContract/builtSite';
import { robotsTxt, sitemapXml } from './sitemapXml';
import { sitemapPages } from './sitemapPages';
import { htmlLang, locales, type Locale } from '../../i18n/locale';


type ServerEntry = typeof ServerModule;

// React's production builds render the pages: the server bundle keeps React's own choice of build, made when it loads
// from NODE_ENV, and its development build renders the same HTML a third slower, checking and recording each element
// (docs/performance.md, "Page weight, as built").
process.env.NODE_ENV ??= 'production';

/** Writes the pages, the sitemap, robots.txt and the hosts' files into dist/, then precompresses it. */
export async function prerender() {
  const manifest = await readManifest(dist);
  // The boot module inline; the headers allow it by its hash (src/buildSteps/prerender/deferApp.ts).
  const deferred = deferApp(await readFile(join(dist, 'index.html'), 'utf8'), manifest, await readBootCode(dist, manifest));
  const { scriptHash } = deferred;
  // The icon inline: no request of the browser's own during the load (src/buildSteps/prerender/inlineIcon.ts).
  const template = await inlineIcon(deferred.html, dist);
  const site = { relayEndpoint, relayFormAction, siteOrigin: agency.siteOrigin, scriptHashes: [scriptHash] };
  // Checked once here, so that a template without its placeholders stops the build before any page is written.
  const step = 'prerender (src/buildSteps/prerender/prerender.ts)';
  const placeholder = (name: string) => ({ step, what: `the <!--${name}--> placeholder of src/index.html` });
  const page = ({ head, html }: { head: string; html: string }, locale: Locale) =>
    replaceOnce(
      replaceOnce(
        replaceOnce(template, '<html lang="en">', `<html lang="${htmlLang[locale]}">`, { step, what: 'the <html lang="en"> of src/index.html' }),
        '<!--app-head-->',
        head,
        placeholder('app-head'),
      ),
      '<!--app-html-->',
      html,
      placeholder('app-html'),
    );
  page({ head: '', html: '' }, 'en');
  // Each page's CSS inline: the whole stylesheet, or the runs it uses and a file of the others (src/buildSteps/prerender/criticalCssInliner.ts).
  const withCriticalCss = criticalCssInliner(dist, templateStylesheet(template));
  const server: ServerEntry = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

  const write = async (file: string, content: string) => {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), content);
  };

  const writePage = async (file: string, html: string) => {
    const inlined = await withCriticalCss(html, file);
    await write(file, inlined.html);
    // The rules such a page does not carry inline, which its boot module fetches.
    if (inlined.deferred) await write(inlined.deferred.file, inlined.deferred.json);
  };
  for (const route of server.routes) {
    await writePage(htmlFileFor(route.url), page(await server.render(route.url), route.locale));
  }
  // Each language's 404 page: 404.html, es/404.html (docs/i18n.md).
  for (const locale of locales) {
    await writePage(notFoundFileFor(locale), page(await server.render(undefined, locale), locale));
  }
  await write('sitemap.xml', sitemapXml(sitemapPages(server.routes)));
  await write('robots.txt', robotsTxt());
  await write('_headers', netlifyHeaders(site));
  await write('_redirects', netlifyRedirects());
  const compressed = await precompress(dist);
  // After compression: for the server that serves this build, not for visitors.
  await write(BUILT_SITE_FILE, builtSiteJson(site));
  console.log(`prerendered ${server.routes.length} routes + 404.html in each language; precompressed ${compressed} files`);
  // Where the forms post decides which hosts can serve this build (docs/deploy.md, "Which relay").
  console.log(
    relayEndpoint.startsWith('/')
      ? `forms post to the lead relay on the site's own origin (${relayEndpoint}): serve this build where the relay runs (npm run serve, the Node server, Cloudflare); a host that serves files only needs relay: 'formsubmit' in src/config/agency.ts or VITE_RELAY_ENDPOINT`
      : `forms post to ${relayEndpoint}`,
  );
}

// Also a command of its own (`tsx src/buildSteps/prerender/prerender.ts`): over a build's output alone, as its tests run it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  prerender().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
