/**
 * Both languages over every page pair of the sitemap (docs/i18n.md), from
 * the prerendered HTML, which is what a crawler and a visitor without script
 * get: each English page and its Spanish twin carry their `lang`, their own
 * `og:locale` and the same reciprocal hreflang set, the sitemap lists both
 * with those alternates, the switch (nav bar, mobile menu, footer) leads to
 * the twin and says so in the twin's language, and no internal link on a
 * Spanish page leads to an English one unless it says so (hreflang="en":
 * the switch, the legal pages' link to their English original).
 */
import { englishPathOf, localizedPath, ogLocale, otherLocale, type Locale } from '../../src/i18n/locale';
import { decodeEntities } from '../support/htmlEntities';
import type { PageCheck } from './seo';

/** The switch's words: the other language's name, in that language. */
const SWITCH_TEXT: Record<Locale, string> = { en: 'English', es: 'Español' };
/** Where the switch is on every page: the nav bar, the mobile menu and the footer. */
const SWITCHES_PER_PAGE = 3;

const pathOf = (href: string) => new URL(href, 'http://site.invalid').pathname;

interface Anchor {
  /** Attributes by lower-case name (React writes `hrefLang`; HTML does not mind the case). */
  attributes: Record<string, string>;
  text: string;
}

function anchorsOf(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    attributes: Object.fromEntries([...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), decodeEntities(value)])),
    text: decodeEntities(inner.replace(/<[^>]+>/g, '')).trim(),
  }));
}

/** hreflang → path of each `<link rel="alternate">` in the head. */
function alternatesOf(html: string): Record<string, string> {
  const head = /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '';
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, pathOf(decodeEntities(href))]),
  );
}

const sameAlternates = (found: Record<string, string> | undefined, twins: Record<string, string>) =>
  JSON.stringify(Object.entries(found ?? {}).sort()) === JSON.stringify(Object.entries(twins).sort());

function pageProblems(locale: Locale, html: string, twins: Record<string, string>): string[] {
  const problems: string[] = [];
  const locales = /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1];
  if (locales !== ogLocale[locale]) problems.push(`og:locale is ${locales ?? 'missing'}, not ${ogLocale[locale]}`);
  const alternates = alternatesOf(html);
  if (!sameAlternates(alternates, twins)) problems.push(`hreflang alternates ${JSON.stringify(alternates)}, not ${JSON.stringify(twins)}`);

  const other = otherLocale(locale);
  const anchors = anchorsOf(html);
  const switches = anchors.filter(({ attributes }) => attributes.hreflang === other && attributes.lang === other);
  if (switches.length !== SWITCHES_PER_PAGE) problems.push(`${switches.length} language switches, not ${SWITCHES_PER_PAGE} (nav bar, mobile menu, footer)`);
  for (const { attributes, text } of switches) {
    if (attributes.href !== twins[other]) problems.push(`the switch leads to ${attributes.href}, not the twin ${twins[other]}`);
    if (text !== SWITCH_TEXT[other]) problems.push(`the switch reads '${text}', not '${SWITCH_TEXT[other]}'`);
  }
  if (locale === 'es') {
    const toEnglish = anchors
      .map(({ attributes }) => attributes)
      .filter((attributes) => attributes.href?.startsWith('/') && attributes.hreflang !== 'en' && !/^\/es(?=$|[/?#])/.test(attributes.href));
    problems.push(...toEnglish.map((attributes) => `an internal link to the English page ${attributes.href}, without hreflang="en"`));
  }
  return problems;
}

/** Sitemap path → its hreflang alternates (paths), from the sitemap's xhtml:link entries. */
function sitemapAlternates(sitemap: string): Map<string, Record<string, string>> {
  return new Map(
    [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => [
      pathOf(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ''),
      Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, pathOf(decodeEntities(href))])),
    ]),
  );
}

/**
 * One check per English page of the sitemap: with a twin, the pair as above;
 * without one (an article written in English only), the page claims no
 * alternates, here or in the sitemap, and its switch leads to the Spanish
 * home (docs/i18n.md).
 */
export function languageChecks(pages: Map<string, string>, sitemap: string): PageCheck[] {
  const inSitemap = sitemapAlternates(sitemap);
  const englishPaths = [...inSitemap.keys()].filter((path) => englishPathOf(path) === path);
  return englishPaths.map((english): PageCheck => {
    const spanish = localizedPath('es', english);
    if (!pages.has(spanish)) return [`${english}: in English only, it claims no Spanish twin`, oneLanguageProblems(english, pages.get(english) ?? '', inSitemap.get(english))];
    const twins = { en: english, es: spanish, 'x-default': english };
    const problems = (['en', 'es'] as const).flatMap((locale) => {
      const path = twins[locale];
      const html = pages.get(path);
      if (html === undefined) return [`${path}: no page`];
      const listed = inSitemap.get(path);
      return [
        ...(sameAlternates(listed, twins) ? [] : [`the sitemap lists it ${listed ? `with alternates ${JSON.stringify(listed)}` : 'not at all'}`]),
        ...pageProblems(locale, html, twins),
      ].map((problem) => `${path}: ${problem}`);
    });
    return [`${english} and ${spanish}: hreflang, og:locale, the switch, Spanish links stay Spanish`, problems];
  });
}

function oneLanguageProblems(path: string, html: string, listed: Record<string, string> | undefined): string[] {
  const problems: string[] = [];
  const alternates = alternatesOf(html);
  if (Object.keys(alternates).length) problems.push(`hreflang alternates ${JSON.stringify(alternates)} on a page without a twin`);
  if (listed && Object.keys(listed).length) problems.push(`the sitemap lists alternates ${JSON.stringify(listed)} for a page without a twin`);
  const home = localizedPath('es', '/');
  const switches = anchorsOf(html).filter(({ attributes }) => attributes.hreflang === 'es' && attributes.lang === 'es');
  if (switches.length !== SWITCHES_PER_PAGE || switches.some(({ attributes }) => attributes.href !== home)) {
    problems.push(`the switches lead to ${JSON.stringify(switches.map(({ attributes }) => attributes.href))}, not ${SWITCHES_PER_PAGE} times to ${home}`);
  }
  return problems.map((problem) => `${path}: ${problem}`);
}
