/**
 * What an article may not write, checked as on the pages (docs/content.md,
 * "What the build checks"; docs/editor.md, "Articles and the agency's
 * facts"): a link to a path of the site that is no page of it, a link that
 * is neither such a path nor an https address, and a fact of the agency
 * written out (its phone or fax in any common writing, its e-mail, street or
 * site address), a copy that would not follow when the facts change. One
 * rule for both sides: the build stops on it naming the file
 * (src/buildSteps/content/loadSiteContent.ts) and the editor's body and text
 * fields refuse it as the office types (src/admin/articleTextField.ts).
 *
 * Articles have no placeholders (the pages' `{phone}`): the body is read as
 * Markdown, where a brace is a brace, so a fact is reached by a link to the
 * page that shows it, the contact page.
 */
import { Lexer, type Token } from 'marked';
import { deadLinkPath } from '../model/read.ts';
import { FACT_PLACEHOLDERS, spelledFacts, type SpelledFact } from '../model/placeholders.ts';
import { SITE_PATH } from './sitePath.ts';

/** The site an article is checked against: its pages, and the agency's facts in the article's language (factValues). */
export interface ArticleContext {
  isSitePath(path: string): boolean;
  facts: Readonly<Record<string, string>>;
}

/** A link of the body: its words and its address, as written. */
interface BodyLink {
  text: string;
  href: string;
}

/** Every link of a Markdown tree, in order: in paragraphs, headings, lists, notes and table cells. */
function linksIn(tokens: readonly Token[]): BodyLink[] {
  return tokens.flatMap((token): BodyLink[] => {
    const parts = token as { tokens?: Token[]; items?: Token[]; header?: { tokens: Token[] }[]; rows?: { tokens: Token[] }[][] };
    return [
      ...(token.type === 'link' ? [{ text: (token as { text: string }).text, href: (token as { href: string }).href }] : []),
      ...linksIn(parts.tokens ?? []),
      ...linksIn(parts.items ?? []),
      ...(parts.header ?? []).flatMap((cell) => linksIn(cell.tokens)),
      ...(parts.rows ?? []).flatMap((row) => row.flatMap((cell) => linksIn(cell.tokens))),
    ];
  });
}

/** What the office reads about a fact an article writes out, and what to write instead. */
const spelledInArticle = ({ placeholder, written }: SpelledFact) =>
  `writes out “${written}” (${FACT_PLACEHOLDERS[placeholder]}): an article does not copy the agency facts, which change in one place; ${
    placeholder === 'siteHost' ? 'link to the page by its path (/contact)' : 'link to the contact page instead ([contact us](/contact))'
  }`;

/** A fact written out in one of an article's texts (a title, the closing box's text). */
export const articleTextProblems = (text: string, facts: ArticleContext['facts']): string[] => spelledFacts(text, facts).map(spelledInArticle);

/** What is wrong with an article's body: each fact written out (an e-mail address is also a link: the fact is the clearer message), then each link that leads nowhere or is not a link the site draws. */
export function articleBodyProblems(markdown: string, { isSitePath, facts }: ArticleContext): string[] {
  const links = linksIn(new Lexer({ gfm: true }).lex(markdown)).flatMap(({ text, href }) => {
    if (!SITE_PATH.test(href) && !/^https:\/\/[^\s/]+/.test(href)) return [`the link “${text}” leads to “${href}”: a link is a path on this site (/contact) or an https address`];
    const dead = href.startsWith('/') ? deadLinkPath(href, isSitePath) : undefined;
    return dead === undefined ? [] : [`the link “${text}” leads to ${dead}, which is no page of the site`];
  });
  return [...articleTextProblems(markdown, facts), ...links];
}
