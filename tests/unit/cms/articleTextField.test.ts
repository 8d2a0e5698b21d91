/**
 * The articles' body and texts in the editor (src/admin/articleTextField.ts),
 * by the build's rule (src/content/blog/articleTextProblems.ts): a link to a
 * path that is no page of the site, a link the site does not draw, the
 * agency's phone, fax, e-mail or address written out, each refused naming
 * the field, its language and the problem; every shipped article passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArticleBody, checkArticleText, type ArticleFieldContext } from '../../../src/admin/articleTextField';
import { editorFacts } from '../../../src/admin/editorFacts';
import { isSitePathIn, sitePages } from '../../../src/admin/sitePages';
import { TRANSLATED_FIELDS } from '../../../src/content/blog/frontmatter';
import { derivedFacts } from '../../../src/config/derivedFacts';
import { splitFrontmatter } from '../../../src/buildSteps/markdown/readFrontmatter';
import { locales } from '../../../src/i18n/locale';

const paths = new Set(sitePages.map((page) => page.path));
const context = (label: string, locale: string): ArticleFieldContext => ({ label, locale, isSitePath: (path) => isSitePathIn(paths, path), facts: editorFacts });
const refusal = (check: ReturnType<typeof checkArticleBody>) => (check === true ? undefined : check.error.message);
const body = (markdown: string, locale = 'en') => refusal(checkArticleBody(markdown, context('Article', locale)));

describe('an article’s body in the editor', () => {
  it('refuses a link to a page the site does not have, wherever the link is (a paragraph, a list, a note, a table)', () => {
    expect(body('Read our [flood insurance](/services/flood-insurance) page.')).toBe('Article (English) the link “flood insurance” leads to /services/flood-insurance, which is no page of the site.');
    expect(body('- a point\n- see [it](/nowhere)\n')).toContain('leads to /nowhere');
    expect(body('> A tip: [here](/es/nowhere#top).')).toContain('leads to /es/nowhere');
    expect(body('| a | b |\n|---|---|\n| [x](/gone?subject=quote) | y |\n')).toContain('leads to /gone,');
    // Pages there are, in English and Spanish, with a query or an anchor; an https address.
    expect(body('[Auto](/services/auto), [contacto](/es/contact?subject=quote), [claims](/claims#top), [IDOI](https://idoi.illinois.gov/).')).toBeUndefined();
  });

  it('refuses a link the site does not draw', () => {
    expect(body('Write to [us](mailto:someone@example.com).')).toBe('Article (English) the link “us” leads to “mailto:someone@example.com”: a link is a path on this site (/contact) or an https address.');
  });

  it('refuses the agency’s phone, fax, e-mail and street written out, in the pane’s language, saying what to write instead', () => {
    const { phone, fax } = derivedFacts;
    expect(body(`Fax us at ${fax.display}.`, 'es')).toBe(
      `Article (Spanish) writes out “${fax.display}” (the fax): an article does not copy the agency facts, which change in one place; link to the contact page instead ([contact us](/contact)).`,
    );
    // The main phone in a writing of its own: found by its digits.
    expect(body(`Call ${phone.display.replace(/\D/g, '').slice(-10).replace(/(\d{3})(\d{3})(\d{4})/, '$1.$2.$3')} today.`)).toContain('(the main phone as shown)');
    expect(body(`Mail ${derivedFacts.email}.`)).toContain('(the office e-mail)');
    expect(body(`Visit us at ${derivedFacts.address.street.split(',')[0]}.`)).toContain('(the street address)');
  });

  it('refuses the agency’s fax in a text, as the closing box’s (every translated field is one of these)', () => {
    expect(refusal(checkArticleText(`Questions? Fax ${derivedFacts.fax.display}.`, context('Closing box: text', 'en')))).toMatch(/^Closing box: text \(English\) writes out “.+” \(the fax\)/);
    expect(checkArticleText('Questions? Ask the office.', context('Closing box: text', 'en'))).toBe(true);
    expect(TRANSLATED_FIELDS).toContain('ctaText');
  });

  it('passes every shipped article, its body and its texts, in both languages', () => {
    const folder = join(import.meta.dirname, '../../../src/content/blog/articles');
    let checked = 0;
    for (const locale of locales) {
      for (const name of readdirSync(join(folder, locale))) {
        const { data, markdown } = splitFrontmatter(readFileSync(join(folder, locale, name), 'utf8'), name);
        expect(body(markdown, locale), `${locale}/${name}`).toBeUndefined();
        for (const field of TRANSLATED_FIELDS) expect(checkArticleText((data as Record<string, unknown>)[field], context(field, locale)), `${locale}/${name} ${field}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
