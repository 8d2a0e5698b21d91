/**
 * The editor's storage on Node (docs/editor.md, "The editor's gateway"): the
 * server's own copy of the repository. Reads come from its working tree;
 * each change is one commit made with git's plumbing, never its porcelain
 * nor anyone's git configuration: the blobs hashed into the object store,
 * the tree built in a temporary index from HEAD's, the commit made with the
 * person as author and committer (GIT_AUTHOR_*, GIT_COMMITTER_*), the
 * branch moved only if it still points where it did (`update-ref` with the
 * old value), then the same files written into the working tree and its
 * index, so `git status` stays clean. Commits run one at a time.
 *
 * The gateway has confined the paths to the editor's places
 * (src/relay/editorGateway/editorPaths.ts); here nothing on the way may be
 * a symbolic link (a link committed into a content folder pointing at
 * /etc, or at the repository's .git, is refused, not followed), and the file
 * itself is opened with O_NOFOLLOW.
 *
 * The office's history (docs/editor.md, "History and undo") is read with
 * `rev-list` and `diff-tree` over the editor's places; an undo is one more
 * commit made the same way, the files put back from the undone commit's
 * parent (`ls-tree`, `cat-file`), refused when a later commit changed one of
 * them. The check of what a person opened runs in the same turn as their
 * commit, so two Publishes at once cannot both pass it.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { EDITOR_PLACES } from '../../config/editorPlaces';
import { EditorConflict, StorageRefusal, type EditorAuthor, type EditorChange, type EditorCommit, type EditorStorage, type EditorUndo } from '../editorGateway/editorStorage';

const EMPTY_ID = '0'.repeat(40);

/** A value of a commit's header or message: no control characters (a newline would forge a header), bounded. */
const plain = (text: string, max: number) => text.replace(/\p{Cc}+/gu, ' ').trim().slice(0, max);

type GitOptions = { input?: string | Uint8Array; env?: Record<string, string> };

/** Runs git in the copy; resolves with its output as text, trimmed, rejects with its error words. */
const git = async (repo: string, args: string[], options: GitOptions = {}): Promise<string> => (await gitBytes(repo, args, options)).toString('utf8').trim();

/** Runs git in the copy; resolves with its output's bytes (a blob as it is), rejects with its error words. */
function gitBytes(repo: string, args: string[], { input, env = {} }: GitOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-c', 'core.autocrlf=false', '-c', 'gc.auto=0', ...args], {
      cwd: repo,
      // This copy's repository only: never one found above it, never a prompt.
      env: { ...process.env, GIT_DIR: join(repo, '.git'), GIT_WORK_TREE: repo, GIT_TERMINAL_PROMPT: '0', ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`git ${args[0]}: ${Buffer.concat(err).toString('utf8').trim()}`))));
    if (child.stdin) {
      // A git that exits before reading all its input says why by its exit code; the broken pipe itself is no crash.
      child.stdin.on('error', () => {});
      child.stdin.end(input);
    }
  });
}

/**
 * The path's real place in the copy, checked on the way: every existing
 * folder a folder (not a link), the file itself absent or a plain file.
 * Answers whether the file exists.
 */
async function checkedPath(repo: string, path: string): Promise<boolean> {
  const segments = path.split('/');
  let at = repo;
  for (const [index, segment] of segments.entries()) {
    at = join(at, segment);
    const last = index === segments.length - 1;
    const info = await lstat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (!info) return false;
    if (info.isSymbolicLink()) throw new StorageRefusal(`"${path}" goes through a link, which the editor does not follow.`);
    if (!last && !info.isDirectory()) throw new StorageRefusal(`"${path}" is not in a folder.`);
    if (last && !info.isFile()) throw new StorageRefusal(`"${path}" is not a file.`);
  }
  return true;
}

/** The editor's places as pathspecs (src/config/editorPlaces.ts): what the history covers. */
const PLACE_PATHS = Object.values(EDITOR_PLACES).map((place) => place.path);
const inPlaces = (path: string) => Object.values(EDITOR_PLACES).some((place) => (place.kind === 'file' ? path === place.path : path.startsWith(`${place.path}/`)));
const CHANGES: Record<string, EditorCommit['files'][number]['change']> = { A: 'added', M: 'changed', D: 'removed', T: 'changed' };
const COMMIT_ID = /^[0-9a-f]{40}$/;

export function gitCopyStorage(repo: string): EditorStorage {
  let queue: Promise<unknown> = Promise.resolve();
  /** One change at a time: each waits for the one before (its failure included). */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  async function read(path: string): Promise<Uint8Array | undefined> {
    if (!(await checkedPath(repo, path).catch(() => false))) return undefined;
    const file = await open(join(repo, path), constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
    if (!file) return undefined;
    try {
      return await file.readFile();
    } finally {
      await file.close();
    }
  }

  /** The files each commit changed, from its first parent (none: the first commit), in one diff-tree: its id, then a status and a path each. */
  async function filesOf(commits: string[]): Promise<Map<string, EditorCommit['files']>> {
    const found = new Map<string, EditorCommit['files']>(commits.map((commit) => [commit, []]));
    if (commits.length === 0) return found;
    const fields = (await git(repo, ['diff-tree', '--stdin', '-r', '--no-renames', '--root', '--name-status', '-z'], { input: `${commits.join('\n')}\n` })).split('\0').filter(Boolean);
    let files: EditorCommit['files'] = [];
    for (let at = 0; at < fields.length; at++) {
      if (COMMIT_ID.test(fields[at])) files = found.get(fields[at]) ?? [];
      else files.push({ path: fields[++at], change: CHANGES[fields[at - 1]] ?? 'changed' });
    }
    return found;
  }

  async function commitNow({ writes, deletes, author, message, opened = [] }: EditorChange): Promise<{ commit?: string }> {
    for (const { path } of writes) await checkedPath(repo, path);
    for (const path of deletes) await checkedPath(repo, path);
    // What the person opened is still what is there (docs/editor.md, "History and undo"); else nothing is written.
    for (const { path, id } of opened) {
      const bytes = await read(path);
      if ((bytes ? createHash('sha256').update(bytes).digest('hex') : null) !== id) throw new EditorConflict(path);
    }

    const head = await git(repo, ['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '');
    const lines: string[] = [];
    for (const { path, content } of writes) {
      const id = await git(repo, ['hash-object', '-w', '--no-filters', '--stdin'], { input: content });
      lines.push(`100644 ${id}\t${path}`);
    }
    for (const path of deletes) lines.push(`0 ${EMPTY_ID}\t${path}`);

    const scratch = await mkdtemp(join(tmpdir(), 'editor-index-'));
    try {
      const index = { GIT_INDEX_FILE: join(scratch, 'index') };
      if (head) await git(repo, ['read-tree', head], { env: index });
      await git(repo, ['update-index', '--index-info'], { input: lines.join('\n') + '\n', env: index });
      const tree = await git(repo, ['write-tree'], { env: index });
      if (head && tree === (await git(repo, ['rev-parse', `${head}^{tree}`]))) return {};

      const name = plain(author.name, 200) || 'Office';
      const email = plain(author.email, 254).replace(/[<>]/g, '');
      const who = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
      const commit = await git(repo, ['commit-tree', tree, ...(head ? ['-p', head] : [])], { input: `${plain(message, 500) || 'Edited in the office'}\n`, env: who });
      await git(repo, ['update-ref', '-m', 'office editor', 'HEAD', commit, head || EMPTY_ID]);

      // The working tree and its index follow the branch, for these files only.
      for (const { path, content } of writes) {
        await mkdir(join(repo, path, '..'), { recursive: true });
        await writeFile(join(repo, path), content);
      }
      for (const path of deletes) await unlink(join(repo, path)).catch(() => undefined);
      await git(repo, ['update-index', '--index-info'], { input: lines.join('\n') + '\n' });
      await git(repo, ['update-index', '-q', '--refresh']).catch(() => '');
      return { commit };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  async function undoNow(commit: string, author: EditorAuthor): Promise<EditorUndo> {
    const unknown = new StorageRefusal('That change is not in the site’s history.');
    if (!COMMIT_ID.test(commit)) throw unknown;
    const head = await git(repo, ['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '');
    if (!head) throw unknown;
    const line = await git(repo, ['rev-list', '--no-commit-header', '--format=%P%x1f%s', '-n', '1', commit]).catch(() => undefined);
    if (line === undefined || !(await git(repo, ['merge-base', '--is-ancestor', commit, head]).then(() => true, () => false))) throw unknown;
    const [parentList, subject] = line.split('\x1f');
    const parents = parentList.split(' ').filter(Boolean);
    if (parents.length === 0) throw new StorageRefusal('The site’s first version cannot be undone.');
    if (parents.length > 1) throw new StorageRefusal('That change joined two histories; it cannot be undone from the office.');
    const files = (await filesOf([commit])).get(commit)!;
    if (files.some((file) => !inPlaces(file.path))) throw new StorageRefusal('That change also changed the site’s code, so it cannot be undone from the office: ask whoever runs the server.');
    for (const { path } of files) {
      if (await git(repo, ['rev-list', '-n', '1', `${commit}..${head}`, '--', path])) throw new EditorConflict(path);
    }
    // The files as they were before the commit: their blobs in its parent (none: the commit added it).
    const before = new Map<string, { mode: string; id: string }>();
    for (const entry of (await git(repo, ['ls-tree', '-z', '--full-tree', parents[0], '--', ...files.map((file) => file.path)])).split('\0').filter(Boolean)) {
      const [meta, path] = entry.split('\t');
      const [mode, , id] = meta.split(' ');
      before.set(path, { mode, id });
    }
    const writes: EditorChange['writes'] = [];
    const deletes: string[] = [];
    for (const { path } of files) {
      const was = before.get(path);
      if (!was) deletes.push(path);
      else if (was.mode !== '100644' && was.mode !== '100755') throw new StorageRefusal(`"${path}" was not a plain file before that change; it cannot be put back from the office.`);
      else writes.push({ path, content: await gitBytes(repo, ['cat-file', 'blob', was.id]) });
    }
    return { ...(await commitNow({ writes, deletes, author, message: `Undo “${subject}”` })), undid: subject };
  }

  return {
    read,

    async list(folder, depth) {
      const found: string[] = [];
      const walk = async (dir: string, left: number) => {
        if (left <= 0) return;
        const entries = await readdir(join(repo, dir), { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (entry.name.startsWith('.')) continue;
          // Links are neither followed nor listed.
          if (entry.isFile()) found.push(`${dir}/${entry.name}`);
          else if (entry.isDirectory()) await walk(`${dir}/${entry.name}`, left - 1);
        }
      };
      const top = await checkedFolder(repo, folder);
      if (top) await walk(folder, depth);
      return found.sort();
    },

    commit(change) {
      return inTurn(() => commitNow(change));
    },

    async history({ limit, path }) {
      const head = await git(repo, ['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '');
      if (!head) return [];
      const lines = await git(repo, ['rev-list', '--no-commit-header', '--format=%H%x1f%an%x1f%ae%x1f%aI%x1f%s', '-n', String(Math.max(1, Math.floor(limit))), head, '--', ...(path ? [path] : PLACE_PATHS)]);
      const found = lines.split('\n').filter(Boolean).map((line) => line.split('\x1f'));
      const changed = await filesOf(found.map(([commit]) => commit));
      return found.map(([commit, name, email, at, message]) => {
        const files = changed.get(commit) ?? [];
        return { commit, author: { name, email }, at: new Date(at).toISOString(), message, files: files.filter((file) => inPlaces(file.path)), outside: files.some((file) => !inPlaces(file.path)) };
      });
    },

    undo(commit, author) {
      return inTurn(() => undoNow(commit, author));
    },
  };
}

/** Whether the folder exists with no link on the way. */
async function checkedFolder(repo: string, folder: string): Promise<boolean> {
  let at = repo;
  for (const segment of folder.split('/')) {
    at = join(at, segment);
    const info = await lstat(at).catch(() => undefined);
    if (!info || info.isSymbolicLink() || !info.isDirectory()) return false;
  }
  return true;
}
