// @vitest-environment node
/**
 * Colour utilities come out solid, without the opacity variable a second
 * class could change (uno.config.ts, solidColors), and a class that would
 * change it stops the build, naming itself.
 */
import { createGenerator } from 'unocss';
import { describe, expect, it } from 'vitest';
import unoConfig from '../../../uno.config';

const css = async (classes: string) => (await (await createGenerator(unoConfig)).generate(classes, { preflights: false })).css;

describe('colour utilities', () => {
  it('write the colour solid, with no opacity variable set or read', async () => {
    const out = await css('text-brand-700 bg-accent-400 border-gray-200 hover:bg-brand-50 decoration-brand-200 ring-gray-200 placeholder:text-gray-500');
    expect(out).toMatch(/\.text-brand-700\{color:rgb\(23 74 124\);\}/);
    expect(out).toMatch(/\.hover\\:bg-brand-50:hover\{background-color:rgb\(238 245 251\);\}/);
    expect(out).not.toMatch(/-opacity/);
  });

  it('keep the opacity a colour is written with (bg-white/10)', async () => {
    expect(await css('bg-white/10 text-white/80')).toMatch(/\.bg-white\\\/10\{background-color:rgb\(255 255 255 \/ 0\.1\);\}/);
  });

  it('read a gradient stop whose opacity variable defaults to 1 as solid', async () => {
    const out = await css('from-brand-900 to-brand-700');
    expect(out).toContain('--un-gradient-from:rgb(13 43 73)');
    expect(out).not.toMatch(/-opacity/);
  });

  it('stop the build at a separate opacity class, naming it', async () => {
    await expect(css('bg-brand-700 bg-opacity-50')).rejects.toThrow(/\.bg-opacity-50: sets --un-bg-opacity to 0\.5.*one class/);
  });
});

describe('words the scanned modules use that are not utilities', () => {
  it('make no rule (the stylesheet is inline in most pages)', async () => {
    expect(await css('container filter outline table tab static h1')).toBe('');
  });
});
