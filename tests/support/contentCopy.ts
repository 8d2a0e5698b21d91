/**
 * A working copy of what the office edits and the build reads, at the
 * repository's paths: the content files (src/content/: site.yaml, pages/,
 * coverage/, the articles; not the code beside them), the facts file and the
 * uploads. The build takes it as CONTENT_ROOT, `npm run cms` as
 * CMS_CONTENT_DIR, and the build's own reader as `loadSiteContent(root)`
 * (src/buildSteps/content/loadSiteContent.ts). The project's own files are never touched.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { CONTENT_PATHS } from '../../src/admin/contentCollections';
import { ARTICLES_PATH } from '../../src/buildSteps/cms/articlesCollection';
import { FACTS_PATH } from '../../src/buildSteps/cms/factsCollection';
import { MEDIA_FOLDER } from '../../src/buildSteps/cms/media';

const projectRoot = resolve(import.meta.dirname, '../..');
const CONTENT_DIR = dirname(CONTENT_PATHS.site);

/** Where a working copy keeps each kind of file. */
export interface ContentFolders {
  /** The copy itself: CONTENT_ROOT of a build, CMS_CONTENT_DIR of `npm run cms`. */
  root: string;
  articlesDir: string;
  factsFile: string;
  coverageDir: string;
  uploadsDir: string;
}

/** The content's code beside its files (src/content/model/ and the like), which a copy leaves out. */
const isCode = (file: string) => /\.tsx?$/.test(file);

/** Copies the content, the facts and the uploads into `dir`. */
export function copyContentInto(dir: string): ContentFolders {
  cpSync(join(projectRoot, CONTENT_DIR), join(dir, CONTENT_DIR), { recursive: true, filter: (file) => !isCode(file) });
  mkdirSync(dirname(join(dir, FACTS_PATH)), { recursive: true });
  cpSync(join(projectRoot, FACTS_PATH), join(dir, FACTS_PATH));
  cpSync(join(projectRoot, MEDIA_FOLDER), join(dir, MEDIA_FOLDER), { recursive: true });
  return foldersOf(dir);
}

/** The files of a copy (or of the project) that copyContentInto copies, by their path under `root`. */
function copiedFiles(root: string): string[] {
  const filesUnder = (folder: string) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      : [];
  return [...filesUnder(CONTENT_DIR).filter((file) => !isCode(file)), FACTS_PATH, ...filesUnder(MEDIA_FOLDER)];
}

/**
 * Makes the copy in `dir` (copyContentInto's) the shipped content again, file
 * by file: files added since deleted, files changed written back, the rest
 * (and the folders, which a development server on the copy watches) left as
 * they are. What a new copy would hold, without a new copy's folder: for a
 * server started on this one (tests/e2e/support/editorTest.ts).
 */
export function restoreContentCopy(dir: string): ContentFolders {
  const shipped = copiedFiles(projectRoot);
  const kept = new Set(shipped);
  for (const file of copiedFiles(dir)) if (!kept.has(file)) rmSync(join(dir, file));
  for (const file of shipped) {
    const bytes = readFileSync(join(projectRoot, file));
    const target = join(dir, file);
    if (existsSync(target) && readFileSync(target).equals(bytes)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  return foldersOf(dir);
}

function foldersOf(dir: string): ContentFolders {
  return {
    root: dir,
    articlesDir: join(dir, ARTICLES_PATH),
    factsFile: join(dir, FACTS_PATH),
    coverageDir: join(dir, CONTENT_PATHS.coverage),
    uploadsDir: join(dir, MEDIA_FOLDER),
  };
}

export interface ContentCopy extends ContentFolders {
  /** A content file's data, by its path under src/content/ (`coverage/cyber.yaml`). */
  read: (file: string) => Record<string, unknown>;
  /** Writes a content file (a new one, or over one), by its path under src/content/. */
  write: (file: string, data: unknown) => void;
  /** Changes a content file's data in place. */
  edit: (file: string, change: (data: Record<string, unknown>) => void) => void;
  remove: (file: string) => void;
  /** Deletes the copy. */
  dispose: () => void;
}

/** A YAML file written as the editor writes content (src/admin/contentYaml.ts: one line per value). */
export const writeYamlFile = (file: string, data: unknown) => writeFileSync(file, typeof data === 'string' ? data : stringify(data, { lineWidth: 0 }));

/** Changes a YAML file's data in place, as the office would: by field. */
export function editYamlFile<Data = Record<string, unknown>>(file: string, change: (data: Data) => void) {
  const data = parse(readFileSync(file, 'utf8')) as Data;
  change(data);
  writeYamlFile(file, data);
}

/** A working copy in a temporary folder, with helpers to edit its content files by field. */
export function copyContent(): ContentCopy {
  const folders = copyContentInto(mkdtempSync(join(tmpdir(), 'site-content-')));
  const at = (file: string) => join(folders.root, CONTENT_DIR, file);
  const read = (file: string) => parse(readFileSync(at(file), 'utf8')) as Record<string, unknown>;
  const write = (file: string, data: unknown) => {
    mkdirSync(dirname(at(file)), { recursive: true });
    writeYamlFile(at(file), data);
  };
  return {
    ...folders,
    read,
    write,
    edit: (file, change) => editYamlFile(at(file), change),
    remove: (file) => rmSync(at(file)),
    dispose: () => rmSync(folders.root, { recursive: true, force: true }),
  };
}
