/**
 * The head as a list of elements, each with a key that says which element of
 * another page's head it stands for. The prerender step serialises the list
 * (renderHead.ts) and client navigation merges it into the live head by key
 * (applyHead.ts), so both write the same elements.
 */
import type { HeadData } from './headData';

export interface HeadElement {
  /** Elements with the same key replace each other from one page to the next. */
  key: string;
  tag: 'title' | 'meta' | 'link' | 'script';
  /** In the order they are written. */
  attributes: Record<string, string>;
  /** Text content (title, JSON-LD). */
  text?: string;
}

const JSON_LD = 'application/ld+json';
const PRELOAD_PHOTO = 'preload:photo';

const meta = (attribute: 'name' | 'property', id: string, content: string): HeadElement => ({
  key: `${attribute}:${id}`,
  tag: 'meta',
  attributes: { [attribute]: id, content },
});

export function headElements(head: HeadData): HeadElement[] {
  const elements: HeadElement[] = [{ key: 'title', tag: 'title', attributes: {}, text: head.title }, meta('name', 'description', head.description)];
  if (head.robots) elements.push(meta('name', 'robots', head.robots));
  if (head.canonical) elements.push({ key: 'canonical', tag: 'link', attributes: { rel: 'canonical', href: head.canonical } });
  for (const { hreflang, href } of head.alternates) {
    elements.push({ key: `alternate:${hreflang}`, tag: 'link', attributes: { rel: 'alternate', hreflang, href } });
  }
  for (const tag of head.meta) elements.push(meta(tag.key, tag.id, tag.content));
  if (head.preloadPhoto) {
    const { type, srcSet, sizes } = head.preloadPhoto;
    elements.push({
      key: PRELOAD_PHOTO,
      tag: 'link',
      attributes: { rel: 'preload', as: 'image', type, imagesrcset: srcSet, imagesizes: sizes, fetchpriority: 'high' },
    });
  }
  head.jsonLd.forEach((data, index) =>
    elements.push({ key: `json-ld:${index}`, tag: 'script', attributes: { type: JSON_LD }, text: JSON.stringify(data) }),
  );
  return elements;
}

/**
 * The key of an element already in the document's head when it is one that
 * headElements() writes; undefined for the template's own elements (charset,
 * viewport, theme colour, icon), which navigation leaves alone.
 */
export function ownedKey(element: Element, jsonLdIndex: number): string | undefined {
  switch (element.tagName) {
    case 'TITLE':
      return 'title';
    case 'LINK': {
      const rel = element.getAttribute('rel');
      if (rel === 'canonical') return 'canonical';
      if (rel === 'preload' && element.getAttribute('as') === 'image') return PRELOAD_PHOTO;
      const hreflang = element.getAttribute('hreflang');
      return rel === 'alternate' && hreflang ? `alternate:${hreflang}` : undefined;
    }
    case 'SCRIPT':
      return element.getAttribute('type') === JSON_LD ? `json-ld:${jsonLdIndex}` : undefined;
    case 'META': {
      const name = element.getAttribute('name');
      if (name === 'description' || name === 'robots' || name?.startsWith('twitter:')) return `name:${name}`;
      const property = element.getAttribute('property');
      if (property?.startsWith('og:')) return `property:${property}`;
      return undefined;
    }
    default:
      return undefined;
  }
}
