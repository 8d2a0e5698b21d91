import type { Inline } from './model.ts';

/** The words of a run of inline nodes, without formatting (headings as labels, word counts). */
export function plainText(inlines: Inline[]): string {
  return inlines.map((node) => (node.type === 'text' ? node.text : plainText(node.children))).join('');
}
