/**
 * The content files' words, side by side (docs/editor.md): one editor field
 * per `text` node of the content model (src/vocabulary/nodes.ts), holding
 * the English and the Spanish words of the same place, stored as the file
 * writes them, `{ en: …, es: … }`. This module is the field's rules, the
 * build's own (src/content/model/read.ts) stated for the office as it types;
 * the field itself is ./TranslationControl.tsx.
 *
 * Why not Decap's i18n: it keeps one copy of the whole entry per language
 * and cannot share a list between them (a list field cannot be
 * `i18n: duplicate`), so the sections, cards and buttons would be written
 * twice and could drift apart. Here the structure is written once and only
 * the words twice.
 */
import { BOX_NAMES } from '../content/model/fieldPlace.ts';
import { FACT_PLACEHOLDERS, placeholdersIn, spelledFactMessage, spelledFacts, type SpelledFact } from '../content/model/placeholders.ts';
import { locales, type Locale } from '../i18n/locale.ts';

/** The widget's name in the editor's configuration (src/buildSteps/cms/contentFields.ts). */
export const TRANSLATION_WIDGET = 'translation';

/** Each language as the field labels its box: in that language, as the site's switch names it (the problems' places name the boxes the same). */
export const LANGUAGE_NAMES: Record<Locale, string> = BOX_NAMES;

/** Each language as the field's messages name it (the editor speaks English, as the build's messages do). */
const LANGUAGE_IN_MESSAGES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** What the field's configuration says of its text; the configuration is written from the model's node. */
export interface TranslationRules {
  label: string;
  /** The node is not optional: every language it is written in must be filled. */
  required: boolean;
  /** Written in these languages only (the legal pages' translation notice: Spanish only). */
  only?: readonly Locale[];
  /** Placeholders the page fills when it shows the text (`{title}`), besides the facts. */
  slots?: readonly string[];
  /** The facts' values in each language: a text that writes one out is refused, as the build refuses it (src/admin/editorFacts.ts). */
  facts?: Partial<Record<Locale, Readonly<Record<string, string>>>>;
}

/** A text's words as the field holds them: one entry per language it is written in. */
export type Translations = Partial<Record<Locale, string>>;

/** Decap's answer for a field's value: valid, or the error shown under the field. */
export type FieldCheck = true | { error: { type: 'CUSTOM'; message: string } };

export const languagesOf = (rules: Pick<TranslationRules, 'only'>): readonly Locale[] => rules.only ?? locales;

interface ImmutableLike {
  toJS(): unknown;
}
const isImmutable = (value: unknown): value is ImmutableLike => typeof value === 'object' && value !== null && typeof (value as ImmutableLike).toJS === 'function';

/**
 * The words of a field's value, whatever Decap holds: a plain object once the
 * office has typed (what this field hands Decap), an Immutable map when the
 * entry was just read from its file, nothing on a new entry.
 */
export function toTranslations(value: unknown): Translations {
  const plain = isImmutable(value) ? value.toJS() : value;
  if (typeof plain !== 'object' || plain === null) return {};
  const record = plain as Record<string, unknown>;
  return Object.fromEntries(locales.filter((locale) => typeof record[locale] === 'string').map((locale) => [locale, record[locale] as string]));
}

/** The value the field hands Decap after an edit: every language it is written in, in the languages' order (the file's order). */
export function withWords(value: unknown, rules: Pick<TranslationRules, 'only'>, locale: Locale, words: string): Translations {
  const current = toTranslations(value);
  return Object.fromEntries(languagesOf(rules).map((language) => [language, language === locale ? words : (current[language] ?? '')]));
}

const listed = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
const error = (message: string): FieldCheck => ({ error: { type: 'CUSTOM', message } });

/** The placeholders a text may name: the facts (filled at build) and the page's own slots. */
export const allowedPlaceholders = (rules: Pick<TranslationRules, 'slots'>): string[] => [...(rules.slots ?? []), ...Object.keys(FACT_PLACEHOLDERS)];

/**
 * The field's check, as the build reads the text (src/content/model/read.ts):
 * a required text is written in every language it is written in; an optional
 * one in all of them or none; a `{name}` must be a fact or one of the text's
 * slots. Surrounding spaces do not count as words.
 */
export function checkTranslations(value: unknown, rules: TranslationRules): FieldCheck {
  const words = toTranslations(value);
  const written = languagesOf(rules);
  const missing = written.filter((locale) => !words[locale]?.trim());
  const names = (list: readonly Locale[]) => listed(list.map((locale) => `the ${LANGUAGE_IN_MESSAGES[locale]}`));
  if (missing.length === written.length) {
    return rules.required ? error(`${rules.label}: write ${names(written)} text.`) : true;
  }
  if (missing.length > 0) {
    const either = rules.required ? '' : `, or empty ${written.length === 2 ? 'both' : 'all'}`;
    return error(`${rules.label}: write ${names(missing)} text too${either}.`);
  }
  const allowed = new Set(allowedPlaceholders(rules));
  for (const locale of written) {
    const unknown = placeholdersIn(words[locale]!).filter((name) => !allowed.has(name));
    if (unknown.length) {
      return error(`${rules.label} (${LANGUAGE_IN_MESSAGES[locale]}) names ${listed(unknown.map((name) => `{${name}}`))}, which is no placeholder: the ones it may use are listed under the field.`);
    }
  }
  const [first] = factsWrittenOut(words, rules);
  if (first) return error(`${rules.label} (${LANGUAGE_IN_MESSAGES[first.locale]}) ${spelledFactMessage(first)}.`);
  return true;
}

/** The agency's facts the words write out, in each language, rather than naming them by placeholder (src/content/model/placeholders.ts). */
export function factsWrittenOut(value: unknown, rules: Pick<TranslationRules, 'only' | 'facts'>): (SpelledFact & { locale: Locale })[] {
  const words = toTranslations(value);
  return languagesOf(rules).flatMap((locale) => {
    const facts = rules.facts?.[locale];
    return facts && words[locale] ? spelledFacts(words[locale], facts).map((fact) => ({ ...fact, locale })) : [];
  });
}
