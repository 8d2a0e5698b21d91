// @vitest-environment node
/**
 * The site check for page pairs (tests/checks/languages.ts) on a small
 * two-page site shaped as React writes it: green as built, and red, naming
 * the page and the rule, when a twin, an alternate, the locale, a switch or
 * a Spanish link is wrong.
 */
import { describe, expect, it } from 'vitest';
import { languageChecks } from '../../checks/languages';

const ORIGIN = 'https://example.test';
const head = (locale: 'en_US' | 'es_US') =>
  `<head><meta property="og:locale" content="${locale}">` +
  `<link rel="alternate" hreflang="en" href="${ORIGIN}/about"><link rel="alternate" hreflang="es" href="${ORIGIN}/es/about">` +
  `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"></head>`;
const switchTo = (lang: 'en' | 'es', href: string) => `<a href="${href}" lang="${lang}" hrefLang="${lang}" class="x">${lang === 'es' ? 'Español' : 'English'}</a>`;
const page = (locale: 'en_US' | 'es_US', body: string) => `<!doctype html><html>${head(locale)}<body>${body}</body></html>`;
const english = (body = '') => page('en_US', `${switchTo('es', '/es/about')}${switchTo('es', '/es/about')}<a href="/blog">Blog</a>${body}${switchTo('es', '/es/about')}`);
const spanish = (body = '') =>
  page('es_US', `${switchTo('en', '/about')}${switchTo('en', '/about')}<a href="/es/blog">Blog</a><a href="/es">Inicio</a>${body}${switchTo('en', '/about')}`);
const SITEMAP = `<urlset>${['/about', '/es/about']
  .map(
    (loc) =>
      `<url><loc>${ORIGIN}${loc}</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about"/>` +
      `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es/about"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/></url>`,
  )
  .join('')}</urlset>`;

const problemsOf = (pages: [string, string][], sitemap = SITEMAP) => languageChecks(new Map(pages), sitemap).flatMap(([, problems]) => problems);

describe('languageChecks', () => {
  it('passes a pair built right: one check per pair of the sitemap', () => {
    const checks = languageChecks(new Map([['/about', english()], ['/es/about', spanish()]]), SITEMAP);
    expect(checks).toEqual([['/about and /es/about: hreflang, og:locale, the switch, Spanish links stay Spanish', []]]);
  });

  it('passes a page in English only that claims no twin, and names one that does', () => {
    const alone = english().replace(/<link rel="alternate"[^>]*>/g, '').replaceAll('href="/es/about"', 'href="/es"');
    const sitemap = `<urlset><url><loc>${ORIGIN}/about</loc></url></urlset>`;
    expect(languageChecks(new Map([['/about', alone]]), sitemap)).toEqual([['/about: in English only, it claims no Spanish twin', []]]);
    expect(problemsOf([['/about', english()]], sitemap)).toEqual([
      '/about: hreflang alternates {"en":"/about","es":"/es/about","x-default":"/about"} on a page without a twin',
      '/about: the switches lead to ["/es/about","/es/about","/es/about"], not 3 times to /es',
    ]);
  });

  it('names a sitemap entry without its alternates', () => {
    const bare = SITEMAP.replace(/(<loc>[^<]+\/es\/about<\/loc>)[\s\S]*?<\/url>/, '$1</url>');
    expect(problemsOf([['/about', english()], ['/es/about', spanish()]], bare)).toEqual(['/es/about: the sitemap lists it with alternates {}']);
  });

  it('names the wrong locale, an alternate missing, a switch missing or leading elsewhere', () => {
    expect(problemsOf([['/about', english().replace('en_US', 'es_US')], ['/es/about', spanish()]])).toEqual(['/about: og:locale is es_US, not en_US']);
    expect(problemsOf([['/about', english().replace(/<link rel="alternate" hreflang="x-default"[^>]*>/, '')], ['/es/about', spanish()]])).toEqual([
      '/about: hreflang alternates {"en":"/about","es":"/es/about"}, not {"en":"/about","es":"/es/about","x-default":"/about"}',
    ]);
    const oneSwitchLess = spanish().replace(switchTo('en', '/about'), '');
    expect(problemsOf([['/about', english()], ['/es/about', oneSwitchLess]])).toEqual(['/es/about: 2 language switches, not 3 (nav bar, mobile menu, footer)']);
    const elsewhere = english().replace(switchTo('es', '/es/about'), switchTo('es', '/es'));
    expect(problemsOf([['/about', elsewhere], ['/es/about', spanish()]])).toEqual(['/about: the switch leads to /es, not the twin /es/about']);
  });

  it('names an internal link on a Spanish page that leads to English without saying so', () => {
    const leaks = spanish('<a href="/contact?subject=quote">Cotizar</a><a href="/terms" hreflang="en">Original</a><a href="https://example.org/x">x</a>');
    expect(problemsOf([['/about', english()], ['/es/about', leaks]])).toEqual(['/es/about: an internal link to the English page /contact?subject=quote, without hreflang="en"']);
  });
});
