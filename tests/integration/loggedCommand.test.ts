/**
 * `npm start`'s build runs with its output in a file (src/server/loggedCommand.ts):
 * nothing of it on screen when it succeeds; when it fails, the log's last
 * lines from the first naming an error, the command, its exit and where the
 * whole log is, on stderr.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FAILURE_TAIL_LINES, runLogged } from '../../src/server/loggedCommand';

let dir: string;
let printed: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'logged-command-'));
  printed = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((...args) => void printed.push(args.join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** A node script printing `count` numbered lines, on stdout and stderr in turn, then exiting with `exit`. */
const script = (count: number, exit: number) => ['-e', `for (let i = 1; i <= ${count}; i++) (i % 2 ? console.log : console.error)('line ' + i); process.exit(${exit})`];

describe('runLogged', () => {
  test('a command that succeeds prints nothing; its stdout and stderr are in the log, in order, in a folder it makes', () => {
    const logFile = join(dir, 'data', 'build.log');
    expect(runLogged({ command: process.execPath, args: script(300, 0), cwd: dir, env: process.env, logFile })).toBe(true);
    expect(printed).toEqual([]);
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(300);
    expect(lines.slice(0, 3)).toEqual(['line 1', 'line 2', 'line 3']);
  });

  test('a command that fails prints the log\'s last lines, what failed and where the log is, on stderr', () => {
    const logFile = join(dir, 'build.log');
    expect(runLogged({ command: process.execPath, args: script(100, 3), cwd: dir, env: process.env, logFile })).toBe(false);
    expect(printed).toHaveLength(1);
    const report = printed[0].split('\n');
    expect(report[0]).toBe(`… (${100 - FAILURE_TAIL_LINES} lines above, in the log)`);
    expect(report.slice(1, 1 + FAILURE_TAIL_LINES)).toEqual(Array.from({ length: FAILURE_TAIL_LINES }, (_, i) => `line ${100 - FAILURE_TAIL_LINES + 1 + i}`));
    expect(report.at(-1)).toBe(`\`${process.execPath} ${script(100, 3).join(' ')}\` failed (exit 3); its whole output: ${logFile}`);
    expect(readFileSync(logFile, 'utf8').trimEnd().split('\n')).toHaveLength(100);
  });

  test("a failure shows the tail from its first error line on: a short log without npm's banner and Vite's notice, a long one within its last lines", () => {
    // What `npm start` printed whole when a source file had a syntax error: 9 lines of banner and notice, then Vite's (coloured) error.
    const banner = ['', '> site@1.0.0 build', '> vite build', '', "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`", 'vite v8 building client environment for production...', 'transforming...', '✓ 3 modules transformed.'];
    const error = ['\u001b[31m✗\u001b[39m Build failed in 325ms', 'error during build:', '[builtin:vite-transform] Unexpected token', '    at build (file:///node_modules/vite/dist/node/cli.js:789:3)'];
    const printLog = (lines: string[], exit: number) => ['-e', `process.stdout.write(${JSON.stringify(lines.join('\n') + '\n')}); process.exit(${exit})`];
    const logFile = join(dir, 'build.log');
    expect(runLogged({ command: process.execPath, args: printLog([...banner, ...error], 1), cwd: dir, env: process.env, logFile })).toBe(false);
    expect(printed[0].split('\n').slice(0, -2)).toEqual([`… (${banner.length} lines above, in the log)`, ...error]);
    // A long log's error that starts before its last lines: the last lines, as before.
    const long = [...banner, ...Array.from({ length: 300 }, (_, i) => `page ${i} prerendered`), 'Error: sitemap: hreflang alternates must be reciprocal', ...Array.from({ length: 45 }, (_, i) => `  /page-${i}`)];
    expect(runLogged({ command: process.execPath, args: printLog(long, 1), cwd: dir, env: process.env, logFile })).toBe(false);
    expect(printed[1].split('\n').slice(0, -2)).toEqual([`… (${long.length - FAILURE_TAIL_LINES} lines above, in the log)`, ...long.slice(-FAILURE_TAIL_LINES)]);
    expect(readFileSync(logFile, 'utf8').trimEnd().split('\n')).toEqual(long);
  });

  test('a short log is shown whole, and a command that cannot start says why', () => {
    const logFile = join(dir, 'build.log');
    expect(runLogged({ command: process.execPath, args: script(2, 1), cwd: dir, env: process.env, logFile })).toBe(false);
    expect(printed[0].split('\n').slice(0, 2)).toEqual(['line 1', 'line 2']);
    expect(runLogged({ command: join(dir, 'no-such-command'), args: [], cwd: dir, env: process.env, logFile })).toBe(false);
    expect(printed[1]).toMatch(/failed \(spawnSync .*no-such-command ENOENT\); its whole output: /);
  });
});
