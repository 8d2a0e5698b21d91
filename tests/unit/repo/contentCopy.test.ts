// @vitest-environment node
/**
 * restoreContentCopy (tests/support/contentCopy.ts), which every content
 * editor spec runs first on the worker's one `npm run cms`
 * (tests/e2e/support/editorTest.ts): whatever a spec before it wrote, added
 * or deleted, the copy is the shipped content again, byte for byte, its
 * folders the same folders.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyContentInto, restoreContentCopy } from '../../support/contentCopy';

const projectRoot = resolve(import.meta.dirname, '../../..');
const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every file under `dir`, by its path under it, with its bytes. */
const filesOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name)).toString('base64')])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );

describe('a content copy made the shipped content again (restoreContentCopy)', () => {
  it('takes back what the editor wrote, added and deleted, and leaves the folders in place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-restore-'));
    made.push(dir);
    const copy = copyContentInto(dir);
    const shipped = filesOf(dir);
    const coverageFolder = statSync(copy.coverageDir).ino;

    // As the specs leave it: a file changed, the facts changed, a page, an article and an upload added, a file deleted.
    writeFileSync(join(copy.coverageDir, 'auto.yaml'), 'name: changed\n');
    writeFileSync(copy.factsFile, readFileSync(copy.factsFile, 'utf8').replace('+18005550142', '+13125550199'));
    writeFileSync(join(copy.coverageDir, 'umbrella.yaml'), 'name: new\n');
    writeFileSync(join(copy.articlesDir, 'en', 'flood-insurance-basics.md'), '---\ntitle: x\n---\n');
    writeFileSync(join(copy.uploadsDir, 'umbrella-family.jpg'), 'jpeg');
    const deleted = readdirSync(join(copy.articlesDir, 'es'))[0]!;
    unlinkSync(join(copy.articlesDir, 'es', deleted));
    expect(filesOf(dir)).not.toEqual(shipped);

    expect(restoreContentCopy(dir)).toEqual(copy);
    expect(filesOf(dir)).toEqual(shipped);
    expect(existsSync(join(copy.coverageDir, 'umbrella.yaml'))).toBe(false);
    expect(readFileSync(join(copy.coverageDir, 'auto.yaml'))).toEqual(readFileSync(join(projectRoot, 'src/content/coverage/auto.yaml')));
    // The same folder, not a new one: a development server watching it keeps watching it.
    expect(statSync(copy.coverageDir).ino).toBe(coverageFolder);
  });
});
