import type { HeadData } from './headData';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the element. */
const escapeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head as HTML, for the prerendered files. */
export function renderHead(head: HeadData): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.robots) lines.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const tag of head.meta) {
    lines.push(`<meta ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}">`);
  }
  for (const data of head.jsonLd) {
    lines.push(`<script type="application/ld+json">${escapeJson(data)}</script>`);
  }
  return lines.join('\n    ');
}
