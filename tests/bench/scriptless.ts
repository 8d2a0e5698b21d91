/**
 * The reference the Lighthouse bench measures the site against: a copy of the
 * built site with every script tag and module preload removed from its pages
 * (JSON-LD included: the copy holds no <script> at all). It paints from HTML
 * and CSS alone, so the difference between the two is exactly what the
 * script costs the first paint.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from '../../src/build/precompress';

const SCRIPT = /[ \t]*<script\b[^>]*>[\s\S]*?<\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*>\n?/g;

export const withoutScripts = (html: string) => html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');

/** Writes the script-less copy of `dist` to `out` (replacing it), its precompressed twins rebuilt. */
export async function deriveScriptless(dist: string, out: string): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const path = join(out, page);
    writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')));
  }
  // The server answers with the .br/.gz twins: they must hold the stripped pages too.
  await precompress(out);
}
