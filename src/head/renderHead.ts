import { escapeHtml } from '../lib/escapeHtml';
import type { HeadData } from './headData';
import { headElements, type HeadElement } from './headElements';

/** JSON inside <script> must not be able to close the element. */
const escapeScriptText = (json: string) => json.replace(/</g, '\\u003c');

function serialise({ tag, attributes, text }: HeadElement): string {
  const open = `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')}>`;
  if (tag === 'meta' || tag === 'link') return open;
  return `${open}${tag === 'script' ? escapeScriptText(text ?? '') : escapeHtml(text ?? '')}</${tag}>`;
}

/** The head as HTML, for the prerendered files. */
export function renderHead(head: HeadData): string {
  return headElements(head).map(serialise).join('\n    ');
}
