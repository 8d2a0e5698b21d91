/**
 * Runs a command with its output in a log file rather than on the terminal:
 * `npm start` builds before it serves, and the build's few hundred lines
 * would bury the server's own (docs/testing.md, "Scripts"). On failure the
 * log's last lines from the first that names an error, and the log's path,
 * go to stderr: the error is on screen without the noise before it (a short
 * log's npm banner and Vite's configuration notice, a long one's 300 lines).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** How many of the log's last lines a failure shows at most: a build's error and its stack fit. */
export const FAILURE_TAIL_LINES = 40;

/**
 * A line that opens a failure: Vite's `✗ Build failed` and `error during build:`,
 * a thrown `Error:` (the prerender step), npm's `npm error`. A false match
 * only shows more of the tail, never less of the error after it.
 */
const ERROR_LINE = /✗|\berror\b|\bfailed\b/i;

export interface LoggedCommand {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where the command's stdout and stderr go, together, in their order (written anew each run). */
  logFile: string;
}

/** The text a failure prints: the log's tail from its first error line, then what failed and where the whole log is. */
export function failureReport(log: string, { command, args, logFile }: Pick<LoggedCommand, 'command' | 'args' | 'logFile'>, exit: number | string): string {
  const lines = log.trimEnd().split('\n');
  const last = lines.slice(-FAILURE_TAIL_LINES);
  // The log is a file, yet Vite and rolldown colour their errors: the test reads the text.
  const firstError = last.findIndex((line) => ERROR_LINE.test(stripVTControlCharacters(line)));
  const tail = last.slice(Math.max(firstError, 0));
  const cut = lines.length > tail.length ? `… (${lines.length - tail.length} lines above, in the log)\n` : '';
  return `${cut}${tail.join('\n')}\n\n\`${[command, ...args].join(' ')}\` failed (${exit}); its whole output: ${logFile}`;
}

/** Runs the command to its end; true if it succeeded, else false after printing the failure to stderr. */
export function runLogged(options: LoggedCommand): boolean {
  const { command, args, cwd, env, logFile } = options;
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, 'w');
  let result;
  try {
    result = spawnSync(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  if (result.status === 0) return true;
  const exit = result.error?.message ?? (result.status === null ? `signal ${result.signal}` : `exit ${result.status}`);
  console.error(failureReport(readFileSync(logFile, 'utf8'), options, exit));
  return false;
}
