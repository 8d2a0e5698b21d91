// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopedToastStyles } from '../../../src/buildSteps/rewrites/toastStyles';

// The stylesheet the toast container imports, as installed.
const toastifyDir = dirname(createRequire(import.meta.url).resolve('react-toastify/unstyled'));
const toastifyCss = readFileSync(join(toastifyDir, 'ReactToastify.css'), 'utf8');
const declarations = (css: string, selector: string) => css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));

describe("react-toastify's stylesheet in the build", () => {
  it('declares its custom properties on the toast container, none on the root', () => {
    const scoped = scopedToastStyles(toastifyCss);
    expect(scoped).not.toMatch(/:root/);
    // The same declarations, on the section that holds every toast.
    expect(declarations(scoped, '.Toastify')).toBe(declarations(toastifyCss, ':root').replace(':root', '.Toastify'));
    expect(declarations(scoped, '.Toastify')).toContain('--toastify-toast-width: 320px;');
    // Nothing else changes.
    expect(scoped.length).toBe(toastifyCss.length - ':root'.length + '.Toastify'.length);
  });

  it('stops the build, saying what it looked for, when a release writes the rule differently', () => {
    expect(() => scopedToastStyles(toastifyCss.replace(':root {', 'html {'))).toThrow(
      "toastStyles (src/buildSteps/rewrites/toastStyles.ts): expected react-toastify's `:root` rule of custom properties at the start of a line exactly once, found it 0 times",
    );
  });
});
