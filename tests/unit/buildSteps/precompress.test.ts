/**
 * precompress: every text file gets brotli and gzip twins that give it back,
 * and the brotli twins are kept between builds (src/buildSteps/prerender/precompress.ts),
 * only ever used when they give the content back.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliSize, keptTwinFile, precompress } from '../../../src/buildSteps/prerender/precompress';

const folders: string[] = [];
const siteWith = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Content no other test or build has: its twin is made by this test. */
const unique = (what: string) => `<p>${what} ${process.pid} ${Date.now()} ${Math.random()}</p>\n`.repeat(40);

describe('precompress', () => {
  it('writes a brotli and a gzip twin of each text file that give it back, and none of other files', async () => {
    const page = unique('page');
    const dir = siteWith({ 'index.html': page, 'photo.jpg': 'not text' });
    expect(await precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(() => statSync(join(dir, 'photo.jpg.br'))).toThrow();
  });

  it("keeps each brotli twin for the next build, which uses it, and brotliSize is the served twin's size", async () => {
    const page = Buffer.from(unique('kept'));
    await precompress(siteWith({ 'index.html': page.toString() }));
    const kept = readFileSync(keptTwinFile(page));
    expect(brotliDecompressSync(kept).equals(page)).toBe(true);
    expect(brotliSize(page)).toBe(kept.length);
    const next = siteWith({ 'about.html': page.toString() });
    await precompress(next);
    expect(readFileSync(join(next, 'about.html.br')).equals(kept)).toBe(true);
  });

  it('never serves a kept twin that does not give the content back: it makes the twin again', async () => {
    const page = Buffer.from(unique('spoiled'));
    const other = Buffer.from(unique('other'));
    await precompress(siteWith({ 'other.html': other.toString() }));
    // A kept file holding another page's twin under this page's name.
    writeFileSync(keptTwinFile(page), readFileSync(keptTwinFile(other)));
    const dir = siteWith({ 'index.html': page.toString() });
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).equals(page)).toBe(true);
    expect(brotliDecompressSync(readFileSync(keptTwinFile(page))).equals(page)).toBe(true);
  });
});
