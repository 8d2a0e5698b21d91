// @vitest-environment node
/**
 * Reading a content file against its model (src/content/model/read.ts), rule
 * by rule, on small models and values: each case names the field the problem
 * is reported at (the path the build prints after the file's name, e.g.
 * `sections[0].title.es`) and a fragment of its message, or the value a page
 * receives when the file is right. The site's own files are read the same
 * way by the store (store.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  blocks,
  block,
  date,
  derived,
  id,
  link,
  list,
  object,
  optional,
  page,
  photo,
  text,
  type ContentNode,
} from '../../../src/vocabulary/nodes';
import { form } from '../../../src/content/model/formNode';
import { readContent, type ReadContext } from '../../../src/content/model/read';
import { cardItems } from '../../../src/content/model/sections';
import type { Locale } from '../../../src/i18n/locale';

/** The facts a text may name, in each language ({hours} is written per language). */
const FACTS: Record<Locale, Record<string, string>> = {
  en: { phone: '(800) 555-0142', hours: 'Monday to Friday, 8 AM to 5 PM', year: '2026', paymentLink: 'https://pay.example.com/portal' },
  es: { phone: '(800) 555-0142', hours: 'de lunes a viernes, de 8 a. m. a 5 p. m.', year: '2026', paymentLink: 'https://pay.example.com/portal' },
};

const UPLOAD = { src: '/images/uploads/_/office-800.0123456789.jpg', width: 800, height: 600, sources: [{ type: 'image/avif', srcSet: '/images/uploads/_/office-800.0123456789.avif 800w' }] };

const contextIn = (locale: Locale): ReadContext => ({
  locale,
  facts: FACTS[locale],
  coverage: new Map([
    ['cyber', { slug: 'cyber', path: '/services/commercial/cyber', name: 'Cyber', card: { title: 'Cyber Liability', description: 'Breach response.', icon: 'lock' } }],
    ['property', { slug: 'property', path: '/services/commercial/property', name: 'Property' }],
  ]),
  isSitePath: (path) => ['/', '/contact', '/services/commercial/cyber'].includes(path),
  formIds: ['quickQuote', 'contact', 'recreational'],
  formModule: (formId) => ({ importFrom: `/forms/${locale}/${formId}.ts`, importName: formId }),
  articleIds: ['life-insurance-guide'],
  photoOrigin: 'https://images.unsplash.com',
  upload: (src) => (src === '/images/uploads/office.jpg' ? UPLOAD : undefined),
});

/** A case: a field's model and what the file writes there, read in one language. */
interface Case {
  name: string;
  field: ContentNode;
  value: unknown;
  locale?: Locale;
}
/** …and the one problem it must report: where (below the field `x`) and what. */
interface ProblemCase extends Case {
  path: string;
  message: string;
}
/** …or the value the page receives, with no problem. */
interface ValueCase extends Case {
  read: unknown;
}

const both = { en: 'Cyber', es: 'Cibernético' };
const photoOf = (src: string, alt: unknown = { en: 'Our office', es: 'Nuestra oficina' }) => ({ src, alt });
const section = blocks('Sections', 'section', { text: block('Text', { title: text('Heading') }) });

const problems: ProblemCase[] = [
  // Texts, in each language.
  { name: 'a missing Spanish text', field: text('Title'), value: { en: 'Cyber' }, locale: 'es', path: 'x.es', message: 'is empty: write the Spanish text (Title)' },
  { name: 'an empty Spanish text in a section', field: section, value: [{ kind: 'text', title: { en: 'Cyber', es: '' } }], locale: 'es', path: 'x[0].title.es', message: 'is empty: write the Spanish text (Heading)' },
  { name: 'an empty English text', field: text('Title'), value: { en: '  ', es: 'Cibernético' }, path: 'x.en', message: 'is empty: write the English text (Title)' },
  { name: 'a text not written per language', field: text('Title'), value: 'Cyber', path: 'x', message: 'must give the text in each language (en, es), e.g. en: …, es: …' },
  { name: 'a language the site does not have', field: text('Title'), value: { ...both, fr: 'Cyber' }, path: 'x.fr', message: 'is not a language this text is written in (en, es)' },
  { name: 'an optional text filled in one language only', field: optional(text('Lead')), value: { en: 'More', es: '' }, locale: 'es', path: 'x.es', message: 'is empty while another language is written: write the Spanish text too, or empty both' },
  { name: 'a Spanish-only text written in English too', field: text('Notice', { only: ['es'] }), value: { en: 'Notice', es: 'Aviso' }, path: 'x.en', message: 'is not a language this text is written in (es)' },
  // Placeholders.
  { name: 'an unknown placeholder', field: text('Title'), value: { en: 'Call {phonee}', es: 'Llame al {phone}' }, path: 'x.en', message: 'names {phonee}, which is no placeholder (known: {phone}, {hours}, {year}, {paymentLink})' },
  { name: 'an unknown placeholder, the slots listed too', field: text('Step', { slots: ['number'] }), value: { en: 'Step {num}', es: 'Paso {number}' }, path: 'x.en', message: 'names {num}, which is no placeholder (known: {phone}, {hours}, {year}, {paymentLink}, {number})' },
  { name: 'a slot of another text', field: text('Title'), value: { en: 'Step {number}', es: 'Paso {number}' }, locale: 'es', path: 'x.es', message: 'names {number}, which is no placeholder' },
  // Fields and blocks.
  { name: 'an unknown field', field: object('Card', { title: text('Title') }), value: { title: both, subtitle: both }, path: 'x.subtitle', message: 'is not a field here (known: title)' },
  { name: 'a missing field', field: object('Card', { title: text('Title'), link: link('Link') }), value: { title: both }, path: 'x.link', message: 'is missing (Link)' },
  { name: 'an unknown block kind', field: section, value: [{ kind: 'text', title: both }, { kind: 'video', title: both }], path: 'x[1].kind', message: 'must be one of text (was "video")' },
  { name: 'a value the build makes, written in the file', field: derived('Grid', () => []), value: [], path: 'x', message: 'is made by the build (Grid): remove it from the file' },
  // Lists.
  { name: 'a list below its minimum', field: list('Months', 'month', text('Month'), { min: 2, max: 3 }), value: [both], path: 'x', message: 'must have at least 2 months (has 1)' },
  { name: 'a list above its maximum', field: list('Months', 'month', text('Month'), { min: 2, max: 3 }), value: [both, both, both, both], path: 'x', message: 'must have at most 3 months (has 4)' },
  { name: 'a list item wrong', field: list('Months', 'month', text('Month')), value: [both, { en: 'May' }], locale: 'es', path: 'x[1].es', message: 'is empty: write the Spanish text (Month)' },
  // Pages and links.
  { name: 'a page reference to a missing coverage file', field: page('Coverage page'), value: 'umbrella', path: 'x', message: 'names no coverage page: there is no src/content/coverage/umbrella.yaml' },
  { name: 'a card of a coverage page that has none', field: cardItems, value: [{ kind: 'page', page: 'property' }], path: 'x', message: 'names the coverage page "property", which has no card' },
  { name: 'a link to a path that is not a page', field: link('Link'), value: '/claim', path: 'x', message: 'links to /claim, which is no page of the site' },
  { name: 'a link to a page with a query, the page unknown', field: link('Link'), value: '/quote?subject=auto', path: 'x', message: 'links to /quote, which is no page of the site' },
  { name: 'a plain http link', field: link('Link'), value: 'http://example.com', path: 'x', message: 'must be a path on this site (/contact), an anchor on the page (#quote) or an https address' },
  { name: 'an anchor written with a capital', field: link('Link'), value: '#Quote', path: 'x', message: 'must be a path on this site (/contact), an anchor on the page (#quote) or an https address' },
  { name: 'an unknown placeholder in a link', field: link('Link'), value: '{payLink}', path: 'x', message: 'names {payLink}, which is no placeholder' },
  { name: 'an id with a capital', field: id('Anchor'), value: 'Quote', path: 'x', message: 'must be lowercase letters, digits and hyphens' },
  { name: 'a day that does not exist', field: date('Updated'), value: '2025-02-30', path: 'x', message: 'must be a day written YYYY-MM-DD (was "2025-02-30")' },
  // Photos.
  { name: 'a photo with an empty description', field: photo('Photo'), value: photoOf('https://images.unsplash.com/photo-1', { en: '', es: 'Oficina' }), path: 'x.alt.en', message: 'is empty: write the English text (Photo: description)' },
  { name: 'a photo without its description in Spanish', field: photo('Photo'), value: photoOf('https://images.unsplash.com/photo-1', { en: 'Office' }), locale: 'es', path: 'x.alt.es', message: 'is empty: write the Spanish text (Photo: description)' },
  { name: 'a photo upload that does not exist', field: photo('Photo'), value: photoOf('/images/uploads/missing.jpg'), path: 'x.src', message: 'names /images/uploads/missing.jpg, but there is no such file in src/public/images/uploads/' },
  { name: 'a stock photo not on the photo host', field: photo('Photo'), value: photoOf('https://example.com/office.jpg'), path: 'x.src', message: 'must be an upload (/images/uploads/<file>.jpg, .jpeg, .png, .webp or .avif) or a photo on https://images.unsplash.com (was "https://example.com/office.jpg")' },
  { name: 'a photo without its address', field: photo('Photo'), value: photoOf(''), path: 'x.src', message: 'is missing: upload a photo or give its address (Photo)' },
  { name: 'a photo with a field it does not have', field: photo('Photo'), value: { ...photoOf('https://images.unsplash.com/photo-1'), width: 800 }, path: 'x.width', message: 'is not a field of a photo (src, alt)' },
  // Forms.
  { name: 'a form id that does not exist', field: form('Form'), value: 'quote', path: 'x', message: 'must be one of the forms quickQuote, contact, recreational (was "quote")' },
  { name: 'the recreational form where it is not allowed', field: form('Form'), value: 'recreational', path: 'x', message: 'names the recreational form, which only a coverage page can show (it names the vehicle beside it)' },
];

const values: ValueCase[] = [
  { name: 'a text in English', field: text('Title'), value: both, read: 'Cyber' },
  { name: 'a text in Spanish', field: text('Title'), value: both, locale: 'es', read: 'Cibernético' },
  { name: 'a block scalar without its closing newline', field: text('Text'), value: { en: 'Two lines\nof text\n', es: 'Dos líneas\nde texto\n' }, read: 'Two lines\nof text' },
  { name: 'an optional text empty in both languages', field: optional(text('Lead')), value: { en: '', es: '' }, read: undefined },
  { name: 'an optional text left out', field: optional(text('Lead')), value: undefined, read: undefined },
  { name: 'a Spanish-only text in Spanish', field: text('Notice', { only: ['es'] }), value: { es: 'Aviso' }, locale: 'es', read: 'Aviso' },
  { name: 'a Spanish-only text in English: nothing', field: text('Notice', { only: ['es'] }), value: { es: 'Aviso' }, read: undefined },
  { name: 'a slot placeholder, left for the component', field: text('Step', { slots: ['number'] }), value: { en: 'Step {number}: ', es: 'Paso {number}: ' }, read: 'Step {number}: ' },
  { name: 'a fact placeholder, filled in English', field: text('Hours'), value: { en: 'Open {hours}', es: 'Abierto {hours}' }, read: 'Open Monday to Friday, 8 AM to 5 PM' },
  { name: 'a fact placeholder, filled in Spanish', field: text('Hours'), value: { en: 'Open {hours}', es: 'Abierto {hours}' }, locale: 'es', read: 'Abierto de lunes a viernes, de 8 a. m. a 5 p. m.' },
  {
    name: 'a slot that shares a fact’s name stays a slot ({year} of a date)',
    field: text('Date', { slots: ['day', 'month', 'year'] }),
    value: { en: '{month} {day}, {year}', es: '{day} de {month} de {year}' },
    read: '{month} {day}, {year}',
  },
  { name: 'the same name where it is no slot is the fact', field: text('Copyright'), value: { en: '© {year} {phone}', es: '© {year} {phone}' }, read: '© 2026 (800) 555-0142' },
  { name: 'a link to a page', field: link('Link'), value: '/contact?subject=quote', read: '/contact?subject=quote' },
  { name: 'a link to a coverage page', field: link('Link'), value: '/services/commercial/cyber#quote', read: '/services/commercial/cyber#quote' },
  { name: 'an anchor link', field: link('Link'), value: '#quote', read: '#quote' },
  { name: 'an https link', field: link('Link'), value: 'https://www.iii.org/article/what-covered', read: 'https://www.iii.org/article/what-covered' },
  { name: 'a fact link', field: link('Link'), value: '{paymentLink}', read: 'https://pay.example.com/portal' },
  { name: 'a page reference', field: page('Coverage page'), value: 'cyber', read: 'cyber' },
  {
    name: 'a coverage page’s card, from that page',
    field: cardItems,
    value: [{ kind: 'page', page: 'cyber' }],
    read: [{ title: 'Cyber Liability', description: 'Breach response.', icon: 'lock', path: '/services/commercial/cyber' }],
  },
  { name: 'a stock photo', field: photo('Photo'), value: photoOf('https://images.unsplash.com/photo-1'), locale: 'es', read: { src: 'https://images.unsplash.com/photo-1', alt: 'Nuestra oficina' } },
  { name: 'an uploaded photo, with its variants', field: photo('Photo'), value: photoOf('/images/uploads/office.jpg'), read: { ...UPLOAD, alt: 'Our office' } },
  { name: 'a form, as the import of its definition in the language', field: form('Form'), value: 'contact', locale: 'es', read: { importFrom: '/forms/es/contact.ts', importName: 'contact' } },
  { name: 'the recreational form where the vehicle is named beside it', field: form('Form', { withVehicle: true }), value: 'recreational', read: { importFrom: '/forms/en/recreational.ts', importName: 'recreational' } },
  { name: 'a list within its bounds', field: list('Months', 'month', text('Month'), { min: 2, max: 3 }), value: [both, both], read: ['Cyber', 'Cyber'] },
];

/** Each case's field is read as `x` of a file, as the store reads a file's fields. */
const readField = ({ field, value, locale = 'en' }: Case) => readContent(object('File', { x: field }), value === undefined ? {} : { x: value }, contextIn(locale));

describe('reading a content file: each problem at its field', () => {
  it.each(problems)('$name: $path', (testCase) => {
    const { problems: found } = readField(testCase);
    expect(found).toEqual([{ path: testCase.path, message: expect.stringContaining(testCase.message) }]);
  });
});

describe('reading a content file: the value a page receives', () => {
  it.each(values)('$name', (testCase) => {
    const { value, problems: found } = readField(testCase);
    expect(found).toEqual([]);
    expect(value).toEqual(testCase.read === undefined ? {} : { x: testCase.read });
  });
});

describe('reading a whole file', () => {
  it('reports every problem of the file at once, each at its field', () => {
    const file = object('Page', { title: text('Title'), sections: section, image: photo('Photo') });
    const { problems: found } = readContent(
      file,
      { title: { en: 'Cyber' }, sections: [{ kind: 'text', title: { en: '', es: '' } }], image: photoOf('/images/uploads/missing.jpg'), extra: 1 },
      contextIn('es'),
    );
    expect(found.map((problem) => problem.path)).toEqual(['extra', 'title.es', 'sections[0].title.es', 'image.src']);
  });

  it('reports a file that is no set of fields as the file', () => {
    expect(readContent(object('Page', { title: text('Title') }), ['a list'], contextIn('en')).problems).toEqual([
      { path: '(the file)', message: 'must be a set of fields (title)' },
    ]);
  });
});
