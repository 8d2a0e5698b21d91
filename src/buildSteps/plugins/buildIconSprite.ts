/**
 * The icon sprite: one SVG file with a <symbol> per icon the site names
 * (src/content/icons.ts), drawn from the Lucide set. Pages point into it with
 * <use href="…#name">: the browser fetches and parses one small document
 * for every icon on every page, where one CSS data-URL image per icon cost a
 * document each and kept the main thread busy at first paint
 * (docs/performance.md, "The first paint"; docs/architecture.md, "Icons").
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData, iconToSVG } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import { iconNames } from '../../content/icons.ts';

const lucide = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@iconify-json/lucide/icons.json'), 'utf8'),
) as IconifyJSON;

function symbolOf(name: string): string {
  const data = getIconData(lucide, name);
  if (!data) throw new Error(`src/content/icons.ts: "${name}" is not a Lucide icon (https://lucide.dev/icons/)`);
  const { attributes, body } = iconToSVG(data);
  return `<symbol id="${name}" viewBox="${attributes.viewBox}">${body}</symbol>`;
}

export function buildIconSprite(): { svg: string; fileName: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${iconNames.map(symbolOf).join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { svg, fileName: `assets/icons-${hash}.svg` };
}
