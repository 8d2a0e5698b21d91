/**
 * sitemap.xml and robots.txt. The sitemap lists both languages' pages, each
 * URL with the same `hreflang` alternates as its page's head. Search engines
 * take an alternate only when every page of the set names all the others, so
 * a set that does not is a build error naming the page, never a quiet
 * sitemap that search engines ignore.
 */
import { agency } from '../../config/agency';

const origin = agency.siteOrigin.replace(/\/$/, '');

export interface SitemapAlternate {
  /** `en`, `es` or `x-default`. */
  hreflang: string;
  /** Site-relative, like the page's own path. */
  path: string;
}

export interface SitemapPage {
  /** Site-relative: `/`, `/about`, `/es`, `/es/about`. */
  path: string;
  /** Every language of the page, itself included, and `x-default`; none for a page without a twin. */
  alternates?: readonly SitemapAlternate[];
}

const absolute = (path: string) => `${origin}${path === '/' ? '/' : path}`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

export function sitemapXml(pages: readonly SitemapPage[]): string {
  checkAlternates(pages);
  const urls = pages.map(({ path, alternates = [] }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absolute(path))}</loc>`,
      ...alternates.map(
        ({ hreflang, path: href }) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(absolute(href))}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Each page once; a page with alternates names itself, and every page it names is listed with the very same set. */
function checkAlternates(pages: readonly SitemapPage[]) {
  const byPath = new Map<string, SitemapPage>();
  const problems: string[] = [];
  for (const page of pages) {
    if (byPath.has(page.path)) problems.push(`${page.path} is listed twice`);
    byPath.set(page.path, page);
  }
  const setOf = (page: SitemapPage) =>
    (page.alternates ?? [])
      .map(({ hreflang, path }) => `${hreflang} ${path}`)
      .sort()
      .join(', ');
  for (const page of pages) {
    const alternates = page.alternates ?? [];
    if (alternates.length === 0) continue;
    const languages = alternates.map((alternate) => alternate.hreflang);
    const repeated = languages.filter((language, index) => languages.indexOf(language) !== index);
    if (repeated.length) problems.push(`${page.path} names hreflang ${[...new Set(repeated)].join(', ')} twice`);
    if (!alternates.some((alternate) => alternate.path === page.path && alternate.hreflang !== 'x-default')) {
      problems.push(`${page.path} is not among its own alternates`);
    }
    for (const alternate of alternates) {
      if (alternate.path === page.path) continue;
      const twin = byPath.get(alternate.path);
      if (!twin) problems.push(`${page.path} names ${alternate.path} (${alternate.hreflang}), which is not in the sitemap`);
      else if (setOf(twin) !== setOf(page)) problems.push(`${alternate.path} does not name the same alternates as ${page.path} (${setOf(twin) || 'none'} / ${setOf(page)})`);
    }
  }
  if (problems.length) throw new Error(`sitemap (src/buildSteps/prerender/sitemapXml.ts): hreflang alternates must be reciprocal:\n  ${[...new Set(problems)].join('\n  ')}`);
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
