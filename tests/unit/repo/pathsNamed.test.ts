// @vitest-environment node
/**
 * No comment or doc names a repository path that does not exist
 * (tests/tools/pathsNamed.ts), or a section a doc does not have
 * (tests/tools/sectionsNamed.ts): green on the repository, red on a fixture
 * naming four missing files (one in a migration's SQL comment, none in its
 * statement) and two missing sections, each found with its file and line.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPaths } from '../../tools/pathsNamed';
import { missingSections } from '../../tools/sectionsNamed';

const root = resolve(import.meta.dirname, '../../..');

describe('paths named in comments and docs', () => {
  it('all exist in the repository', () => {
    expect(missingPaths(root)).toEqual([]);
  });

  it('are reported, with file and line, on a fixture that names missing ones', () => {
    expect(missingPaths(resolve(root, 'tests/fixtures/paths-named'))).toEqual([
      { where: 'src/content/pages.ts:3', path: './resolve.ts' },
      { where: 'src/content/pages.ts:3', path: 'src/build/content/coverageIndex.ts' },
      { where: 'src/relay/migrations/0001_leads.sql:1', path: 'src/relay/office/searchBackfill.ts' },
      { where: 'docs/guide.md:3', path: 'content/heads.ts' },
    ]);
  });

  it('name only sections their doc has (headings and bold labels), also across a line break', () => {
    expect(missingSections(root)).toEqual([]);
    expect(missingSections(resolve(root, 'tests/fixtures/paths-named'))).toEqual([
      { where: 'src/content/pages.ts:10', doc: 'guide.md', section: 'Heads and pages' },
      { where: 'docs/guide.md:14', doc: 'guide.md', section: 'Old pages' },
    ]);
  });
});
