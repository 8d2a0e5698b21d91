/**
 * The content editor's fields, derived from the content model
 * (src/vocabulary/nodes.ts), node by node, in the model's order, so the
 * editor asks for exactly what the build reads: the content files
 * (src/content/model/read.ts), the articles' frontmatter and the agency's
 * facts (their `rule` nodes, which arktype checks):
 *
 *   text      the side-by-side field (src/admin/translationField.ts): the
 *             English and the Spanish words of one place
 *   choice    a select of the model's options; the icons as pictures (src/admin/IconControl.tsx)
 *   number    a whole number, with the model's minimum
 *   boolean   a switch (an absent one reads as off)
 *   link      a page of the site picked from a list (src/admin/SiteLinkControl.tsx),
 *             or another address, with the build's rule as its pattern and hint
 *   path, id, date
 *             one line with the build's rule as its pattern and hint
 *   page, form, article
 *             a select of the coverage pages, forms and articles there are
 *   photo     the photo field (upload or address) and its description
 *   rule      from the arktype type's JSON Schema: a select of its options,
 *             or a line (a text area past 100 characters) with the rule's
 *             pattern and its words as the hint
 *   object    a group of fields (an optional one may be left out whole)
 *   list      a list of the item's fields, or of single values (src/admin/valueList.ts),
 *             with the model's minimum and maximum
 *   blocks    a list of typed blocks, each naming its kind in `kind`
 *   mapped    its inner node, as the file holds it
 *   derived   nothing: the build makes it
 *
 * Labels and hints are the model's. Runs at build time only (./cmsConfigModule.ts).
 */
import type { Type } from 'arktype';
import type { CmsField } from 'decap-cms-core';
import { ICON_WIDGET, isIconChoice } from '../../admin/iconField.ts';
import { OPTIONAL_OBJECT_WIDGET } from '../../admin/optionalObject.ts';
import { PHOTO_WIDGET } from '../../admin/photoField.ts';
import { SITE_LINK_WIDGET } from '../../admin/siteLinkField.ts';
import { TRANSLATION_WIDGET } from '../../admin/translationField.ts';
import { UPLOAD_LIMITS } from '../../admin/uploadCheck.ts';
import { VALUE_LIST_WIDGET } from '../../admin/valueList.ts';
import type { BlockType, ContentNode, FieldsOf, RuleNode, TextNode } from '../../vocabulary/nodes.ts';
import { editorLabel, PHOTO_FIELD_LABELS } from '../../content/model/fieldPlace.ts';
import { FACT_PLACEHOLDERS } from '../../content/model/placeholders.ts';
import { RECREATIONAL_FORM, VALUE_RULES } from '../../content/model/read.ts';
import { UPLOAD_TYPE_NAMES, UPLOADS_PATH } from '../../content/model/uploads.ts';

/** What the selects offer: the pages, forms and articles there are when the editor is built. */
export interface FieldChoices {
  coverageSlugs: readonly string[];
  formIds: readonly string[];
  articleIds: readonly string[];
  /** The stock-photo host a photo may come from besides the uploads. */
  photoOrigin: string;
}

/** An editor field; Decap's types know its own widgets only, so the content widgets' options are typed here. */
type EditorField = Record<string, unknown> & { name: string; label: string; widget: string };

export { editorLabel };

const withoutAnchors = (pattern: RegExp) => pattern.source.replace(/^\^/, '').replace(/\$$/, '');
const ruleOf = (words: string, pattern: string): Pattern => [pattern, messageOf(words)];

/** Facts whose value is an address, which a link may name whole: {paymentLink}, {signInLink}. */
const LINK_FACTS = Object.keys(FACT_PLACEHOLDERS).filter((name) => name.endsWith('Link'));

const LINK_RULE = {
  words: `${VALUE_RULES.link.words}, or ${LINK_FACTS.map((name) => `{${name}}`).join(', ')}`,
  pattern: `^(?:${[...Object.values(VALUE_RULES.link.patterns).map(withoutAnchors), ...LINK_FACTS.map((name) => `\\{${name}\\}`)].join('|')})$`,
};

/** How the link field is filled in (src/admin/SiteLinkControl.tsx): the rule, as the office meets it. */
const LINK_PICKED = `a page of the site picked from the list (on the Spanish page, the link leads to that page's Spanish version), or another address: an anchor on the page (#quote), an https address, or ${LINK_FACTS.map((name) => `{${name}}`).join(', ')}`;

/** The hint under a field: the model's, then the rule the field's pattern states. */
const hintWith = (node: ContentNode, rule?: string) => [node.hint, rule === undefined ? undefined : hintOf(rule)].filter(Boolean).join(' ') || undefined;

/** The words of a whole rule (a list's or a set of fields' in a file arktype reads) join the hint. */
const wholeWords = (node: ContentNode) => (node.type === 'object' || node.type === 'list' ? node.whole?.words : undefined);

function baseOf(name: string, node: ContentNode, hint = hintWith(node, wholeWords(node))) {
  return { name, label: editorLabel(node), ...(hint ? { hint } : {}), ...(node.optional ? { required: false } : {}) };
}

/** What a list's or a block's collapsed item shows: its first text (in its first language), or its first one-line value. */
export function summaryOf(fields: FieldsOf): string | undefined {
  const entries = Object.entries(fields).map(([name, node]) => [name, node.type === 'mapped' ? node.inner : node] as const);
  const text = entries.find(([, node]) => node.type === 'text') as [string, TextNode] | undefined;
  if (text) return `{{fields.${text[0]}.${text[1].only?.[0] ?? 'en'}}}`;
  const line = entries.find(([, node]) => ['choice', 'page', 'id', 'link', 'path', 'article', 'form', 'number'].includes(node.type));
  return line && `{{fields.${line[0]}}}`;
}

function textField(name: string, node: TextNode): EditorField {
  return {
    ...baseOf(name, node),
    widget: TRANSLATION_WIDGET,
    ...(node.multiline ? { multiline: true } : {}),
    ...(node.only ? { only: [...node.only] } : {}),
    ...(node.slots ? { slots: [...node.slots] } : {}),
  };
}

function oneLine(name: string, node: ContentNode, rule: { words: string; pattern: string }): EditorField {
  return { ...baseOf(name, node, hintWith(node, rule.words)), widget: 'string', pattern: ruleOf(rule.words, rule.pattern) };
}

function photoField(name: string, node: ContentNode, choices: FieldChoices): EditorField {
  return {
    ...baseOf(name, node),
    widget: node.optional ? OPTIONAL_OBJECT_WIDGET : 'object',
    fields: [
      {
        name: 'src',
        label: PHOTO_FIELD_LABELS.src,
        // Checks the whole value as the build does (src/admin/photoField.ts): an upload, or a photo on the host.
        widget: PHOTO_WIDGET,
        photo_origin: choices.photoOrigin,
        hint: `Upload a photo (${UPLOAD_TYPE_NAMES}, up to ${UPLOAD_LIMITS.megabytes} MB and ${UPLOAD_LIMITS.pixels} pixels on a side: the site makes smaller copies of it for each screen) or choose one uploaded before, or give the address of a photo on ${choices.photoOrigin}. Uploads are at ${UPLOADS_PATH}<file name>.`,
        media_library: { allow_multiple: false },
      },
      textField('alt', { type: 'text', label: PHOTO_FIELD_LABELS.alt }),
    ],
  };
}

function listField(name: string, node: Extract<ContentNode, { type: 'list' }>, choices: FieldChoices): EditorField {
  const item = node.item.type === 'mapped' ? { ...node.item.inner, label: node.item.label } : node.item;
  const limits = { ...(node.min !== undefined ? { min: node.min } : {}), ...(node.max !== undefined ? { max: node.max } : {}) };
  const base = { ...baseOf(name, node), widget: 'list', label_singular: node.singular, ...limits };
  if (item.type === 'object') {
    const summary = summaryOf(item.fields);
    return { ...base, fields: contentFields(item.fields, choices), ...(summary ? { summary } : {}) };
  }
  // A list of single values (paragraphs, labels, articles): each item is the value itself (src/admin/valueList.ts).
  const single = contentField('item', item, choices)!;
  const summary = summaryOf({ item });
  return { ...base, widget: VALUE_LIST_WIDGET, field: single, ...(summary ? { summary } : {}) };
}

function blockType(kind: string, type: BlockType, choices: FieldChoices): EditorField {
  const fields = contentFields(type.fields, choices);
  if (fields.length === 0) throw new Error(`content editor fields: the block "${kind}" (${type.label}) has nothing to fill in; Decap needs one field at least`);
  const summary = summaryOf(type.fields);
  return { name: kind, label: type.label, widget: 'object', fields, ...(summary ? { summary: `${type.label}: ${summary}` } : {}) };
}

// ---------------------------------------------------------------------------
// Rules arktype states (the `rule` nodes): the editor's pattern and hint from the type's JSON Schema.

/** The part of JSON Schema that arktype emits for the facts and the frontmatter. */
interface JsonSchema {
  type?: string;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  enum?: unknown[];
  items?: JsonSchema;
  minItems?: number;
}

/**
 * What a type accepts, as JSON Schema. Rules JSON Schema cannot state (a
 * predicate such as "a real calendar day") are left out here and stay the
 * build's to check.
 */
function jsonSchemaOf(rule: Type): JsonSchema {
  return rule.toJsonSchema({ fallback: (context) => context.base }) as JsonSchema;
}

type Pattern = [string, string];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The hint under a field and the message of its pattern, both in the rule's words. */
export const hintOf = (rule: string) => `${capitalized(rule)}.`;
const messageOf = (rule: string) => `must be ${rule}`;

/**
 * A regular expression for "between `min` and `max` characters", counted as
 * the build counts them: after trimming when `trimmed` (the frontmatter's
 * text is trimmed before it is checked), as written otherwise.
 */
function lengthPattern(min: number, max: number | undefined, trimmed: boolean): string {
  const upTo = (limit: number | undefined) => (limit === undefined ? '' : String(limit));
  if (!trimmed) return `^[\\s\\S]{${min},${upTo(max)}}$`;
  if (min < 2) throw new Error('lengthPattern: a trimmed length needs a minimum of 2 or more');
  // Leading spaces, the first non-space character, the middle, the last non-space character, trailing spaces.
  return `^\\s*\\S[\\s\\S]{${min - 2},${upTo(max === undefined ? undefined : max - 2)}}\\S\\s*$`;
}

/**
 * The Decap pattern of a string rule: its regular expression, else its
 * length limits; none when "not empty" is all it asks (Decap's `required`
 * says that already). A regular expression from the frontmatter applies to
 * the trimmed value in the build and to the value as typed in the editor, so
 * the editor is stricter by surrounding spaces only.
 */
function patternOf(schema: JsonSchema, rule: string, trimmed = false): Pattern | undefined {
  if (schema.pattern !== undefined) return [schema.pattern, messageOf(rule)];
  const min = schema.minLength ?? 0;
  if (schema.maxLength === undefined && min <= 1) return undefined;
  return [lengthPattern(min, schema.maxLength, trimmed), messageOf(rule)];
}

/** Text longer than this gets a text area rather than a one-line box. */
const ONE_LINE_MAX = 100;

/** A rule's field: a select of its options (several for a list of them), else a line or a text area with its pattern; the rule's words as the hint. */
function ruleField(name: string, node: RuleNode): EditorField {
  const words = node.rule.description;
  const schema = jsonSchemaOf(node.rule.out as Type);
  const base = { name, label: editorLabel(node) };
  const required = !node.optional;
  if (node.options) {
    const choices = (schema.type === 'array' ? schema.items?.enum : schema.enum) ?? [];
    if (choices.length !== node.options.length || !choices.every((choice) => node.options!.includes(choice as string))) {
      throw new Error(`content editor fields of ${name}: the options must be the rule’s choices (${choices.join(', ')})`);
    }
    if (schema.type === 'array') return { ...base, widget: 'select', multiple: true, options: [...node.options], ...(schema.minItems ? { min: schema.minItems } : {}), required };
    return { ...base, widget: 'select', options: [...node.options], hint: hintWith(node, words), required };
  }
  const pattern = patternOf(schema, words, node.trimmed);
  const widget = (schema.maxLength ?? 0) > ONE_LINE_MAX ? 'text' : 'string';
  return { ...base, widget, ...(pattern ? { pattern, hint: hintWith(node, words) } : {}), required };
}

/** The editor field of one node of the model; undefined for what the build makes (derived). */
export function contentField(name: string, node: ContentNode, choices: FieldChoices): CmsField | undefined {
  return editorField(name, node, choices) as unknown as CmsField | undefined;
}

function editorField(name: string, node: ContentNode, choices: FieldChoices): EditorField | undefined {
  switch (node.type) {
    case 'text':
      return textField(name, node);
    case 'choice':
      // The site's icons are chosen by the look (src/admin/IconControl.tsx).
      return { ...baseOf(name, node), widget: isIconChoice(node) ? ICON_WIDGET : 'select', options: [...node.options] };
    case 'number':
      return { ...baseOf(name, node), widget: 'number', value_type: 'int', ...(node.min !== undefined ? { min: node.min } : {}) };
    case 'boolean':
      // An absent switch reads as off, so the file need not name it: never required.
      return { ...baseOf(name, node), widget: 'boolean', required: false };
    case 'link':
      // A page of the site picked from a list, or another address written out (src/admin/SiteLinkControl.tsx); the rule still checked.
      return { ...oneLine(name, node, LINK_RULE), widget: SITE_LINK_WIDGET, hint: hintWith(node, LINK_PICKED) };
    case 'path':
      return oneLine(name, node, { words: VALUE_RULES.path.words, pattern: VALUE_RULES.path.pattern.source });
    case 'id':
      return oneLine(name, node, { words: VALUE_RULES.id.words, pattern: VALUE_RULES.id.pattern.source });
    case 'date':
      // The build wants the day as YYYY-MM-DD text: the date picker stores exactly that.
      return {
        ...baseOf(name, node),
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        picker_utc: true,
        pattern: ruleOf(VALUE_RULES.date.words, VALUE_RULES.date.pattern.source),
      };
    case 'page':
      return { ...baseOf(name, node, hintWith(node, 'a coverage page (a page added in the editor is listed here once the site is rebuilt)')), widget: 'select', options: [...choices.coverageSlugs] };
    case 'form': {
      const forms = choices.formIds.filter((id) => node.withVehicle || id !== RECREATIONAL_FORM);
      return { ...baseOf(name, node), widget: 'select', options: forms };
    }
    case 'article':
      return { ...baseOf(name, node), widget: 'select', options: [...choices.articleIds] };
    case 'photo':
      return photoField(name, node, choices);
    case 'rule':
      return ruleField(name, node);
    case 'object':
      return { ...baseOf(name, node), widget: node.optional ? OPTIONAL_OBJECT_WIDGET : 'object', fields: contentFields(node.fields, choices) };
    case 'list':
      return listField(name, node, choices);
    case 'blocks':
      return {
        ...baseOf(name, node),
        widget: 'list',
        label_singular: node.singular,
        typeKey: 'kind',
        types: Object.entries(node.types).map(([kind, type]) => blockType(kind, type, choices)),
        ...(node.min !== undefined ? { min: node.min } : {}),
      };
    case 'mapped':
      return editorField(name, { ...node.inner, label: node.label, hint: node.hint, optional: node.optional } as ContentNode, choices);
    case 'derived':
      return undefined;
  }
}

/** The editor fields of a set of fields of the model, in its order; derived values are left out. */
export function contentFields(fields: FieldsOf, choices: FieldChoices): CmsField[] {
  return Object.entries(fields).flatMap(([name, node]) => contentField(name, node, choices) ?? []);
}
