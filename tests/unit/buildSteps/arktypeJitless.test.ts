// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jitlessDefaults } from '../../../src/buildSteps/rewrites/arktypeJitless';

// The module of @ark/schema that holds its default configuration, as installed (arktype's own dependency).
const require = createRequire(createRequire(import.meta.url).resolve('arktype'));
const kinds = readFileSync(join(dirname(require.resolve('@ark/schema')), 'kinds.js'), 'utf8');

describe("arktype's default configuration in the build", () => {
  it('turns the compiler off without calling the eval probe, and changes nothing else', () => {
    const built = jitlessDefaults(kinds);
    expect(built).toContain('jitless: true,');
    expect(built).not.toContain('envHasCsp()');
    expect(built.replace('jitless: true,', 'jitless: envHasCsp(),')).toBe(kinds);
  });

  it('stops the build, saying what it looked for, when a release writes the default differently', () => {
    expect(() => jitlessDefaults(kinds.replace('jitless: envHasCsp(),', 'jitless: detectCsp(),'))).toThrow(
      "arktypeJitless (src/buildSteps/rewrites/arktypeJitless.ts): expected @ark/schema's default `jitless: envHasCsp(),` exactly once, found it 0 times",
    );
  });
});
