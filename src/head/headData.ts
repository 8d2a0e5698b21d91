/**
 * The document head as data, built from a route entry and its language's
 * head copy. The prerender step serialises it into each HTML file; the
 * client applies it on navigation.
 */
import { agency } from '../config/agency';
import type { ArticleMeta } from '../content/blog/articles';
import type { LoadedHeads } from './heads';
import type { HeroPhoto } from './pageFacts';
import type { RouteEntry } from '../content/routeEntry';
import { htmlLang, localizedPath, ogLocale, otherLocale, type Locale } from '../i18n/locale';

export interface MetaTag {
  /** `name` for standard and Twitter tags, `property` for Open Graph. */
  key: 'name' | 'property';
  id: string;
  content: string;
}

export interface HeadData {
  title: string;
  description: string;
  canonical?: string;
  /** The page's twins, itself included, and x-default (the English URL): `<link rel="alternate" hreflang>`. */
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  meta: MetaTag[];
  jsonLd: object[];
  /** The first screen's uploaded photo, preloaded with high priority. */
  preloadPhoto?: HeroPhoto;
}

export const absoluteUrl = (path: string) => new URL(path, agency.siteOrigin).href.replace(/\/$/, path === '/' ? '/' : '');

/** The article an article page shows, from its language's list; throws, naming it, when the list lacks it. */
export function articleOf(route: RouteEntry, heads: LoadedHeads): ArticleMeta | undefined {
  if (!('article' in route.head)) return undefined;
  const article = heads.articles[route.head.article];
  if (!article) throw new Error(`The ${route.locale} article list has no "${route.head.article}" (${route.url})`);
  return article;
}

/** The page's name in its language: an article's title, else its head copy's. */
export function titleOf(route: RouteEntry, heads: LoadedHeads): string {
  const { head } = route;
  if ('article' in head) return articleOf(route, heads)!.title;
  if ('coverage' in head) return heads.coverage[head.coverage].title;
  return heads.pages[head.page].title;
}

function descriptionOf(route: RouteEntry, heads: LoadedHeads): string {
  const { head } = route;
  if ('article' in head) return articleOf(route, heads)!.excerpt;
  if ('coverage' in head) return heads.coverage[head.coverage].description;
  return heads.pages[head.page].description;
}

/** hreflang links of a page that exists in both languages; none for a page in one language only. */
export function alternatesOf(route: Pick<RouteEntry, 'path' | 'locales'>): HeadData['alternates'] {
  if (route.locales.length < 2) return [];
  return [
    ...route.locales.map((locale) => ({ hreflang: htmlLang[locale], href: absoluteUrl(localizedPath(locale, route.path)) })),
    { hreflang: 'x-default', href: absoluteUrl(route.path) },
  ];
}

/** The head of a page (undefined: the language's 404 page) without its structured data, which depends on what the page renders (see pageHead.ts). */
export function headFor(route: RouteEntry | undefined, locale: Locale, heads: LoadedHeads): HeadData {
  if (!route) {
    return {
      title: `${heads.notFound.title} - ${agency.name}`,
      description: heads.notFound.description,
      robots: 'noindex',
      alternates: [],
      meta: [],
      jsonLd: [],
    };
  }
  const title = `${titleOf(route, heads)} - ${agency.name}`;
  const articleImage = articleOf(route, heads)?.image;
  // An upload is a path on the site; the link previews need its whole address.
  const image = articleImage?.startsWith('/') ? absoluteUrl(articleImage) : articleImage;
  const description = descriptionOf(route, heads);
  const canonical = absoluteUrl(route.url);
  const meta: MetaTag[] = [
    { key: 'property', id: 'og:type', content: route.kind === 'article' ? 'article' : 'website' },
    { key: 'property', id: 'og:site_name', content: agency.name },
    { key: 'property', id: 'og:title', content: title },
    { key: 'property', id: 'og:description', content: description },
    { key: 'property', id: 'og:url', content: canonical },
    { key: 'property', id: 'og:locale', content: ogLocale[locale] },
    ...(route.locales.includes(otherLocale(locale))
      ? [{ key: 'property' as const, id: 'og:locale:alternate', content: ogLocale[otherLocale(locale)] }]
      : []),
    { key: 'name', id: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { key: 'name', id: 'twitter:title', content: title },
    { key: 'name', id: 'twitter:description', content: description },
  ];
  if (image) {
    meta.push({ key: 'property', id: 'og:image', content: image });
    meta.push({ key: 'name', id: 'twitter:image', content: image });
  }
  return { title, description, canonical, alternates: alternatesOf(route), ...(route.noindex && { robots: 'noindex' }), meta, jsonLd: [] };
}
