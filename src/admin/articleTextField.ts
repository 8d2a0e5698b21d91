/**
 * The articles' body and texts, checked as the office types them
 * (docs/editor.md, "Articles and the agency's facts"), by the build's rule
 * (src/content/blog/articleTextProblems.ts): a link to a path that is no page
 * of the site, a link the site does not draw, a fact of the agency written
 * out. Decap's own fields with that check added, as the phone field is
 * (./phoneField.ts); each pane's language picks the facts' writings.
 *
 * The body is Markdown in a plain box, kept exactly as written: Decap's rich
 * text editor writes the whole body again in its own style on the first
 * change (`*` for `-` in lists, tables padded again, blank lines dropped), so
 * one word changed made a pull request of dozens of lines. Its preview is
 * Decap's Markdown preview.
 */
import { articleBodyProblems, articleTextProblems, type ArticleContext } from '../content/blog/articleTextProblems.ts';
import { locales, type Locale } from '../i18n/locale.ts';
import type { FieldCheck } from './translationField.ts';

/** The widgets' names in the editor's configuration (src/buildSteps/cms/articlesCollection.ts). */
export const ARTICLE_WIDGETS = { body: 'article-body', line: 'article-line', paragraph: 'article-paragraph' } as const;

const LANGUAGE: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** What a field is checked against: its label, its pane's language, the pages of the site and the facts in each language (./sitePages.ts, ./editorFacts.ts). */
export interface ArticleFieldContext {
  label: string;
  locale: unknown;
  isSitePath: ArticleContext['isSitePath'];
  facts: Record<Locale, ArticleContext['facts']>;
}

function check(value: unknown, context: ArticleFieldContext, problemsOf: (text: string, article: ArticleContext) => string[]): FieldCheck {
  const locale = locales.find((candidate) => candidate === context.locale) ?? 'en';
  const [first] = typeof value === 'string' ? problemsOf(value, { isSitePath: context.isSitePath, facts: context.facts[locale] }) : [];
  return first === undefined ? true : { error: { type: 'CUSTOM', message: `${context.label} (${LANGUAGE[locale]}) ${first}.` } };
}

/** The body's check: its links and the facts it writes out, in the pane's language. */
export const checkArticleBody = (value: unknown, context: ArticleFieldContext): FieldCheck => check(value, context, articleBodyProblems);

/** A text's check (a title, the closing box's text): the facts it writes out. */
export const checkArticleText = (value: unknown, context: ArticleFieldContext): FieldCheck => check(value, context, (text, { facts }) => articleTextProblems(text, facts));
