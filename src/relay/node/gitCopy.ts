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
 * (src/relay/office/editor/editorPaths.ts); here nothing on the way may be
 * a symbolic link (a link committed into a content folder pointing at
 * /etc, or at the repository's .git, is refused, not followed), and the file
 * itself is opened with O_NOFOLLOW.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StorageRefusal, type EditorChange, type EditorStorage } from '../office/editor/editorStorage';

const EMPTY_ID = '0'.repeat(40);

/** A value of a commit's header or message: no control characters (a newline would forge a header), bounded. */
const plain = (text: string, max: number) => text.replace(/\p{Cc}+/gu, ' ').trim().slice(0, max);

/** Runs git in the copy; resolves with its output, rejects with its error words. */
function git(repo: string, args: string[], { input, env = {} }: { input?: string | Uint8Array; env?: Record<string, string> } = {}): Promise<string> {
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
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8').trim()) : reject(new Error(`git ${args[0]}: ${Buffer.concat(err).toString('utf8').trim()}`))));
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

export function gitCopyStorage(repo: string): EditorStorage {
  let queue: Promise<unknown> = Promise.resolve();

  async function commitNow({ writes, deletes, author, message }: EditorChange): Promise<{ commit?: string }> {
    for (const { path } of writes) await checkedPath(repo, path);
    for (const path of deletes) await checkedPath(repo, path);

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

  return {
    async read(path) {
      if (!(await checkedPath(repo, path).catch(() => false))) return undefined;
      const file = await open(join(repo, path), constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
      if (!file) return undefined;
      try {
        return await file.readFile();
      } finally {
        await file.close();
      }
    },

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
      const run = queue.then(() => commitNow(change));
      queue = run.catch(() => undefined);
      return run;
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
