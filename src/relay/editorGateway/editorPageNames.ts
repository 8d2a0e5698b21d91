/**
 * Which page a file of the editor's places is, in the office's words and in
 * both languages (docs/editor.md, "History and undo"): what the history and
 * a refused Publish name instead of a path. The names come from the file's
 * own text as the editor writes it (src/admin/contentYaml.ts,
 * src/admin/articleMarkdown.ts): a coverage page's `name`, a fixed page's
 * `head.title`, an article's `title`, each `en:`/`es:` on its own line;
 * without them (a removed file, a hand-written one) the file's name says it.
 * Pure, web standards only: the Worker's gateway runs it too.
 */
import { EDITOR_PLACES, type EditorPlace } from '../../config/editorPlaces';
import { editorFile } from './editorPaths';

/** A one-line YAML value as contentYaml writes it: plain, or quoted when it must be. */
function scalar(value: string): string {
  const text = value.trim();
  if (text.startsWith('"')) {
    try {
      return String(JSON.parse(text));
    } catch {
      return text;
    }
  }
  if (text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1).replaceAll("''", "'");
  return text;
}

/** "English / Spanish" of a key's two lines, indented `indent` below `key:` at the start of a line (a path of keys, each one level deeper). */
function twoLanguages(text: string, keys: string[]): string | undefined {
  const head = keys.map((key, level) => `${'  '.repeat(level)}${key}:\\n`).join('');
  const pad = '  '.repeat(keys.length);
  const found = new RegExp(`(?:^|\\n)${head}${pad}en: ([^\\n]+)\\n${pad}es: ([^\\n]+)`).exec(text);
  if (!found) return undefined;
  const [en, es] = [scalar(found[1]), scalar(found[2])];
  return en === es ? en : `${en} / ${es}`;
}

const LANGUAGES: Record<string, string> = { en: 'English', es: 'Spanish' };
const fileName = (path: string) => path.split('/').at(-1)!;
const slug = (path: string) => fileName(path).replace(/\.[^.]+$/, '');

/** The page's name: "About Us / Nosotros (page)", "Auto Insurance / Seguro de auto (coverage page)", "… (article, Spanish)", "the agency facts". */
export function pageName(path: string, bytes?: Uint8Array): string {
  const found = editorFile(path);
  const place: EditorPlace | undefined = 'place' in found ? found.place : undefined;
  const text = bytes ? new TextDecoder().decode(bytes.subarray(0, 64 * 1024)) : '';
  switch (place) {
    case 'coverage':
      return `${twoLanguages(text, ['name']) ?? `“${slug(path)}”`} (coverage page)`;
    case 'pages':
      return `${twoLanguages(text, ['head', 'title']) ?? `“${slug(path)}”`} (page)`;
    case 'articles': {
      const title = /^---\n(?:[^\n]*\n)*?title: ([^\n]+)\n/.exec(text)?.[1];
      const language = LANGUAGES[path.slice(EDITOR_PLACES.articles.path.length + 1).split('/')[0]];
      return `${title ? scalar(title) : `“${slug(path)}”`} (article${language ? `, ${language}` : ''})`;
    }
    case 'site':
      return 'the site’s frame (menus, footer, words on every page)';
    case 'facts':
      return 'the agency facts';
    case 'media':
      return `the photo “${fileName(path)}”`;
    default:
      return `“${fileName(path)}”`;
  }
}
