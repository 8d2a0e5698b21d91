/**
 * Why a site build failed, as the office is told it (docs/editor.md, "After
 * Publish: the site rebuilt"): the lines of the build's output that name the
 * content file and the field ("src/content/pages/about.yaml: hero.title.en
 * is empty: …", written by the content check, src/buildSteps/content/), each
 * once, never the stack trace around them. A build that failed for another
 * reason gives the lines under Vite's "error during build:" instead, or its
 * output's last lines, the stack left out.
 */

/** Enough to name every file of one Publish; a longer list ends with how many more. */
export const MAX_PROBLEM_LINES = 12;

const STACK = /^\s+at |^\s*\.\.\.$|^\s*errors: \[|^\s*[{}]$/;
const CONTENT_HEADER = /^(?:\w*Error: )?Content files have (?:a problem|\d+ problems)/;

const capped = (lines: string[]) =>
  lines.length > MAX_PROBLEM_LINES ? [...lines.slice(0, MAX_PROBLEM_LINES - 1), `… and ${lines.length - MAX_PROBLEM_LINES + 1} more`] : lines;

export function buildProblems(log: string): string[] {
  const lines = log.split(/\r?\n/);
  const named: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (!CONTENT_HEADER.test(line.trim())) continue;
    for (const below of lines.slice(index + 1)) {
      if (!/^\s{2}\S/.test(below) || STACK.test(below)) break;
      if (!named.includes(below.trim())) named.push(below.trim());
    }
  }
  if (named.length > 0) return capped(named);

  const plain = (from: string[]) => from.filter((line) => line.trim() && !STACK.test(line)).map((line) => line.trim());
  const errorAt = lines.findIndex((line) => line.trim() === 'error during build:');
  const said = errorAt >= 0 ? plain(lines.slice(errorAt + 1)).filter((line) => !/^Build failed with \d+ errors?:$/.test(line)).slice(0, 3) : plain(lines).slice(-3);
  return capped(said);
}
