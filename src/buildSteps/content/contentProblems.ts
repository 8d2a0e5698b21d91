/**
 * The problems reading the content finds (docs/content.md), each worded
 * twice: for a developer, the file and the field's path; for the office, the
 * page as the editor lists it and the field as its form shows it. Every
 * phase of readSiteContent (./loadSiteContent.ts) adds to one list.
 */
import { relative, resolve } from 'node:path';
import { problemInWords } from '../../content/model/fieldPlace.ts';
import type { Problem } from '../../content/model/read.ts';
import type { ObjectNode } from '../../vocabulary/nodes.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');

export class ContentError extends Error {
  /**
   * @param problems each naming the file and the field's path, for a developer
   * @param forOffice the same problems as the office reads them: the page as the editor lists it, the field as its form shows it
   */
  constructor(
    readonly problems: string[],
    readonly forOffice: string[] = problems,
  ) {
    super(`Content files have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} (docs/content.md):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Every problem found, twice worded: for a developer (file and field's path) and for the office (the page as the editor lists it). */
export function problemList(root: string) {
  const shown = (file: string) => {
    const rel = relative(projectRoot, file);
    return rel.startsWith('..') ? relative(root, file) : rel;
  };
  const problems: string[] = [];
  const forOffice: string[] = [];
  /** Each file as the editor lists it, for the office's words ("Coverage pages › Auto Insurance"). */
  const titles = new Map<string, string>();
  const titled = (file: string) => titles.get(file) ?? shown(file);
  const add = (file: string, line: string, office: string) => {
    if (problems.includes(line)) return;
    problems.push(line);
    forOffice.push(`${titled(file)}: ${office}`);
  };
  return {
    shown,
    titled,
    title: (file: string, title: string) => void titles.set(file, title),
    file: (file: string, message: string) => add(file, `${shown(file)}: ${message}`, message),
    read: (file: string, list: Problem[], model: ObjectNode, data: unknown) => {
      for (const problem of list) add(file, `${shown(file)}: ${problem.path ? `${problem.path} ` : ''}${problem.message}`, problemInWords(model, data, problem));
    },
    error: () => (problems.length > 0 ? new ContentError(problems, forOffice) : undefined),
  };
}

export type Problems = ReturnType<typeof problemList>;
