/**
 * Where a problem is, in the office's words: the build's reader names a
 * field by its path in the file (`sections[4].link.href`, counted from 0);
 * the content editor shows the same field as a trail of labels, the
 * section's kind and title, counted from 1 (docs/editor.md, "The preview").
 * This module walks the model (src/vocabulary/nodes.ts) beside the file's values along
 * that path and says where the field is as the editor's form shows it:
 * "Sections › Section 5: Buttons “Ready to get started?” › Link address".
 * The editor's fields take their labels from the same place (editorLabel,
 * src/buildSteps/cms/contentFields.ts), so the words match the form.
 */
import { locales, type Locale } from '../../i18n/locale.ts';
import type { BlockType, ContentNode, FieldsOf, ObjectNode, TextNode } from '../../vocabulary/nodes.ts';
import type { Problem } from './read.ts';

/**
 * The model's label as the editor shows it. Decap adds "(optional)" after
 * the label of every field that is not required, so the model's own mark is
 * taken out where Decap will add it ("Lead (optional)" → "Lead",
 * "Background (optional: white and light grey alternate)" → "Background
 * (white and light grey alternate)").
 */
export function editorLabel(node: Pick<ContentNode, 'label' | 'optional'>): string {
  if (!node.optional) return node.label;
  return node.label.replace(/ \(optional\)(?=:|$)/, '').replace(/\(optional[:,] /, '(');
}

/** Each language as the side-by-side field labels its box (src/admin/translationField.ts, LANGUAGE_NAMES). */
export const BOX_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** A photo's two fields as the editor labels them (src/buildSteps/cms/contentFields.ts, photoField). */
export const PHOTO_FIELD_LABELS = { src: 'Photo', alt: 'Description (what the photo shows, for screen readers)' } as const;

/** One step of the way to a field: the words the form shows, and where the path goes on from it. */
export interface PlaceStep {
  /** What the form shows: a field's label, or a list item's number, kind and title. */
  words: string;
  /** The step's part of the build's path (`sections[4]`, `link`). */
  path: string;
}

/** Where a field is, as the editor's form shows it. */
export interface FieldPlace {
  steps: PlaceStep[];
  /** The language box the problem is in, when it is one. */
  language?: Locale;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
const tokensOf = (path: string): (string | number)[] => [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]!));

/** The words a list item is known by in the form: its first text, in English (what its collapsed summary shows). */
function titleOf(fields: FieldsOf | undefined, value: unknown): string | undefined {
  if (!fields || !isRecord(value)) return undefined;
  for (const [name, node] of Object.entries(fields)) {
    const inner = node.type === 'mapped' ? node.inner : node;
    if (inner.type !== 'text') continue;
    const words = value[name];
    const first = isRecord(words) ? words[(inner as TextNode).only?.[0] ?? 'en'] : undefined;
    return typeof first === 'string' && first.trim() ? first.trim() : undefined;
  }
  return undefined;
}

const quoted = (title: string | undefined) => {
  if (!title) return '';
  return ` “${title.length > 48 ? `${title.slice(0, 47)}…` : title}”`;
};

/** Where `path` leads in a file read with `model`, whose values are `data`. */
export function placeOf(model: ObjectNode, data: unknown, path: string): FieldPlace {
  const steps: PlaceStep[] = [];
  let node: ContentNode | undefined = model;
  let value: unknown = data;
  let language: Locale | undefined;
  let at = '';
  for (const token of tokensOf(path)) {
    const part = typeof token === 'number' ? `[${token}]` : at ? `.${token}` : token;
    at += part;
    while (node?.type === 'mapped') node = node.inner;
    if (!node) {
      steps.push({ words: String(token), path: at });
      continue;
    }
    const child = isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[token] : undefined;
    if (node.type === 'text' && typeof token === 'string' && (locales as readonly string[]).includes(token)) {
      language = token as Locale;
      break;
    }
    if (node.type === 'photo' && (token === 'src' || token === 'alt')) {
      steps.push({ words: PHOTO_FIELD_LABELS[token], path: at });
      node = token === 'alt' ? { type: 'text', label: PHOTO_FIELD_LABELS.alt } : undefined;
      value = child;
      continue;
    }
    if (node.type === 'object' && typeof token === 'string') {
      const field: ContentNode | undefined = node.fields[token];
      steps.push({ words: field ? editorLabel(field) : token, path: at });
      node = field;
      value = child;
      continue;
    }
    if (node.type === 'list' && typeof token === 'number') {
      const item: ContentNode = node.item.type === 'mapped' ? node.item.inner : node.item;
      steps.push({ words: `${capital(node.singular)} ${token + 1}${quoted(titleOf(item.type === 'object' ? item.fields : { item }, item.type === 'object' ? child : { item: child }))}`, path: at });
      node = node.item;
      value = child;
      continue;
    }
    if (node.type === 'blocks' && typeof token === 'number') {
      const kind = isRecord(child) ? child.kind : undefined;
      const type: BlockType | undefined = typeof kind === 'string' ? node.types[kind] : undefined;
      steps.push({ words: `${capital(node.singular)} ${token + 1}${type ? `: ${type.label}` : ''}${quoted(titleOf(type?.fields, child))}`, path: at });
      node = type ? { type: 'object', label: type.label, fields: { kind: { type: 'choice', label: `Kind of ${node.singular}`, options: Object.keys(node.types) }, ...type.fields } } : undefined;
      value = child;
      continue;
    }
    steps.push({ words: String(token), path: at });
    node = undefined;
  }
  return { steps, ...(language ? { language } : {}) };
}

/** The place's words: "Hero › Title (Español)". */
export function placeWords({ steps, language }: FieldPlace): string {
  const words = steps.map((step) => step.words);
  if (language && words.length > 0) words[words.length - 1] = `${words.at(-1)} (${BOX_NAMES[language]})`;
  return words.join(' › ') || 'The page as a whole';
}

/**
 * A problem's message without what the place already says: the reader ends
 * some with the field's label in brackets ("is missing (Heading)").
 */
export function messageAt(place: FieldPlace, message: string): string {
  const last = place.steps.at(-1)?.words;
  return last && message.endsWith(` (${last})`) ? message.slice(0, -` (${last})`.length) : message;
}

/** A problem the build found, as the office reads it: where, then what. */
export function problemInWords(model: ObjectNode, data: unknown, problem: Problem): string {
  const place = placeOf(model, data, problem.path);
  return `${placeWords(place)}: ${messageAt(place, problem.message)}`;
}

/** A value of the file at a node of the model, with its path (as the build's reader names it). */
export interface ValueAt {
  node: ContentNode;
  value: unknown;
  path: string;
}

/** Every value of a file whose node is of one of `types` (the links, the pages named), walking the model beside the file. */
export function valuesOfType(model: ObjectNode, data: unknown, types: readonly ContentNode['type'][]): ValueAt[] {
  const found: ValueAt[] = [];
  const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);
  const walk = (node: ContentNode, value: unknown, path: string): void => {
    if (value === undefined || value === null) return;
    if (types.includes(node.type)) found.push({ node, value, path });
    if (node.type === 'mapped') walk(node.inner, value, path);
    else if (node.type === 'object' && isRecord(value)) for (const [key, field] of Object.entries(node.fields)) walk(field, value[key], join(path, key));
    else if (node.type === 'list' && Array.isArray(value)) value.forEach((item, index) => walk(node.item, item, join(path, index)));
    else if (node.type === 'blocks' && Array.isArray(value))
      value.forEach((item, index) => {
        const type = isRecord(item) && typeof item.kind === 'string' ? node.types[item.kind] : undefined;
        if (type && isRecord(item)) for (const [key, field] of Object.entries(type.fields)) walk(field, item[key], join(join(path, index), key));
      });
  };
  walk(model, data, '');
  return found;
}
