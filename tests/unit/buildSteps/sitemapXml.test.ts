/**
 * The sitemap lists both languages, each URL with its hreflang alternates
 * (xhtml:link, namespace declared), absolute from the site's origin; a set of
 * alternates that is not reciprocal stops the build with the page's name.
 * Read back with the browser's XML parser (jsdom), as a crawler would.
 */
import { describe, expect, it } from 'vitest';
import { agency } from '../../../src/config/agency';
import { robotsTxt, sitemapXml, type SitemapPage } from '../../../src/buildSteps/prerender/sitemapXml';
import { sitemapPages } from '../../../src/buildSteps/prerender/sitemapPages';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const origin = agency.siteOrigin.replace(/\/$/, '');

/** A page and its Spanish twin, as the prerender step pairs them. */
function twins(englishPath: string): SitemapPage[] {
  const spanishPath = englishPath === '/' ? '/es' : `/es${englishPath}`;
  const alternates = [
    { hreflang: 'en', path: englishPath },
    { hreflang: 'es', path: spanishPath },
    { hreflang: 'x-default', path: englishPath },
  ];
  return [
    { path: englishPath, alternates },
    { path: spanishPath, alternates },
  ];
}

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0].textContent,
    alternates: [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => ({
      rel: link.getAttribute('rel'),
      hreflang: link.getAttribute('hreflang'),
      href: link.getAttribute('href'),
    })),
  }));
}

describe('sitemapXml', () => {
  const pages = [...twins('/'), ...twins('/about'), { path: '/blog/english-only-article' }];
  const xml = sitemapXml(pages);

  it('declares the sitemap and xhtml namespaces on the urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const root = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
    expect(root.localName).toBe('urlset');
    expect(root.namespaceURI).toBe(SITEMAP_NS);
    expect(root.getAttribute('xmlns:xhtml')).toBe(XHTML_NS);
  });

  it('lists every page of both languages at its absolute URL, the home page with its slash', () => {
    expect(parse(xml).map((url) => url.loc)).toEqual([
      `${origin}/`,
      `${origin}/es`,
      `${origin}/about`,
      `${origin}/es/about`,
      `${origin}/blog/english-only-article`,
    ]);
  });

  it('gives each twin the same alternates: en, es, and x-default on the English URL', () => {
    const urls = parse(xml);
    const expected = [
      { rel: 'alternate', hreflang: 'en', href: `${origin}/about` },
      { rel: 'alternate', hreflang: 'es', href: `${origin}/es/about` },
      { rel: 'alternate', hreflang: 'x-default', href: `${origin}/about` },
    ];
    expect(urls.find((url) => url.loc === `${origin}/about`)!.alternates).toEqual(expected);
    expect(urls.find((url) => url.loc === `${origin}/es/about`)!.alternates).toEqual(expected);
    expect(urls.find((url) => url.loc === `${origin}/es`)!.alternates.map((link) => link.href)).toEqual([`${origin}/`, `${origin}/es`, `${origin}/`]);
  });

  it('is reciprocal: every alternate is a listed URL that names the page back', () => {
    const urls = parse(xml);
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const url of urls) {
      for (const alternate of url.alternates) {
        const twin = byLoc.get(alternate.href!);
        expect(twin, `${url.loc} -> ${alternate.href}`).toBeDefined();
        expect(twin!.alternates.map((link) => link.href)).toContain(url.loc!);
      }
    }
  });

  it('gives a page without a twin no alternates (an article in English only)', () => {
    expect(parse(xml).at(-1)).toEqual({ loc: `${origin}/blog/english-only-article`, alternates: [] });
  });

  it('escapes what XML reserves', () => {
    const [url] = parse(sitemapXml([{ path: '/blog?category=Claims&x=<1>' }]));
    expect(url.loc).toBe(`${origin}/blog?category=Claims&x=<1>`);
  });

  describe('stops the build, naming the page, on alternates that are not reciprocal', () => {
    const [english, spanish] = twins('/about');
    it.each([
      ['a twin missing from the sitemap', [english], '/about names /es/about (es), which is not in the sitemap'],
      ['a twin that does not name the page back', [english, { path: '/es/about' }], '/es/about does not name the same alternates as /about'],
      [
        'a page absent from its own alternates',
        [{ path: '/es/about', alternates: [{ hreflang: 'en', path: '/about' }] }, { path: '/about', alternates: [{ hreflang: 'en', path: '/about' }] }],
        '/es/about is not among its own alternates',
      ],
      [
        'a language named twice',
        [english, { ...spanish, alternates: [...spanish.alternates!, { hreflang: 'es', path: '/es/about' }] }],
        '/es/about names hreflang es twice',
      ],
      ['a page listed twice', [{ path: '/about' }, { path: '/about' }], '/about is listed twice'],
    ])('%s', (_, pages, message) => {
      expect(() => sitemapXml(pages)).toThrow(message);
    });
  });
});

describe('sitemapPages and robotsTxt', () => {
  it('pairs each route with its twins and leaves out the noindex routes (/thanks, /es/thanks)', () => {
    const both = ['en', 'es'] as const;
    const routes = [
      { path: '/', url: '/', locales: both },
      { path: '/thanks', url: '/thanks', locales: both, noindex: true },
      { path: '/', url: '/es', locales: both },
      { path: '/thanks', url: '/es/thanks', locales: both, noindex: true },
      { path: '/blog/only-english', url: '/blog/only-english', locales: ['en'] as const },
    ];
    const twins = [
      { hreflang: 'en', path: '/' },
      { hreflang: 'es', path: '/es' },
      { hreflang: 'x-default', path: '/' },
    ];
    expect(sitemapPages(routes)).toEqual([
      { path: '/', alternates: twins },
      { path: '/es', alternates: twins },
      { path: '/blog/only-english', alternates: [] },
    ]);
    expect(sitemapXml(sitemapPages(routes))).not.toContain('thanks');
  });

  it('points robots at the one sitemap', () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
});
