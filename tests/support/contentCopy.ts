/**
 * A temporary working copy of the site's content (src/content/ and the
 * facts file src/config/agency.json), to read with the build's own reader
 * (`loadSiteContent(copy.root)`, src/build/content/store.ts) after an edit:
 * a page added, a field emptied, a file removed. The project's own files are
 * never touched.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

const projectRoot = resolve(import.meta.dirname, '../..');

export interface ContentCopy {
  /** The copy's root: what `loadSiteContent` and CONTENT_ROOT take. */
  root: string;
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

export function copyContent(): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), 'site-content-'));
  cpSync(join(projectRoot, 'src/content'), join(root, 'src/content'), { recursive: true });
  mkdirSync(join(root, 'src/config'), { recursive: true });
  cpSync(join(projectRoot, 'src/config/agency.json'), join(root, 'src/config/agency.json'));
  const at = (file: string) => join(root, 'src/content', file);
  const read = (file: string) => parse(readFileSync(at(file), 'utf8')) as Record<string, unknown>;
  const write = (file: string, data: unknown) => {
    mkdirSync(dirname(at(file)), { recursive: true });
    writeFileSync(at(file), typeof data === 'string' ? data : stringify(data));
  };
  return {
    root,
    read,
    write,
    edit: (file, change) => {
      const data = read(file);
      change(data);
      write(file, data);
    },
    remove: (file) => rmSync(at(file)),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}
