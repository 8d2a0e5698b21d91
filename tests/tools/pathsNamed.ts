/**
 * Every repository path a comment or a doc names must exist, so a pointer
 * never leads nowhere (issue 55). Scans the comments of src/, tests/,
 * machines/ and the root's *.ts files, the `--` comments of the SQL under
 * src/ (the relay's migrations), and docs/*.md and README.md outside
 * their fenced blocks, for paths ending in .ts .tsx .md .yaml .json .jsonc
 * .sql: `./<file>` and `../<file>` must exist from the file's folder; any
 * other `<folder>/<file>` from the repository root, src/, the file's folder
 * or node_modules/, or be the tail of a repository file's path (docs write
 * `node/database.ts` under a heading that names the folder).
 * Run by tests/unit/repo/pathsNamed.test.ts (the unit tier of `npm test`;
 * red on tests/fixtures/paths-named/, which is why tests/fixtures/ is skipped);
 * `npx tsx tests/tools/pathsNamed.ts` prints what it finds.
 *
 * Not files, so allowed (the only exceptions):
 * - patterns and examples: a path holding `…`, `...`, `<`, `>`, `*`, `{`, `$`
 *   (write an example as `src/content/coverage/<address>.yaml`);
 * - generated output: anything under .data/, dist/, .vite/, test-results/,
 *   bench-results/ (and node_modules/, never scanned);
 * - history: a path on a line holding `git log` (it may name a deleted file);
 * - Markdown's fenced blocks (commands and quoted output);
 * - addresses: a path whose first part holds a dot (a host) or that follows
 *   `:`, `/`, `@` or a word character (URLs, package paths).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface MissingPath {
  /** `file:line`, relative to the scanned root. */
  where: string;
  path: string;
}

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const SQL = /\.sql$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-office', '.data', 'test-results', 'bench-results', '.git', 'fixtures']);
const GENERATED = /^(?:\.data|dist|dist-office|\.vite|test-results|bench-results|node_modules)\//;
const PATH = /(?<![\w:/@.-])((?:\.\.?\/)+[^\s`'"()[\],;]+|[\w.-]+(?:\/[^\s`'"()[\],;]+)+)\.(?:tsx|ts|md|yaml|jsonc|json|sql)\b/g;
const PLACEHOLDER = /…|\.\.\.|[<>*{$]/;

/** The comments of a source file, each character kept at its place and all else blanked, so lines still count. */
export function commentsOf(text: string): string {
  let out = '';
  let state: 'code' | 'line' | 'block' | "'" | '"' | '`' = 'code';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '\n') {
      out += '\n';
      if (state === 'line' || state === "'" || state === '"') state = 'code';
      continue;
    }
    if (state === 'code') {
      if (c === '/' && next === '/') state = 'line';
      else if (c === '/' && next === '*') state = 'block';
      else if (c === "'" || c === '"' || c === '`') state = c;
      out += ' ';
    } else if (state === 'line') out += c;
    else if (state === 'block') {
      if (c === '*' && next === '/') {
        state = 'code';
        out += '  ';
        i++;
      } else out += c;
    } else {
      if (c === '\\') {
        out += text[i + 1] === '\n' ? ' \n' : '  ';
        i++;
      } else {
        if (c === state) state = 'code';
        out += ' ';
      }
    }
  }
  return out;
}

function exists(root: string, file: string, path: string, tails: Set<string>): boolean {
  if (path.startsWith('.')) return existsSync(resolve(dirname(file), path));
  if ([root, join(root, 'src'), dirname(file), join(root, 'node_modules')].some((base) => existsSync(resolve(base, path)))) return true;
  return tails.has(path);
}

/** Markdown with its fenced blocks blanked, lines kept. */
export function outsideFences(text: string): string {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(?:```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** What a file says in prose: a source file's comments, a Markdown file outside its fenced blocks; lines kept. */
export function proseOf(file: string): string {
  const raw = readFileSync(file, 'utf8');
  if (file.endsWith('.md')) return outsideFences(raw);
  if (SQL.test(file)) return sqlCommentsOf(raw);
  return commentsOf(raw);
}

/** An SQL file's `--` comments, each on its own line (the statements blanked). */
function sqlCommentsOf(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.includes('--') ? line.slice(line.indexOf('--') + 2) : ''))
    .join('\n');
}

/** The missing paths named in one file's comments (source) or text (Markdown). */
function missingIn(root: string, file: string, tails: Set<string>): MissingPath[] {
  const text = proseOf(file);
  const rel = relative(root, file);
  const found: MissingPath[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.includes('git log')) return;
    for (const match of line.matchAll(PATH)) {
      const path = match[0];
      if (PLACEHOLDER.test(path) || GENERATED.test(path)) continue;
      if (!path.startsWith('.') && path.split('/')[0].includes('.')) continue;
      if (!exists(root, file, path, tails)) found.push({ where: `${rel}:${index + 1}`, path });
    }
  });
  return found;
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** Every tail (`b/c.ts`, `a/b/c.ts`) of every file's path in the repository. */
function tailsOf(root: string): Set<string> {
  const tails = new Set<string>();
  for (const file of filesUnder(root, () => true)) {
    const parts = relative(root, file).split(sep);
    for (let i = 1; i < parts.length - 1; i++) tails.add(parts.slice(i).join('/'));
  }
  return tails;
}

function markdownIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name.endsWith('.md')).map((name) => join(dir, name));
}

/** The files whose prose is checked: sources under src/, tests/, machines/ and the root, SQL under src/, docs/*.md, README.md. */
export function proseFiles(root: string): string[] {
  return [
    ...['src', 'tests', 'machines'].flatMap((dir) => filesUnder(join(root, dir), (name) => SOURCE.test(name))),
    ...filesUnder(join(root, 'src'), (name) => SQL.test(name)),
    ...readdirSync(root).filter((name) => name.endsWith('.ts')).map((name) => join(root, name)),
    ...markdownIn(join(root, 'docs')),
    ...(existsSync(join(root, 'README.md')) ? [join(root, 'README.md')] : []),
  ];
}

/** Every missing path named under `root` (the repository, or a fixture laid out like it). */
export function missingPaths(root: string): MissingPath[] {
  const files = proseFiles(root);
  const tails = tailsOf(root);
  return files.flatMap((file) => missingIn(root, file, tails));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const missing = missingPaths(resolve(import.meta.dirname, '../..'));
  for (const { where, path } of missing) console.log(`${where}: ${path} does not exist`);
  process.exitCode = missing.length ? 1 : 0;
}
