/**
 * The one rule of what the editor's gateway may touch (docs/editor.md, "The
 * editor's gateway"): a path the editor sends is taken only when it names a
 * file of one of the editor's places (src/config/editorPlaces.ts), written as
 * the editor writes them: relative to the repository, "/" between plain
 * segments (letters, digits, ".", "-", "_", none starting with "."), no
 * deeper than the place has files, ending as the place's files end. Anything
 * else (`..`, an absolute path, a backslash, a NUL, `%2e`, a hidden file such
 * as `.git`, package.json) is refused before any storage sees it. Pure: the
 * storage guards symbolic links on its own side (src/relay/node/gitCopy.ts).
 */
import { EDITOR_PLACES, type EditorPlace } from '../../config/editorPlaces';
import { UPLOAD_ENDINGS } from '../../content/model/uploads';

/** Longer than any path the editor writes (an article's is under 100 characters). */
export const MAX_PATH_LENGTH = 300;

/** How each place's files end, and how many folders deep below the place they sit (articles: en/<id>.md). */
const FILES_OF: Record<EditorPlace, { endings: readonly string[]; depth: number }> = {
  coverage: { endings: ['yaml'], depth: 1 },
  pages: { endings: ['yaml'], depth: 1 },
  site: { endings: ['yaml'], depth: 0 },
  articles: { endings: ['md'], depth: 2 },
  facts: { endings: ['json'], depth: 0 },
  media: { endings: UPLOAD_ENDINGS, depth: 1 },
};

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export type Confined = { path: string; place: EditorPlace } | { refused: string };

export const outsideWords = (path: string) => `The editor may not change "${path.slice(0, 80)}": only the site's pages, articles, agency facts and photos.`;

/** The path's segments when it is written as the editor writes paths; undefined otherwise. */
function segmentsOf(path: unknown): string[] | undefined {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) return undefined;
  const segments = path.split('/');
  return segments.every((segment) => SEGMENT.test(segment)) ? segments : undefined;
}

const placesOf = () => Object.entries(EDITOR_PLACES) as [EditorPlace, (typeof EDITOR_PLACES)[EditorPlace]][];

/** A file the editor may read and write: its path and its place, or why it is refused. */
export function editorFile(path: unknown): Confined {
  const segments = segmentsOf(path);
  const shown = typeof path === 'string' ? path : String(path);
  if (!segments) return { refused: outsideWords(shown) };
  const joined = segments.join('/');
  for (const [place, { kind, path: placePath }] of placesOf()) {
    if (kind === 'file') {
      if (joined === placePath) return { path: joined, place };
      continue;
    }
    if (!joined.startsWith(`${placePath}/`)) continue;
    const below = joined.slice(placePath.length + 1).split('/');
    const { endings, depth } = FILES_OF[place];
    const ending = /\.([^.]+)$/.exec(below.at(-1)!)?.[1]?.toLowerCase();
    if (below.length <= depth && ending && endings.includes(ending)) return { path: joined, place };
  }
  return { refused: outsideWords(shown) };
}

/** A folder the editor may list (a folder place, or a folder below one within its depth): its path and place, or why it is refused. */
export function editorFolder(path: unknown): Confined & { depth?: number } {
  const segments = segmentsOf(typeof path === 'string' ? path.replace(/\/$/, '') : path);
  const shown = typeof path === 'string' ? path : String(path);
  if (!segments) return { refused: outsideWords(shown) };
  const joined = segments.join('/');
  for (const [place, { kind, path: placePath }] of placesOf()) {
    if (kind !== 'folder') continue;
    if (joined === placePath) return { path: joined, place, depth: FILES_OF[place].depth };
    if (!joined.startsWith(`${placePath}/`)) continue;
    const below = joined.slice(placePath.length + 1).split('/').length;
    if (below < FILES_OF[place].depth) return { path: joined, place, depth: FILES_OF[place].depth - below };
  }
  return { refused: outsideWords(shown) };
}
