// @vitest-environment node
/** The page's icon inline (src/buildSteps/prerender/inlineIcon.ts): the same picture, safe in an attribute, and the step stops when the link moved. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ICON_LINK, inlineIcon, svgDataUrl } from '../../../src/buildSteps/prerender/inlineIcon';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#123a61"/><text>50% & more</text></svg>\n`;

const dist = mkdtempSync(join(tmpdir(), 'inline-icon-'));
writeFileSync(join(dist, 'favicon.svg'), SVG);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('svgDataUrl', () => {
  it('decodes to the same picture, and holds nothing that would end or change a double-quoted attribute', () => {
    const url = svgDataUrl(SVG);
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(url).not.toMatch(/["<>&#]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(SVG.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
  });
});

describe('inlineIcon', () => {
  it("puts the file's picture in place of the template's link to it", async () => {
    const page = await inlineIcon(`<head>\n    ${ICON_LINK}\n  </head>`, dist);
    expect(page).toBe(`<head>\n    <link rel="icon" href="${svgDataUrl(SVG)}" type="image/svg+xml">\n  </head>`);
  });

  it('stops the build, naming the step, when the template links its icon another way', async () => {
    await expect(inlineIcon('<head><link rel="icon" href="/favicon.ico"></head>', dist)).rejects.toThrow(
      'inlineIcon (src/buildSteps/prerender/inlineIcon.ts): expected the icon link of src/index.html',
    );
  });
});
