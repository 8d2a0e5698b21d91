// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { buildIconSprite } from '../../../src/buildSteps/plugins/buildIconSprite';
import { iconNames } from '../../../src/content/icons';

const src = resolve(import.meta.dirname, '../../../src');
const sourceFiles = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && entry.name !== 'icons.ts')
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
/** Every value the content files write (the .yaml files under src/content/): a page's icons are named there, unquoted. */
const contentValues = new Set<string>();
const collect = (tree: unknown): void => {
  if (typeof tree === 'string') contentValues.add(tree);
  else if (Array.isArray(tree)) tree.forEach(collect);
  else if (tree && typeof tree === 'object') Object.values(tree).forEach(collect);
};
readdirSync(join(src, 'content'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
  .forEach((entry) => collect(parse(readFileSync(join(entry.parentPath, entry.name), 'utf8'))));

describe('the icon sprite', () => {
  const { svg, fileName } = buildIconSprite();
  const symbols = new Map([...svg.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)].map((m) => [m[1], m]));

  it('holds one drawn symbol per icon the site names, and nothing else', () => {
    expect([...symbols.keys()]).toEqual([...iconNames]);
    for (const [name, [, , viewBox, body]] of symbols) {
      expect(viewBox, name).toBe('0 0 24 24');
      expect(body, name).toMatch(/^<(path|g|circle|rect|line|polyline|polygon|ellipse)\b/);
      expect(body, name).toContain('stroke="currentColor"');
    }
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });

  it('is named by its content, so a changed list is a new file for every browser cache', () => {
    expect(fileName).toMatch(/^assets\/icons-[0-9a-f]{8}\.svg$/);
    expect(buildIconSprite().fileName).toBe(fileName);
  });

  it('lists only icons some module draws (a name no code or content quotes is dead weight in every page load)', () => {
    const unused = iconNames.filter(
      (name) => !contentValues.has(name) && !sourceFiles.some((code) => code.includes(`'${name}'`) || code.includes(`"${name}"`)),
    );
    expect(unused).toEqual([]);
  });

  it('stops the build on a name Lucide does not have, naming the list to fix', async () => {
    vi.resetModules();
    vi.doMock('../../../src/content/icons', () => ({ iconNames: ['phone', 'no-such-icon'] }));
    const { buildIconSprite: build } = await import('../../../src/buildSteps/plugins/buildIconSprite');
    expect(() => build()).toThrow('src/content/icons.ts: "no-such-icon" is not a Lucide icon');
    vi.doUnmock('../../../src/content/icons');
  });
});
