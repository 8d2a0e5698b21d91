/**
 * The frontmatter of a blog article: one arktype schema, and the article's
 * metadata type inferred from it. The build validates every Markdown file
 * against it (src/buildSteps/markdown/readFrontmatter.ts); browser code only imports
 * the types, so arktype does not reach the page bundles this way.
 *
 * Each field describes its rule in the words a writer can act on; the build's
 * error messages quote these descriptions.
 */
import { type } from 'arktype';
import { agency } from '../../config/agency.ts';
import { isCalendarDay, VALUE_RULES } from '../model/read.ts';
import { BLOG_CATEGORIES } from './model.ts';
import { SITE_PATH } from './sitePath.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every value is text, trimmed before it is checked. */
const trimmed = type('string.trim');
const textOf = (min: number, max: number) => trimmed.to(`${min} <= string <= ${max}`);

/** The fields, in the order a writer fills them in. */
export const frontmatterFields = {
  id: trimmed.to(SLUG).describe('a lowercase slug (letters, digits, hyphens) equal to the file name'),
  title: textOf(10, 90).describe('text of 10 to 90 characters'),
  subtitle: textOf(20, 200).describe('text of 20 to 200 characters'),
  excerpt: textOf(50, 160).describe('text of 50 to 160 characters (it is also the page description)'),
  image: trimmed
    .to(type('string').narrow((value) => value.startsWith(`${agency.photoOrigin}/`) || SITE_PATH.test(value)))
    .describe(`a photo URL on ${agency.photoOrigin} or a site path starting with /`),
  imageAlt: textOf(5, 200).describe('a description of the photo (not empty)'),
  date: trimmed.to(type(VALUE_RULES.date.pattern).narrow(isCalendarDay)).describe('an ISO date YYYY-MM-DD'),
  category: trimmed.to(type.enumerated(...BLOG_CATEGORIES)).describe(`one of: ${BLOG_CATEGORIES.join(', ')}`),
  ctaLabel: textOf(2, 30).describe('the button text (2 to 30 characters)'),
  ctaHref: trimmed.to(SITE_PATH).describe('a path on this site, e.g. /contact?subject=quote'),
  ctaTitle: textOf(10, 90).describe('the heading of the closing box (10 to 90 characters)'),
  ctaText: textOf(20, 240).describe('one or two sentences for the closing box (20 to 240 characters)'),
};

export type FrontmatterField = keyof typeof frontmatterFields;

/**
 * The facts an article's languages share (docs/architecture.md, "Articles in
 * two languages"): a translation repeats them unchanged, the build checks it
 * does, and the editor copies them from English. Category and button link
 * stay English: they are values, shown translated.
 */
export const SHARED_FIELDS = ['id', 'image', 'date', 'category', 'ctaHref'] as const satisfies readonly FrontmatterField[];

/** The fields a translation writes in its own language. */
export const TRANSLATED_FIELDS = (Object.keys(frontmatterFields) as FrontmatterField[]).filter(
  (field) => !(SHARED_FIELDS as readonly string[]).includes(field),
);

/**
 * Flat fields in (a field it does not know is an error, so a typo is not
 * silently ignored), the metadata the site uses out: the closing box's four
 * fields grouped as `cta`.
 */
export const articleFrontmatter = type({ '+': 'reject', ...frontmatterFields }).pipe(
  ({ id, title, subtitle, excerpt, image, imageAlt, date, category, ctaLabel, ctaHref, ctaTitle, ctaText }) => ({
    id,
    title,
    subtitle,
    excerpt,
    /** A photo on the stock-photo host (base URL) or a site path. */
    image,
    imageAlt,
    /** Publication date, ISO "YYYY-MM-DD". */
    date,
    category,
    /** The closing call-to-action box: button text, internal path, heading, one or two sentences. */
    cta: { label: ctaLabel, href: ctaHref, title: ctaTitle, text: ctaText },
  }),
);

/** An article's validated metadata. */
export type ArticleFrontmatter = typeof articleFrontmatter.infer;

export type ArticleCta = ArticleFrontmatter['cta'];
