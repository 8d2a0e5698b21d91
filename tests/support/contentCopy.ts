/**
 * A working copy of what the office edits and the build reads, at the
 * repository's paths: the content files (src/content/: site.yaml, pages/,
 * coverage/, the articles; not the code beside them), the facts file and the
 * uploads. The build takes it as CONTENT_ROOT, `npm run cms` as
 * CMS_CONTENT_DIR, and the build's own reader as `loadSiteContent(root)`
 * (src/buildSteps/content/loadSiteContent.ts). The project's own files are never touched.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

/** Copies the content, the facts and the uploads into `dir`. */
export function copyContentInto(dir: string): ContentFolders {
  cpSync(join(projectRoot, CONTENT_DIR), join(dir, CONTENT_DIR), { recursive: true, filter: (file) => !/\.tsx?$/.test(file) });
  mkdirSync(dirname(join(dir, FACTS_PATH)), { recursive: true });
  cpSync(join(projectRoot, FACTS_PATH), join(dir, FACTS_PATH));
  cpSync(join(projectRoot, MEDIA_FOLDER), join(dir, MEDIA_FOLDER), { recursive: true });
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
