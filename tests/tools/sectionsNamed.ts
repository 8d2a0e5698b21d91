/**
 * Every section of a doc that a comment or a doc names must exist, so a
 * pointer such as `docs/forms.md, "Nothing lost"` never leads to a heading
 * that was renamed or moved. Scans the same prose as tests/tools/pathsNamed.ts
 * (comments of the sources, docs/*.md and README.md outside their fenced
 * blocks) for a doc of docs/ followed by a quoted name (`forms.md, "Nothing
 * lost"`, `[forms.md](forms.md), "Nothing lost"`, also across a comment's
 * line break); the name must be one of that doc's headings (without a
 * trailing parenthesis) or one of its bold labels (`**Whose address.**`).
 * Run by tests/unit/repo/pathsNamed.test.ts; `npx tsx tests/tools/sectionsNamed.ts`
 * prints what it finds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { proseFiles, proseOf } from './pathsNamed';

export interface MissingSection {
  /** `file:line`, relative to the scanned root. */
  where: string;
  doc: string;
  section: string;
}

/** `forms.md, "Nothing lost"`, `docs/forms.md "Nothing lost"`, `[forms.md](forms.md), "Nothing lost"`. */
const CITATION = /(?<![\w/.-])(?:docs\/)?([\w-]+\.md)\)?(?:\]\([\w./#-]+\))?,?\s+"([^"\n]{2,100})"/g;
const HEADING = /^#{1,6}\s+(.+?)\s*$/;
const BOLD_LABEL = /^\s*(?:[-*]\s+|\d+\.\s+)?\*\*([^*]+?)\.?\*\*/;

/** The names a doc's sections go by: its headings (with and without a closing parenthesis) and bold labels. */
function sectionNames(file: string): Set<string> {
  const names = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const heading = HEADING.exec(line)?.[1];
    if (heading) {
      names.add(heading);
      names.add(heading.replace(/\s*\([^)]*\)$/, ''));
    }
    const label = BOLD_LABEL.exec(line)?.[1];
    if (label) names.add(label);
  }
  return names;
}

/** The prose as one line per paragraph of comment: a line break and the next line's comment leader read as a space; each character's line kept. */
function joined(text: string): { text: string; lineAt: (index: number) => number } {
  let out = '';
  const lines: number[] = [];
  text.split('\n').forEach((line, index) => {
    const part = (index === 0 ? line : ` ${line.replace(/^\s*(?:\*(?!\*)|\/{1,2})?\s*/, '')}`);
    out += part;
    for (let i = 0; i < part.length; i++) lines.push(index + 1);
  });
  return { text: out, lineAt: (index) => lines[index] ?? lines.length };
}

/** Every section named under `root` (the repository, or a fixture laid out like it) that its doc does not have. */
export function missingSections(root: string): MissingSection[] {
  const docsDir = join(root, 'docs');
  const docs = new Map<string, Set<string>>();
  if (existsSync(docsDir)) for (const name of readdirSync(docsDir).filter((file) => file.endsWith('.md'))) docs.set(name, sectionNames(join(docsDir, name)));
  return proseFiles(root).flatMap((file) => {
    const { text, lineAt } = joined(proseOf(file));
    const found: MissingSection[] = [];
    for (const match of text.matchAll(CITATION)) {
      const [, doc, section] = match;
      const names = docs.get(doc);
      if (names && !names.has(section.replace(/\s+/g, ' '))) found.push({ where: `${relative(root, file)}:${lineAt(match.index)}`, doc, section });
    }
    return found;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const missing = missingSections(resolve(import.meta.dirname, '../..'));
  for (const { where, doc, section } of missing) console.log(`${where}: ${doc} has no section "${section}"`);
  process.exitCode = missing.length ? 1 : 0;
}
