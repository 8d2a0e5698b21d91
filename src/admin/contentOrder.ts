/**
 * The order of a content file's keys, read off the content model
 * (src/vocabulary/nodes.ts): a set of fields in the model's order, a
 * text's languages in the languages' order, a block's `kind` first and then
 * its kind's fields. The editor writes its files in this order
 * (./contentYaml.ts): Decap holds an entry's values in Immutable maps, which
 * keep no order beyond eight keys and put a newly filled field last, so
 * without it every save would reorder the file and a pull request would show
 * lines the office never touched.
 *
 * One files collection holds several models (the fixed pages), and a format
 * is the collection's: their orders are merged into one, which is each
 * model's own order wherever they share a key (merging throws otherwise).
 */
import { locales } from '../i18n/locale.ts';
import type { ContentNode, FieldsOf } from '../vocabulary/nodes.ts';

/** Where each key goes, at one place of a file, and the order below each key. */
export interface KeyOrder {
  keys: string[];
  children: Record<string, KeyOrder>;
  /** The order inside each item of a list. */
  item?: KeyOrder;
  /** The order inside each block of a list of blocks, by its kind. */
  kinds?: Record<string, KeyOrder>;
}

/** The key that names a block's kind (src/vocabulary/nodes.ts, `blocks`). */
export const KIND_KEY = 'kind';

const fieldsOrder = (fields: FieldsOf, first: string[] = []): KeyOrder => {
  const written = Object.entries(fields).filter(([, node]) => node.type !== 'derived');
  const children: Record<string, KeyOrder> = {};
  for (const [name, node] of written) {
    const below = keyOrderOf(node);
    if (below) children[name] = below;
  }
  return { keys: [...first, ...written.map(([name]) => name)], children };
};

/** The order of a node's value in the file; undefined for a value with no keys (a number, a link). */
export function keyOrderOf(node: ContentNode): KeyOrder | undefined {
  switch (node.type) {
    case 'text':
      return { keys: [...(node.only ?? locales)], children: {} };
    case 'photo':
      return { keys: ['src', 'alt'], children: { alt: { keys: [...locales], children: {} } } };
    case 'object':
      return fieldsOrder(node.fields);
    case 'list': {
      const item = keyOrderOf(node.item);
      return { keys: [], children: {}, ...(item ? { item } : {}) };
    }
    case 'blocks':
      return {
        keys: [],
        children: {},
        kinds: Object.fromEntries(Object.entries(node.types).map(([kind, type]) => [kind, fieldsOrder(type.fields, [KIND_KEY])])),
      };
    case 'mapped':
      return keyOrderOf(node.inner);
    default:
      return undefined;
  }
}

/**
 * Two key lists as one: every key of each, each list's keys in its own
 * order. Throws when the two order two keys differently (no one order fits
 * both files).
 */
function mergeKeys(first: readonly string[], second: readonly string[], where: string): string[] {
  const merged: string[] = [];
  let rest = [...second];
  for (const key of first) {
    const at = rest.indexOf(key);
    if (at >= 0) {
      // What the second list puts before a shared key goes before it here too.
      merged.push(...rest.slice(0, at).filter((early) => !first.includes(early) || fail(early, key)));
      rest = rest.slice(at + 1);
    }
    if (!merged.includes(key)) merged.push(key);
  }
  for (const key of rest) if (!merged.includes(key)) merged.push(key);
  return merged;

  function fail(early: string, key: string): never {
    throw new Error(`content order${where ? ` of ${where}` : ''}: one model puts ${key} before ${early}, another after it`);
  }
}

const mergeRecords = (first: Record<string, KeyOrder>, second: Record<string, KeyOrder>, where: string): Record<string, KeyOrder> => {
  const merged = { ...first };
  for (const [key, order] of Object.entries(second)) merged[key] = merged[key] ? mergeKeyOrders(merged[key], order, `${where}.${key}`) : order;
  return merged;
};

/** One order that is each of the two's wherever they share a key (the fixed pages' collection: ./contentCollections.ts). */
export function mergeKeyOrders(first: KeyOrder, second: KeyOrder, where = ''): KeyOrder {
  const item = first.item && second.item ? mergeKeyOrders(first.item, second.item, `${where}[]`) : (first.item ?? second.item);
  const kinds = first.kinds && second.kinds ? mergeRecords(first.kinds, second.kinds, where) : (first.kinds ?? second.kinds);
  return {
    keys: mergeKeys(first.keys, second.keys, where),
    children: mergeRecords(first.children, second.children, where),
    ...(item ? { item } : {}),
    ...(kinds ? { kinds } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Left out of the file: what the office emptied. A cleared box is an empty
 * string, a cleared text `{ en: '', es: '' }`, a cleared group of fields an
 * object of such; the build reads each as absent anyway (an optional value
 * may be absent, a required one is refused by the editor before it saves).
 */
export const isEmptied = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (isRecord(value) && Object.values(value).every(isEmptied));

/**
 * `value` with its keys in `order` (recursively) and what was emptied left
 * out; keys the order does not name keep their place after the others, so
 * nothing the file holds is lost.
 */
export function inKeyOrder(value: unknown, order: KeyOrder | undefined): unknown {
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        const kind = isRecord(item) ? item[KIND_KEY] : undefined;
        const itemOrder = typeof kind === 'string' && order?.kinds?.[kind] ? order.kinds[kind] : order?.item;
        return inKeyOrder(item, itemOrder);
      })
      .filter((item) => !isEmptied(item));
  }
  if (!isRecord(value)) return value;
  const known = order?.keys ?? [];
  const keys = [...known.filter((key) => key in value), ...Object.keys(value).filter((key) => !known.includes(key))];
  const entries = keys.map((key) => [key, inKeyOrder(value[key], order?.children[key])] as const).filter(([, item]) => !isEmptied(item));
  return Object.fromEntries(entries);
}
