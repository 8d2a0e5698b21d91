/**
 * The editor gateway's path rule (src/relay/editorGateway/editorPaths.ts):
 * the files of the editor's places taken, written as the editor writes
 * them; everything else refused with the office's words.
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_PLACES } from '../../../src/config/editorPlaces';
import { editorFile, editorFolder, MAX_PATH_LENGTH, outsideWords } from '../../../src/relay/editorGateway/editorPaths';

const { coverage, pages, site, articles, facts, media } = EDITOR_PLACES;

describe('editorFile', () => {
  it.each([
    [`${coverage.path}/auto.yaml`, 'coverage'],
    [`${pages.path}/about.yaml`, 'pages'],
    [site.path, 'site'],
    [`${articles.path}/en/life-insurance-guide.md`, 'articles'],
    [`${articles.path}/es/life-insurance-guide.md`, 'articles'],
    [facts.path, 'facts'],
    [`${media.path}/office_photo-2.JPG`, 'media'],
    [`${media.path}/team.webp`, 'media'],
  ])('takes %s (%s)', (path, place) => {
    expect(editorFile(path)).toEqual({ path, place });
  });

  it.each([
    'package.json',
    '.git/config',
    '../package.json',
    `${pages.path}/../../../package.json`,
    `${pages.path}/./about.yaml`,
    `/${pages.path}/about.yaml`,
    `/etc/passwd`,
    `./${pages.path}/about.yaml`,
    `${pages.path}//about.yaml`,
    `${pages.path}/about.yaml/`,
    `${pages.path}/%2e%2e/package.json`,
    `${pages.path}/..%2fpackage.json`,
    `${pages.path}\\..\\package.json`,
    `${pages.path}/about.yaml\u0000.png`,
    `${pages.path}/.about.yaml`,
    `${pages.path}/about.yml`,
    `${pages.path}/sub/about.yaml`,
    `${articles.path}/first.md`.replace('/first', '/en/deeper/first'),
    `${media.path}/page.html`,
    `${media.path}/logo.svg`,
    `${media.path}/photo`,
    `${site.path}/x.yaml`,
    `${facts.path}.bak`,
    `${pages.path}`,
    `${pages.path}/${'a'.repeat(MAX_PATH_LENGTH)}.yaml`,
    '',
    42,
    undefined,
    null,
    { path: site.path },
  ])('refuses %j', (path) => {
    const result = editorFile(path);
    expect(result).toEqual({ refused: outsideWords(typeof path === 'string' ? path : String(path)) });
  });
});

describe('editorFolder', () => {
  it('takes a folder place, and a folder below one within its depth, answering the depth left', () => {
    expect(editorFolder(pages.path)).toEqual({ path: pages.path, place: 'pages', depth: 1 });
    expect(editorFolder(`${media.path}/`)).toEqual({ path: media.path, place: 'media', depth: 1 });
    expect(editorFolder(articles.path)).toEqual({ path: articles.path, place: 'articles', depth: 2 });
    expect(editorFolder(`${articles.path}/en`)).toEqual({ path: `${articles.path}/en`, place: 'articles', depth: 1 });
  });

  it.each(['', '.', '..', '/', 'src', 'src/content', '.git', `${pages.path}/..`, `${pages.path}/sub`, `${articles.path}/en/deeper`, site.path, facts.path, `/${pages.path}`, `${pages.path}//`])(
    'refuses %j',
    (folder) => {
      expect(editorFolder(folder)).toHaveProperty('refused');
    },
  );
});
