/**
 * The editor's storage on Cloudflare (docs/deploy.md, "The editor on
 * Cloudflare"): the site's repository on GitHub, through its REST API with a
 * fine-grained token (Contents: read and write, on the one repository). Web
 * standards only (fetch, atob, btoa): the Worker runs it.
 *
 * - read: `GET /repos/{repo}/contents/{path}?ref={branch}`, the file's
 *   bytes in base64; a file over the contents API's 1 MB (a photo) is then
 *   read by its blob id (`GET /repos/{repo}/git/blobs/{sha}`, to 100 MB).
 *   GitHub answers a symbolic link to a file with the file it points to:
 *   anything but a plain file at the very path asked for reads as missing,
 *   so a link committed into a content folder is never followed.
 * - list: the contents API's listing of the folder, and of its folders
 *   below as deep as asked: only the editor's folders are ever asked for.
 * - commit: the Git data API, every write and deletion as ONE commit: the
 *   branch's ref, its commit's tree, a blob per written file, a tree on
 *   that base, a commit by the person (author and committer, as on Node),
 *   then the ref moved with `force: false`. When the branch moved meanwhile
 *   (another Publish) the same change is made again on the new head, twice
 *   at most, then refused in the office's words: nothing is overwritten by
 *   a forced move.
 *
 * GitHub's tokens cannot be limited to folders: the gateway's confinement
 * (../editorGateway/editorPaths.ts) is what keeps every path asked for here
 * inside the content and media folders. The token goes in the Authorization
 * header only, never into an error, a log line or an answer.
 */
import { StorageRefusal, type EditorChange, type EditorStorage } from '../editorGateway/editorStorage';

export interface GitHubSettings {
  /** A fine-grained token: Contents read and write on the one repository (a secret). */
  token: string;
  /** owner/name. */
  repo: string;
  branch: string;
  /** https://api.github.com, or a GitHub Enterprise Server's /api/v3 (the tests: a stand-in on 127.0.0.1). */
  apiUrl: string;
  fetch?: typeof fetch;
  /** A request to the host given up after this long. */
  timeoutMs?: number;
}

export const GITHUB_API_URL = 'https://api.github.com';
export const GITHUB_TIMEOUT_MS = 20_000;
/** Times a Publish is made again on a branch that moved under it before it is refused. */
export const MOVED_BRANCH_RETRIES = 2;

/** The office's words for what the Git host answered (docs/editor.md, "The editor's gateway"). */
export const gitHostWords = {
  refused: 'The Git host refused the site’s key (it may have expired, or lost access to the repository): nothing was saved. Tell whoever runs the site.',
  unknown: 'The Git host does not know the site’s repository or its branch: nothing was saved. Tell whoever runs the site.',
  busy: 'The Git host asks the editor to wait: nothing was saved. Try again in a few minutes.',
  moved: 'The site changed while you were publishing (someone else published at the same moment): nothing was published. Try again.',
  noHistory: 'The history of changes and their undo are not on this server yet: see the changes on the Git host.',
} as const;

/** owner/name as GitHub spells them. */
const REPO = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;

export function githubSettingsOf(vars: {
  EDITOR_GITHUB_TOKEN?: string;
  EDITOR_GITHUB_REPO?: string;
  EDITOR_GITHUB_BRANCH?: string;
  EDITOR_GITHUB_API_URL?: string;
}): GitHubSettings | undefined {
  const { EDITOR_GITHUB_TOKEN: token, EDITOR_GITHUB_REPO: repo } = vars;
  if (!token || !repo) return undefined;
  if (!REPO.test(repo)) throw new Error(`EDITOR_GITHUB_REPO must be owner/name (got "${repo.slice(0, 100)}")`);
  const branch = vars.EDITOR_GITHUB_BRANCH || 'main';
  if (!/^[A-Za-z0-9._/-]{1,200}$/.test(branch) || branch.split('/').some((part) => !part || part.startsWith('.'))) {
    throw new Error(`EDITOR_GITHUB_BRANCH is not a branch name (got "${branch.slice(0, 100)}")`);
  }
  const apiUrl = (vars.EDITOR_GITHUB_API_URL || GITHUB_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(apiUrl)) throw new Error(`EDITOR_GITHUB_API_URL must be an http(s) address (got "${apiUrl.slice(0, 100)}")`);
  return { token, repo, branch, apiUrl };
}

/** A host's answer other than the ones the storage expects: its status, the method and API path (never a header). */
export class GitHostError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`the Git host answered ${status} to ${what}`);
    this.name = 'GitHostError';
  }
}

interface ContentItem {
  type: string;
  path: string;
  sha: string;
  size: number;
  encoding?: string;
  content?: string;
}

const segments = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const bytesOf = (encoded: string) => Uint8Array.from(atob(encoded.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
/** A value of a commit's header or message: no control characters, bounded (as src/relay/node/gitCopy.ts). */
const plain = (text: string, max: number) => text.replace(/\p{Cc}+/gu, ' ').trim().slice(0, max);

export function githubStorage(settings: GitHubSettings): EditorStorage {
  const { token, repo, branch, apiUrl, timeoutMs = GITHUB_TIMEOUT_MS } = settings;
  const send = settings.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = `${apiUrl}/repos/${repo}`;
  const ref = encodeURIComponent(branch);

  /** One call to the API: its JSON, or undefined for a status in `absent`; any other failure thrown in the office's words or as GitHostError. */
  async function api<T>(method: string, path: string, { body, absent = [] }: { body?: unknown; absent?: number[] } = {}): Promise<T | undefined> {
    const what = `${method} ${path.replace(/\?.*$/, '')}`;
    const answer = await send(`${base}${path}`, {
      method,
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'X-GitHub-Api-Version': '2022-11-28',
        // GitHub refuses a request without one.
        'User-Agent': 'lead-relay-editor',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (answer.ok) return (await answer.json()) as T;
    await answer.body?.cancel();
    if (absent.includes(answer.status)) return undefined;
    if (answer.status === 401) throw new StorageRefusal(gitHostWords.refused, 502);
    if (answer.status === 429 || (answer.status === 403 && answer.headers.get('x-ratelimit-remaining') === '0')) throw new StorageRefusal(gitHostWords.busy, 503);
    if (answer.status === 403) throw new StorageRefusal(gitHostWords.refused, 502);
    throw new GitHostError(answer.status, what);
  }

  async function read(path: string): Promise<Uint8Array | undefined> {
    // 404: no such file; 409: an empty repository.
    const found = await api<ContentItem | ContentItem[]>('GET', `/contents/${segments(path)}?ref=${ref}`, { absent: [404, 409] });
    if (!found || Array.isArray(found) || found.type !== 'file' || found.path !== path) return undefined;
    if (found.encoding === 'base64' && typeof found.content === 'string' && (found.content || found.size === 0)) return bytesOf(found.content);
    // Over 1 MB the contents API sends no content: the blob API does, to 100 MB.
    const blob = await api<{ content: string; encoding: string }>('GET', `/git/blobs/${encodeURIComponent(found.sha)}`, { absent: [404] });
    return blob?.encoding === 'base64' ? bytesOf(blob.content) : undefined;
  }

  async function list(folder: string, depth: number): Promise<string[]> {
    if (depth <= 0) return [];
    const found = await api<ContentItem[] | ContentItem>('GET', `/contents/${segments(folder)}?ref=${ref}`, { absent: [404, 409] });
    if (!Array.isArray(found)) return [];
    const files: string[] = [];
    for (const item of found) {
      // Only what lies directly in the folder asked for; links and submodules are neither listed nor followed.
      if (item.path !== `${folder}/${item.path.split('/').at(-1)}` || item.path.split('/').at(-1)!.startsWith('.')) continue;
      if (item.type === 'file') files.push(item.path);
      else if (item.type === 'dir') files.push(...(await list(item.path, depth - 1)));
    }
    return files.sort();
  }

  /** The change made on the branch's head as it is now: the new commit, undefined when nothing changed, 'moved' when the branch moved first. */
  async function commitOnce({ writes, deletes, author, message }: EditorChange, blobs: Map<string, string>): Promise<{ commit?: string } | 'moved'> {
    const head = await api<{ object: { sha: string } }>('GET', `/git/ref/heads/${ref}`, { absent: [404, 409] });
    if (!head) throw new StorageRefusal(gitHostWords.unknown, 502);
    const parent = (await api<{ tree: { sha: string } }>('GET', `/git/commits/${head.object.sha}`))!;
    for (const { path, content } of writes) {
      if (blobs.has(path)) continue;
      const blob = (await api<{ sha: string }>('POST', '/git/blobs', { body: { content: base64Of(content), encoding: 'base64' } }))!;
      blobs.set(path, blob.sha);
    }
    const entries = [
      ...writes.map(({ path }) => ({ path, mode: '100644', type: 'blob', sha: blobs.get(path)! })),
      ...deletes.filter((path) => !blobs.has(path)).map((path) => ({ path, mode: '100644', type: 'blob', sha: null })),
    ];
    const tree = (await api<{ sha: string }>('POST', '/git/trees', { body: { base_tree: parent.tree.sha, tree: entries } }))!;
    if (tree.sha === parent.tree.sha) return {};
    const name = plain(author.name, 200) || 'Office';
    const email = plain(author.email, 254).replace(/[<>]/g, '');
    const person = { name, email, date: new Date().toISOString() };
    const commit = (await api<{ sha: string }>('POST', '/git/commits', {
      body: { message: plain(message, 500) || 'Edited in the office', tree: tree.sha, parents: [head.object.sha], author: person, committer: person },
    }))!;
    // 422 "not a fast forward" (409 on some hosts): the branch moved since it was read.
    const moved = await api('PATCH', `/git/refs/heads/${ref}`, { body: { sha: commit.sha, force: false }, absent: [409, 422] });
    return moved === undefined ? 'moved' : { commit: commit.sha };
  }

  return {
    read,
    list,
    async commit(change) {
      const blobs = new Map<string, string>();
      for (let attempt = 0; attempt <= MOVED_BRANCH_RETRIES; attempt++) {
        const done = await commitOnce(change, blobs);
        if (done !== 'moved') return done;
      }
      throw new StorageRefusal(gitHostWords.moved, 409);
    },
    // Not on the Git host yet (docs/editor.md, "History and undo"): what the person opened is not checked here, and these say so.
    async history() {
      throw new StorageRefusal(gitHostWords.noHistory, 503);
    },
    async undo() {
      throw new StorageRefusal(gitHostWords.noHistory, 503);
    },
  };
}
