/**
 * English left on a Spanish page: every text a visitor sees or hears on a
 * Spanish page (text nodes, and the alt, aria-label, title and placeholder
 * attributes) that its English twin shows word for word. The type system
 * catches a missing word in the copy modules; this catches a word written
 * straight into a component, which no type sees (docs/i18n.md, "No English
 * left").
 */
import { addressLine, agency } from '../../src/config/agency';
import { englishPathOf, localeOfPath } from '../../src/i18n/locale';
import { decodeEntities } from '../support/htmlEntities';

/** Facts and words both languages write alike: the agency's own, and words Spanish borrows as they are. */
const SAME_IN_BOTH = new Set([
  agency.name,
  agency.email,
  addressLine,
  agency.address.street,
  agency.address.city,
  agency.address.stateName,
  agency.claimsPhone.display,
  'Auto',
  'Blog',
  'Fax',
  'Fax:',
  'Cookies',
  'Universal',
]);
const NAMED_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];


/**
 * What a page says, each text once: words only (a number, a phone or a date
 * is not a translation). Read from the prerendered markup as React writes it:
 * the title, the text between tags and comments (React's `<!-- -->` parts one
 * text from the next; scripts and styles left out) and the naming attributes.
 */
function textsOf(html: string): Set<string> {
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ');
  const between = markup.slice(markup.indexOf('<body')).split(/<[^>]*>/);
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? '';
  const named = [...markup.matchAll(new RegExp(`\\s(?:${NAMED_ATTRIBUTES.join('|')})="([^"]*)"`, 'g'))].map((match) => match[1]);
  return new Set(
    [title, ...between, ...named]
      .map((text) => decodeEntities(text).replace(/\s+/g, ' ').trim())
      .filter((text) => /\p{L}{3}/u.test(text) && !SAME_IN_BOTH.has(text)),
  );
}

/** Problems: for each Spanish page, the texts it shares with its English twin. */
export function untranslatedTexts(pages: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    const twin = pages.get(englishPathOf(path));
    if (localeOfPath(path) !== 'es' || twin === undefined) continue;
    const english = textsOf(twin);
    const shared = [...textsOf(html)].filter((text) => english.has(text));
    if (shared.length) problems.push(`${path} shows its English twin's ${shared.map((text) => JSON.stringify(text)).join(', ')}`);
  }
  return problems;
}
