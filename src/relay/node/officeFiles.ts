/**
 * The inbox's files on Node (docs/deploy.md, "Office accounts"): read
 * from the build's folder (dist-office/office/, src/distContract/outDirs.ts) at
 * each request, by a name the route has already limited to one plain
 * segment under assets/, so no path leaves the folder.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { OfficeFiles } from '../inbox/officePages';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

export function officeFilesIn(folder: string): OfficeFiles {
  const root = normalize(folder) + sep;
  return async (path) => {
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) return undefined;
    try {
      const body = await readFile(file);
      return new Response(body, { headers: { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' } });
    } catch {
      return undefined;
    }
  };
}
