/**
 * Vite plugin: the site's content files as modules (docs/content.md).
 *
 * It reads and checks every content file once per build (./loadSiteContent.ts; any
 * problem stops the build, naming each file and field) and answers:
 *   virtual:content/coverage                   the coverage pages' index (paths, menus, order) and a loader per page and language
 *   virtual:content/coverage/<slug>/<locale>   one coverage page's content in one language (its own chunk)
 *   virtual:content/page/<name>/<locale>       a fixed page's content in one language
 *   virtual:content/words/<locale>             the frame's words, with every coverage page's name and menu label
 *   virtual:content/blog-cards/<locale>        an article card's words (the pages that show cards import them)
 *   virtual:content/heads/<locale>             every page's title and description (the head builder's alone)
 *   virtual:content/views/<page>               the views of the kinds of blocks a fixed page's content holds, and no other
 *   virtual:content/views/all                  every kind's view (the editor's preview)
 *   virtual:content/error-screen               the error screen's heading in each language (it must show without loading anything)
 *   virtual:content/editor                     what the content editor's preview reads other pages by (no page of the site imports it)
 * The client build writes the uploads' variants (./photos.ts) and the rest
 * of the public folder (src/public/), never the media folder's files as they
 * are (vite.config.ts turns Vite's own copy off: docs/deploy.md, "What each
 * host serves"); the development server serves them, and reloads every page
 * when a content file, an upload or the facts change.
 *
 * A build stops on any problem in the content. The development server does
 * not: it keeps serving the last content that read without one, so the site
 * and the editor (/admin/ imports these modules too) stay up while the
 * office puts the mistake right, and every page of the site shows what is
 * wrong in the office's words (./contentProblemsBanner.ts); the terminal
 * gets the developer's version (docs/content.md, "What the build checks").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { locales, type Locale } from '../../i18n/locale.ts';
import { pageFiles, type FixedPage } from '../../content/model/pages.ts';
import type { CoveragePlace } from '../../content/model/coverage.ts';
import { moduleCode } from './moduleCode.ts';
import { PAGE_MODULE_TYPES_FILE, writePageModuleTypes } from './pageModuleTypes.ts';
import { moduleImport } from '../../vocabulary/nodes.ts';
import { viewModules, type AnySection } from '../../components/sections/viewModules.ts';
import { VARIANTS_PATH } from './photos.ts';
import { UPLOADS_PATH } from '../../content/model/uploads.ts';
import { contentProblemsBanner } from './contentProblemsBanner.ts';
import { ContentError, contentPaths, contentRoot, loadSiteContent, readSiteContent, type SiteContent } from './loadSiteContent.ts';

export const CONTENT_MODULE = 'virtual:content/';
const RESOLVED = `\0${CONTENT_MODULE}`;

const MEDIA_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

const projectRoot = resolve(import.meta.dirname, '../../..');

/** The views of the kinds of blocks a fixed page holds (the same in both languages: structure is written once). */
function viewsModule(site: SiteContent, page: FixedPage): string {
  const { sections } = site.page(page, 'en') as { sections?: readonly { kind?: unknown }[] };
  const kinds = [...new Set((sections ?? []).map((section) => section.kind).filter((kind): kind is AnySection['kind'] => typeof kind === 'string'))];
  return moduleCode({ views: Object.fromEntries(kinds.map((kind) => [kind, moduleImport(resolve(projectRoot, viewModules[kind].module), viewModules[kind].name)])) });
}

/** Every kind's view, for the editor's preview, where the office may add any block to any page. */
function allViewsModule(): string {
  const kinds = Object.keys(viewModules) as AnySection['kind'][];
  return moduleCode({ views: Object.fromEntries(kinds.map((kind) => [kind, moduleImport(resolve(projectRoot, viewModules[kind].module), viewModules[kind].name)])) });
}

const isLocale = (value: string | undefined): value is Locale => (locales as readonly string[]).includes(value ?? '');

/** The module's code for one id under virtual:content/, or undefined when it names nothing. */
export function contentModule(site: SiteContent, id: string): string | undefined {
  const [kind, first, second] = id.split('/');
  if (kind === 'coverage' && first === undefined) {
    const coveragePages = site.coverage.map(({ slug, path, group, overview, nav }): CoveragePlace => ({ slug, path, group, overview, nav }));
    const loaders = (locale: Locale) =>
      `{ ${site.coverage.map(({ slug }) => `${JSON.stringify(slug)}: () => import(${JSON.stringify(`${CONTENT_MODULE}coverage/${slug}/${locale}`)})`).join(', ')} }`;
    return `${moduleCode({ coveragePages })}export const coverageContent = { ${locales.map((locale) => `${locale}: ${loaders(locale)}`).join(', ')} };\n`;
  }
  if (kind === 'coverage' && first && isLocale(second)) {
    if (!site.coverage.some((entry) => entry.slug === first)) return undefined;
    return moduleCode({ default: site.coveragePage(first, second) });
  }
  if (kind === 'page' && first && first in pageFiles && isLocale(second)) return moduleCode({ default: site.page(first as FixedPage, second) });
  if (kind === 'words' && isLocale(first)) return moduleCode({ words: site.words(first) });
  if (kind === 'blog-cards' && isLocale(first)) return moduleCode({ default: site.blogCards(first) });
  if (kind === 'heads' && isLocale(first)) return moduleCode({ heads: site.heads(first) });
  if (kind === 'views' && first === 'all') return allViewsModule();
  if (kind === 'views' && first && first in pageFiles) return viewsModule(site, first as FixedPage);
  if (kind === 'editor') return moduleCode({ coverageFacts: Object.fromEntries(locales.map((locale) => [locale, site.coverageFacts(locale)])), linksTo: site.linksTo, linksToAddress: site.linksToAddress });
  if (kind === 'error-screen') return moduleCode({ errorHeadings: Object.fromEntries(locales.map((locale) => [locale, site.errorScreen(locale)])) });
  return undefined;
}

/** The public folder's files, by their path under it, the media folder's left out (its photos are published as variants). */
export function publicFiles(publicDir: string): string[] {
  const media = join(publicDir, UPLOADS_PATH);
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).startsWith(media))
    .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)))
    .sort();
}

export function siteContent(): Plugin {
  let site: Promise<SiteContent> | undefined;
  let ssr = false;
  let serving = false;
  let publicDir = '';
  /** The development server's last content read without a problem, and what is wrong with the files since. */
  let lastGood: SiteContent | undefined;
  let current: ContentError | undefined;
  /** On the development server: the files as they are when they read, else the last content that did, and the problems reported. */
  const readServing = async (): Promise<SiteContent> => {
    let reading: Awaited<ReturnType<typeof readSiteContent>>;
    try {
      reading = await readSiteContent(contentRoot());
    } catch (thrown) {
      // A file the reader cannot start from (the facts, which every page names): the last content, and the reason.
      if (!lastGood) throw thrown;
      current = new ContentError([thrown instanceof Error ? thrown.message : String(thrown)]);
      console.error(`\n${current.problems[0]}\n(the development server keeps serving the last content without a problem)\n`);
      return lastGood;
    }
    const { content, error } = reading;
    if (error?.message !== current?.message && error) console.error(`\n${error.message}\n(the development server keeps serving the last content without a problem)\n`);
    current = error;
    if (!error) lastGood = content;
    return error && lastGood ? lastGood : content;
  };
  const load = () => (site ??= serving ? readServing() : loadSiteContent(contentRoot()));
  return {
    name: 'site-content',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      serving = config.command === 'serve';
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // The site's pages, on the development server; the editor (/admin/) lists the problems of the file being edited itself.
        if (!context.server || context.path.startsWith('/admin/')) return html;
        await load();
        return current ? html.replace(/<body([^>]*)>/, (body) => `${body}${contentProblemsBanner(current!.forOffice)}`) : html;
      },
    },
    buildStart() {
      site = undefined;
      // The fixed pages' module types follow the model's pages (./pageModuleTypes.ts).
      if (writePageModuleTypes()) console.info(`wrote ${relative(process.cwd(), PAGE_MODULE_TYPES_FILE)}: the fixed pages changed`);
    },
    resolveId(id) {
      return id.startsWith(CONTENT_MODULE) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const content = await load();
      for (const file of content.files) this.addWatchFile(file);
      const code = contentModule(content, id.slice(RESOLVED.length));
      if (code === undefined) throw new Error(`${id.slice(1)}: no such content module (docs/content.md)`);
      return code;
    },
    async generateBundle() {
      if (ssr) return;
      const content = await load();
      for (const variant of content.photos.variants) {
        this.emitFile({ type: 'asset', fileName: variant.path.slice(1), source: readFileSync(variant.file) });
      }
      if (publicDir) for (const file of publicFiles(publicDir)) this.emitFile({ type: 'asset', fileName: file, source: readFileSync(join(publicDir, file)) });
    },
    configureServer(server: ViteDevServer) {
      const { content, facts, uploads } = contentPaths();
      for (const path of [content, facts, uploads]) server.watcher.add(path);
      const reload = (changed: string) => {
        if (!changed.endsWith('.yaml') && changed !== facts && !changed.startsWith(uploads)) return;
        site = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) if (module.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
      // The uploads themselves from the working copy being edited (CONTENT_ROOT), which need not be this project.
      server.middlewares.use((request, response, next) => {
        const file = request.url?.startsWith(UPLOADS_PATH) && !request.url.startsWith(VARIANTS_PATH) ? join(uploads, basename(request.url.split('?')[0]!)) : undefined;
        if (!file || !existsSync(file)) return next();
        response.setHeader('Content-Type', MEDIA_TYPES[extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream');
        response.end(readFileSync(file));
      });
      // The uploads' variants, made on the first request that needs them.
      server.middlewares.use(async (request, response, next) => {
        if (!request.url?.startsWith(VARIANTS_PATH)) return next();
        const variant = (await load()).photos.variants.find((candidate) => candidate.path === request.url!.split('?')[0]);
        if (!variant) return next();
        response.setHeader('Content-Type', MEDIA_TYPES[extname(variant.path).slice(1)]!);
        response.end(readFileSync(variant.file));
      });
    },
  };
}
