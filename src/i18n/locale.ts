/**
 * The site's two languages and the one rule between their URLs
 * (docs/i18n.md): an English page lives at its path, its Spanish twin at
 * `/es` + that path (`/` ↔ `/es`). No table of translated slugs.
 */
import { createContext, useContext } from 'react';

export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

const SPANISH_BASE = '/es';

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');

/** The path prefix of a language's pages: wouter's `base` for them. */
export const localeBase = (locale: Locale) => (locale === 'es' ? SPANISH_BASE : '');

/** The language of a URL path. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === SPANISH_BASE || pathname.startsWith(`${SPANISH_BASE}/`) ? 'es' : 'en';

/** The English path of any page's URL path: `/es/about` → `/about`, `/es` → `/`. */
export const englishPathOf = (pathname: string): string =>
  localeOfPath(pathname) === 'es' ? pathname.slice(SPANISH_BASE.length) || '/' : pathname;

/**
 * A page's URL in a language, from its English path (a query string or
 * fragment is kept): `/blog?category=Claims` → `/es/blog?category=Claims`,
 * `/` → `/es`, never `/es/` (which redirects).
 */
export function localizedPath(locale: Locale, englishPath: string): string {
  if (locale === 'en') return englishPath;
  return SPANISH_BASE + englishPath.replace(/^\/(?=$|[?#])/, '');
}

/**
 * wouter's options for a language's pages: its base, and hrefs and
 * navigations that never end in `/es/` (wouter writes base + '/' for the
 * home; the site's URLs have no trailing slash).
 */
export function routerOptions(locale: Locale) {
  const base = localeBase(locale);
  const withoutSlash = (href: string) => (base && href.startsWith(`${base}/`) ? localizedPath(locale, href.slice(base.length)) : href);
  return {
    base,
    hrefs: withoutSlash,
    aroundNav: (navigate: (to: string, options?: object) => void, to: string, options?: object) => navigate(withoutSlash(to), options),
  };
}

/** `hreflang`/`lang` and `og:locale` of each language (docs/i18n.md). */
export const htmlLang: Record<Locale, string> = { en: 'en', es: 'es' };
export const ogLocale: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The language of the page being rendered; its provider wraps the app (entry-client, entry-server). */
export const LocaleContext = createContext<Locale>('en');

export const useLocale = () => useContext(LocaleContext);
