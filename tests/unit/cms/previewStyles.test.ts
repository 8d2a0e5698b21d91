// @vitest-environment node
/**
 * The preview's stylesheet is the site's: the reset the client entry
 * imports, the utilities and shortcuts of uno.config.ts the site's modules
 * use (variant groups expanded as the site's build expands them), then
 * src/styles.css; and none of the editor's, build's or server's modules are
 * read for class names.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewStylesheet, siteSources } from '../../../src/buildSteps/cms/previewStyles';

const root = resolve(import.meta.dirname, '../../..');

describe('the preview’s stylesheet', () => {
  it('is the reset, the site’s utilities, then the site’s own rules', { timeout: 60_000 }, async () => {
    const css = await previewStylesheet();
    const reset = css.search(/box-sizing:\s*border-box/);
    const utilities = css.indexOf('.page-container{');
    const own = css.indexOf(readFileSync(resolve(root, 'src/styles.css'), 'utf8'));
    expect(reset).toBeGreaterThanOrEqual(0);
    expect(utilities).toBeGreaterThan(reset);
    expect(own).toBeGreaterThan(utilities);
    // Shortcuts of uno.config.ts, a variant a component writes, and the navigation bar's own breakpoint.
    expect(css).toContain('.btn-primary{');
    expect(css).toMatch(/\.hover\\:bg-brand-50:hover\{/);
    expect(css).toMatch(/@media \(min-width: 80em\)\{[^@]*\.nav-bar\{display:flex;\}/);
  });

  it('reads class names from the site’s modules only', () => {
    const sources = siteSources().map((file) => file.slice(resolve(root, 'src').length + 1));
    expect(sources).toContain('ui/Photo.tsx');
    expect(sources).toContain('index.html');
    expect(sources.filter((file) => /^(admin|buildSteps|server)\//.test(file))).toEqual([]);
  });
});
