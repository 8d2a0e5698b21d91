// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withStacklessSentinels } from '../../../src/buildSteps/rewrites/reactDomSentinels';

// The file the client build bundles (react-dom/client in production).
const reactDomDir = dirname(createRequire(import.meta.url).resolve('react-dom/client'));
const reactDomClient = readFileSync(join(reactDomDir, 'cjs/react-dom-client.production.js'), 'utf8');
const SENTINEL_CODES = [519, 460, 474, 542, 461];

describe("React DOM's sentinels in the client build", () => {
  it('are created without a stack trace in the installed React DOM, and only they', () => {
    const rewritten = withStacklessSentinels(reactDomClient);
    for (const code of SENTINEL_CODES) {
      expect(rewritten).not.toContain(`= Error(formatProdErrorMessage(${code}))`);
      expect(rewritten).toContain(`= __stacklessError(formatProdErrorMessage(${code}))`);
    }
    // Every other error React DOM throws keeps its stack.
    const errorsBefore = reactDomClient.split('Error(formatProdErrorMessage(').length;
    expect(rewritten.split('Error(formatProdErrorMessage(').length).toBe(errorsBefore);
  });

  it('stay errors to whoever catches one: an Error instance with its message and no stack', () => {
    const code = withStacklessSentinels('var formatProdErrorMessage = (code) => "Minified React error #" + code;\nvar SuspenseException = Error(formatProdErrorMessage(460)), SuspenseyCommitException = Error(formatProdErrorMessage(474)), SuspenseActionException = Error(formatProdErrorMessage(542));\nvar SelectiveHydrationException = Error(formatProdErrorMessage(461)), HydrationMismatchException = Error(formatProdErrorMessage(519));\nreturn SuspenseException;');
    const sentinel = new Function(code)() as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(sentinel.stack).toBeUndefined();
  });

  it('stop the build, naming the sentinel, when React DOM writes one differently', () => {
    const changed = reactDomClient.replace('SuspenseException = Error(formatProdErrorMessage(460))', 'SuspenseException = new Error(formatProdErrorMessage(460))');
    expect(() => withStacklessSentinels(changed)).toThrow("reactDomSentinels (src/buildSteps/rewrites/reactDomSentinels.ts): expected React DOM's SuspenseException sentinel exactly once, found it 0 times");
  });
});
