import type { HeadData } from './headData';
import { headElements, ownedKey, type HeadElement } from './headElements';

function update(element: Element, { attributes, text }: HeadElement) {
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  if (text !== undefined && element.textContent !== text) element.textContent = text;
}

/**
 * Makes the live head the head of the page now shown: an element with the
 * same key as one of `head` is updated in place, one the new page lacks is
 * removed (an article's og:image must not stay on the next page), and the
 * rest are appended. Elements the head module does not own are untouched.
 * Writing what is already there changes nothing, so applying the head of the
 * prerendered page at hydration is harmless.
 */
export function applyHead(head: HeadData, doc: Document = document) {
  const present = new Map<string, Element>();
  let jsonLdIndex = 0;
  for (const element of Array.from(doc.head.children)) {
    const key = ownedKey(element, jsonLdIndex);
    if (key === undefined) continue;
    if (key.startsWith('json-ld:')) jsonLdIndex++;
    if (present.has(key)) element.remove();
    else present.set(key, element);
  }
  for (const wanted of headElements(head)) {
    const element = present.get(wanted.key) ?? doc.head.appendChild(doc.createElement(wanted.tag));
    present.delete(wanted.key);
    update(element, wanted);
  }
  for (const stale of present.values()) stale.remove();
}
