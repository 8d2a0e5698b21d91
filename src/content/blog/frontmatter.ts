/**
 * The frontmatter of a blog article: a tree of the content model's nodes
 * (docs/content.md, "One way to declare content"), each field its label in
 * the editor beside its arktype rule, and the article's metadata type
 * inferred from it. The build validates every Markdown file against the
 * type made of it (src/buildSteps/markdown/readFrontmatter.ts); the editor's fields
 * follow from it (src/buildSteps/cms/articlesCollection.ts); browser code only
 * imports the types, so arktype does not reach the page bundles this way.
 *
 * Each field describes its rule in the words a writer can act on; the build's
 * error messages and the editor's hints quote these descriptions.
 */
import { type, type Type } from 'arktype';
import { agency } from '../../config/agency.ts';
import { arkTypeOf } from '../../vocabulary/arkType.ts';
import { object, rule as ruleNode } from '../../vocabulary/nodes.ts';
import { isCalendarDay, VALUE_RULES } from '../model/read.ts';
import { BLOG_CATEGORIES } from './model.ts';
import { SITE_PATH } from './sitePath.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every value is text, trimmed before it is checked. */
const trimmed = type('string.trim');
const textOf = (min: number, max: number) => trimmed.to(`${min} <= string <= ${max}`);
/** A field of the frontmatter: its label in the editor, its rule (trimmed first). */
const field = <const R extends Type>(label: string, rule: R, options: Omit<Parameters<typeof ruleNode>[2], 'trimmed'> = {}) => ruleNode(label, rule, { trimmed: true, ...options });

/** The fields, in the order a writer fills them in, each with its label in the editor. */
export const frontmatterFile = object('Article', {
  id: field('Address (the last part of the page address, and the file name)', trimmed.to(SLUG).describe('a lowercase slug (letters, digits, hyphens) equal to the file name')),
  title: field('Title', textOf(10, 90).describe('text of 10 to 90 characters')),
  subtitle: field('Subtitle', textOf(20, 200).describe('text of 20 to 200 characters')),
  excerpt: field('Excerpt (on the card and in search results)', textOf(50, 160).describe('text of 50 to 160 characters (it is also the page description)')),
  image: field(
    'Photo',
    trimmed
      .to(type('string').narrow((value) => value.startsWith(`${agency.photoOrigin}/`) || SITE_PATH.test(value)))
      .describe(`a photo URL on ${agency.photoOrigin} or a site path starting with /`),
  ),
  imageAlt: field('Photo description (for screen readers)', textOf(5, 200).describe('a description of the photo (not empty)')),
  date: field('Publication date', trimmed.to(type(VALUE_RULES.date.pattern).narrow(isCalendarDay)).describe('an ISO date YYYY-MM-DD')),
  category: field('Category', trimmed.to(type.enumerated(...BLOG_CATEGORIES)).describe(`one of: ${BLOG_CATEGORIES.join(', ')}`), { options: BLOG_CATEGORIES }),
  ctaLabel: field('Closing box: button text', textOf(2, 30).describe('the button text (2 to 30 characters)')),
  ctaHref: field('Closing box: button link', trimmed.to(SITE_PATH).describe('a path on this site, e.g. /contact?subject=quote')),
  ctaTitle: field('Closing box: heading', textOf(10, 90).describe('the heading of the closing box (10 to 90 characters)')),
  ctaText: field('Closing box: text', textOf(20, 240).describe('one or two sentences for the closing box (20 to 240 characters)')),
});

type Fields = (typeof frontmatterFile)['fields'];

/** Each field's rule, by name (the build's messages quote its description). */
export const frontmatterFields = Object.fromEntries(Object.entries(frontmatterFile.fields).map(([name, node]) => [name, node.rule])) as { [K in keyof Fields]: Fields[K]['rule'] };

export type FrontmatterField = keyof typeof frontmatterFields;

/**
 * The facts an article's languages share (docs/architecture.md, "Articles in
 * two languages"): a translation repeats them unchanged, the build checks it
 * does, and the editor copies them from English. Category and button link
 * stay English: they are values, shown translated.
 */
export const SHARED_FIELDS = ['id', 'image', 'date', 'category', 'ctaHref'] as const satisfies readonly FrontmatterField[];

const FIELD_NAMES = Object.keys(frontmatterFields) as FrontmatterField[];

/** The fields a translation writes in its own language. */
export const TRANSLATED_FIELDS = FIELD_NAMES.filter(
  (field) => !(SHARED_FIELDS as readonly string[]).includes(field),
);

/**
 * Flat fields in (a field it does not know is an error, so a typo is not
 * silently ignored), the metadata the site uses out: the closing box's four
 * fields grouped as `cta`.
 */
export const articleFrontmatter = arkTypeOf(frontmatterFile)
  .onUndeclaredKey('reject')
  .pipe(({ ctaLabel, ctaHref, ctaTitle, ctaText, ...fields }) => ({
    // The fields in the model's order, whatever the file's.
    ...(Object.fromEntries(FIELD_NAMES.flatMap((name) => (name in fields ? [[name, fields[name as keyof typeof fields]]] : []))) as typeof fields),
    /** The closing call-to-action box: button text, internal path, heading, one or two sentences. */
    cta: { label: ctaLabel, href: ctaHref, title: ctaTitle, text: ctaText },
  }));

/** An article's validated metadata. */
export type ArticleFrontmatter = typeof articleFrontmatter.infer;

export type ArticleCta = ArticleFrontmatter['cta'];
