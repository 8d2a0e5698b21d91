/**
 * A stand-in for GitHub's REST API (version 2022-11-28) on 127.0.0.1, the
 * one stand-in the tests allow (docs/deploy.md, "The editor on
 * Cloudflare"): no Git host is reachable from the machines the tests run
 * on. It answers the endpoints the Worker's editor storage calls
 * (src/relay/worker/githubStorage.ts), in the shapes GitHub documents, over
 * one repository kept in memory, and nothing else (any other request: 404,
 * and counted):
 *
 * - GET  /repos/{repo}/contents/{path}?ref=  a file (base64; none over 1 MB),
 *   a folder's listing, a link to a file answered with that file (as GitHub does)
 * - GET  /repos/{repo}/git/blobs/{sha}
 * - GET  /repos/{repo}/git/ref/heads/{branch}, GET /repos/{repo}/git/commits/{sha}
 * - POST /repos/{repo}/git/blobs, /git/trees (with base_tree, sha null deletes), /git/commits
 * - PATCH /repos/{repo}/git/refs/heads/{branch} (force false: 422 unless a fast forward)
 *
 * Enough for the contract because those are all the calls the storage
 * makes: every request is recorded (method, path, whether it carried the
 * expected bearer token, its JSON body) so a test asserts the exact calls.
 * What it cannot show is GitHub's own side (rate limits, its limits on
 * sizes): the storage maps those answers, tested here by `state`.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { listenOnLoopback } from './loopback';

export interface HostRequest {
  method: string;
  /** The path and query, as sent. */
  path: string;
  /** Whether an Authorization header came, and whether it was `Bearer <the token>`. */
  authorized: boolean;
  bearer: boolean;
  /** The JSON body, when one came. */
  body?: Record<string, unknown>;
}

interface Entry {
  mode: '100644' | '120000';
  sha: string;
}
interface Commit {
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date?: string };
  committer: { name: string; email: string; date?: string };
}

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');
/** GitHub wraps base64 at 60 characters. */
const wrapped = (bytes: Buffer) => (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n';
export const CONTENTS_API_MAX = 1024 * 1024;

export interface GitHostOptions {
  repo: string;
  branch: string;
  token: string;
  /** The repository's files at its first commit: text or bytes, or `{ link: target }` for a symbolic link. */
  files: Record<string, string | Buffer | { link: string }>;
}

export async function startGitHostStandIn({ repo, branch, token, files }: GitHostOptions) {
  const blobs = new Map<string, Buffer>();
  /** A tree kept flat: every file's full path to its entry. */
  const trees = new Map<string, Map<string, Entry>>();
  const commits = new Map<string, Commit>();
  const refs = new Map<string, string>();
  const requests: HostRequest[] = [];
  const state = {
    /** The token the host takes (change it to see the storage refused). */
    token,
    /** Publishes the host makes itself, just before the next ref update: another person's, landing first. */
    interleave: 0,
    /** Statuses answered instead of the next requests (429 with no rate-limit header left, 503...). */
    failNext: [] as number[],
  };

  const putBlob = (bytes: Buffer) => {
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]));
    blobs.set(sha, bytes);
    return sha;
  };
  const putTree = (tree: Map<string, Entry>) => {
    const sorted = new Map([...tree].sort(([a], [b]) => (a < b ? -1 : 1)));
    const sha = sha1(`tree ${JSON.stringify([...sorted])}`);
    trees.set(sha, sorted);
    return sha;
  };
  const putCommit = (commit: Commit) => {
    const sha = sha1(`commit ${JSON.stringify(commit)}`);
    commits.set(sha, commit);
    return sha;
  };

  const first = new Map<string, Entry>();
  for (const [path, content] of Object.entries(files)) {
    first.set(path, typeof content === 'object' && 'link' in content ? { mode: '120000', sha: putBlob(Buffer.from(content.link)) } : { mode: '100644', sha: putBlob(Buffer.from(content)) });
  }
  const setup = { name: 'Setup', email: 'setup@example.test' };
  refs.set(branch, putCommit({ tree: putTree(first), parents: [], message: 'The site', author: setup, committer: setup }));

  const headTree = () => trees.get(commits.get(refs.get(branch)!)!.tree)!;
  /** A link's target as a repository path (relative to the link's folder), when it stays inside. */
  const resolveLink = (path: string, target: string) => {
    const parts = path.split('/').slice(0, -1);
    for (const part of target.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return parts.join('/');
  };
  const fileItem = (path: string, entry: Entry) => {
    const bytes = blobs.get(entry.sha)!;
    const big = bytes.length > CONTENTS_API_MAX;
    return { type: 'file', name: path.split('/').at(-1), path, sha: entry.sha, size: bytes.length, encoding: big ? 'none' : 'base64', content: big ? '' : wrapped(bytes) };
  };

  function contents(path: string, ref: string) {
    if (ref !== branch) return [404, { message: 'No commit found for the ref' }] as const;
    const tree = headTree();
    const entry = tree.get(path);
    if (entry?.mode === '100644') return [200, fileItem(path, entry)] as const;
    if (entry?.mode === '120000') {
      // GitHub answers a link to a file with that file (its own path); otherwise the link itself.
      const target = resolveLink(path, blobs.get(entry.sha)!.toString());
      const pointed = tree.get(target);
      if (pointed?.mode === '100644') return [200, fileItem(target, pointed)] as const;
      return [200, { type: 'symlink', name: path.split('/').at(-1), path, sha: entry.sha, size: 0, target: blobs.get(entry.sha)!.toString() }] as const;
    }
    const listing = new Map<string, object>();
    for (const [found, item] of tree) {
      if (!found.startsWith(`${path}/`)) continue;
      const [name, ...below] = found.slice(path.length + 1).split('/');
      const at = `${path}/${name}`;
      if (below.length) listing.set(name, { type: 'dir', name, path: at, sha: sha1(at), size: 0 });
      else listing.set(name, { type: item.mode === '120000' ? 'symlink' : 'file', name, path: at, sha: item.sha, size: blobs.get(item.sha)!.length });
    }
    return listing.size ? ([200, [...listing.values()]] as const) : ([404, { message: 'Not Found' }] as const);
  }

  /** Another person's Publish, made on the host itself (what `interleave` lands before the storage's ref update). */
  function publishElsewhere(path: string, text: string) {
    const tree = new Map(headTree());
    tree.set(path, { mode: '100644', sha: putBlob(Buffer.from(text)) });
    const someone = { name: 'Someone else', email: 'someone@example.test' };
    refs.set(branch, putCommit({ tree: putTree(tree), parents: [refs.get(branch)!], message: `Elsewhere: ${path}`, author: someone, committer: someone }));
  }

  function answer(method: string, url: URL, body: Record<string, unknown> | undefined): readonly [number, unknown] {
    const prefix = `/repos/${repo}`;
    if (!url.pathname.startsWith(`${prefix}/`)) return [404, { message: 'Not Found' }];
    const rest = decodeURIComponent(url.pathname.slice(prefix.length));
    let match: RegExpExecArray | null;
    if (method === 'GET' && (match = /^\/contents\/(.+)$/.exec(rest))) return contents(match[1], url.searchParams.get('ref') ?? branch);
    if (method === 'GET' && (match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest))) {
      const bytes = blobs.get(match[1]);
      return bytes ? [200, { sha: match[1], size: bytes.length, encoding: 'base64', content: wrapped(bytes) }] : [404, { message: 'Not Found' }];
    }
    if (method === 'GET' && (match = /^\/git\/ref\/heads\/(.+)$/.exec(rest))) {
      const sha = refs.get(match[1]);
      return sha ? [200, { ref: `refs/heads/${match[1]}`, object: { sha, type: 'commit' } }] : [404, { message: 'Not Found' }];
    }
    if (method === 'GET' && (match = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest))) {
      const commit = commits.get(match[1]);
      return commit ? [200, { sha: match[1], tree: { sha: commit.tree }, parents: commit.parents.map((sha) => ({ sha })), message: commit.message, author: commit.author, committer: commit.committer }] : [404, { message: 'Not Found' }];
    }
    if (method === 'POST' && rest === '/git/blobs') {
      if (body?.encoding !== 'base64' || typeof body.content !== 'string') return [422, { message: 'Invalid request' }];
      return [201, { sha: putBlob(Buffer.from(body.content, 'base64')) }];
    }
    if (method === 'POST' && rest === '/git/trees') {
      const baseTree = trees.get(String(body?.base_tree));
      if (!baseTree || !Array.isArray(body?.tree)) return [422, { message: 'Invalid tree' }];
      const tree = new Map(baseTree);
      for (const item of body.tree as { path: string; mode: string; type: string; sha: string | null }[]) {
        if (item.sha === null) {
          if (!tree.delete(item.path)) return [422, { message: `GitRPC::BadObjectState: ${item.path}` }];
        } else if (item.mode === '100644' && item.type === 'blob' && blobs.has(item.sha)) tree.set(item.path, { mode: '100644', sha: item.sha });
        else return [422, { message: 'Invalid tree entry' }];
      }
      return [201, { sha: putTree(tree) }];
    }
    if (method === 'POST' && rest === '/git/commits') {
      const { tree, parents, message, author, committer } = (body ?? {}) as Partial<Commit>;
      if (!tree || !trees.has(tree) || !Array.isArray(parents) || !parents.every((sha) => commits.has(sha)) || typeof message !== 'string' || !author) return [422, { message: 'Invalid commit' }];
      return [201, { sha: putCommit({ tree, parents, message, author, committer: committer ?? { name: 'token user', email: 'token@example.test' } }) }];
    }
    if (method === 'PATCH' && (match = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
      const current = refs.get(match[1]);
      const next = commits.get(String(body?.sha));
      if (!current || !next) return [422, { message: 'Reference does not exist' }];
      if (state.interleave > 0) {
        state.interleave -= 1;
        publishElsewhere(`src/content/pages/elsewhere-${state.interleave}.yaml`, 'title: Elsewhere\n');
      }
      if (body?.force !== false || !next.parents.includes(refs.get(match[1])!)) {
        if (body?.force !== false) return [422, { message: 'The stand-in takes force: false only' }];
        return [422, { message: 'Update is not a fast forward' }];
      }
      refs.set(match[1], String(body.sha));
      return [200, { ref: `refs/heads/${match[1]}`, object: { sha: body.sha, type: 'commit' } }];
    }
    return [404, { message: 'Not Found' }];
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | undefined;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      } catch {
        body = { unparsed: text.slice(0, 200) };
      }
      const auth = req.headers.authorization;
      const bearer = auth === `Bearer ${state.token}`;
      requests.push({ method: req.method ?? '', path: req.url ?? '', authorized: auth !== undefined, bearer, body });
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const failed = state.failNext.shift();
      const [status, json] = failed
        ? [failed, { message: 'The stand-in was told to fail' }]
        : !bearer
          ? [401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' }]
          : answer(req.method ?? '', url, body);
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...(failed === 403 ? { 'x-ratelimit-remaining': '0' } : {}) });
      res.end(JSON.stringify(json));
    });
  });
  const { origin } = await listenOnLoopback(server);

  return {
    /** The API's base address, as EDITOR_GITHUB_API_URL. */
    apiUrl: origin,
    requests,
    state,
    /** The branch's head commit, with its id. */
    head: () => ({ sha: refs.get(branch)!, ...commits.get(refs.get(branch)!)! }),
    /** Commits on the branch, newest first. */
    log: () => {
      const out: (Commit & { sha: string })[] = [];
      for (let sha: string | undefined = refs.get(branch); sha; sha = commits.get(sha)!.parents[0]) out.push({ sha, ...commits.get(sha)! });
      return out;
    },
    /** A file's bytes on the branch (undefined: none, or a link). */
    file: (path: string) => {
      const entry = headTree().get(path);
      return entry?.mode === '100644' ? blobs.get(entry.sha) : undefined;
    },
    /** The paths a commit changed from its first parent (added, changed or deleted). */
    changed: (sha: string) => {
      const commit = commits.get(sha)!;
      const after = trees.get(commit.tree)!;
      const before = commit.parents[0] ? trees.get(commits.get(commit.parents[0])!.tree)! : new Map<string, Entry>();
      return [...new Set([...after.keys(), ...before.keys()])].filter((path) => after.get(path)?.sha !== before.get(path)?.sha).sort();
    },
    publishElsewhere,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

export type GitHostStandIn = Awaited<ReturnType<typeof startGitHostStandIn>>;
