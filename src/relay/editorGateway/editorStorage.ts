/**
 * What the editor's gateway (./editorGateway.ts) needs of where the site's
 * content is kept (docs/editor.md, "The editor's gateway"): read a file,
 * list a folder, and write files (and delete others) as one commit by an
 * author; and, for the office's history ("History and undo"), the recent
 * commits of the editor's places and one of them undone as a new commit.
 * Paths are relative to the repository and already confined to the
 * editor's places (./editorPaths.ts) when they arrive here.
 *
 * On Node the storage is the server's own copy of the repository, committed
 * to with git (src/relay/node/gitCopy.ts); on the Worker, the repository on
 * GitHub through its REST API and a token (src/relay/worker/githubStorage.ts).
 * Without one configured, the gateway answers that the editor is not on this
 * server. The Worker's has no history nor undo yet: its `history` and `undo`
 * refuse with 503 (docs/editor.md, "History and undo").
 */

export interface EditorAuthor {
  name: string;
  email: string;
}

export interface EditorChange {
  writes: { path: string; content: Uint8Array }[];
  deletes: string[];
  author: EditorAuthor;
  message: string;
  /**
   * The files as the person opened them: each path's content id (the
   * SHA-256 of its bytes, hex; null: there was no file). Checked in the same
   * turn as the commit: when a file's id differs, nothing is written and the
   * commit throws an EditorConflict naming the path.
   */
  opened?: { path: string; id: string | null }[];
}

/** One commit of the editor's places, as the office's history shows it. */
export interface EditorCommit {
  commit: string;
  author: EditorAuthor;
  /** When it was made (ISO 8601). */
  at: string;
  message: string;
  /** The files it changed. */
  files: { path: string; change: 'added' | 'changed' | 'removed' }[];
  /** Whether it also changed files outside the editor's places (a developer's commit): such a commit is not undone from the office. */
  outside: boolean;
}

/** An undo made: its commit (none when it changed nothing) and the undone commit's message. */
export interface EditorUndo {
  commit?: string;
  undid: string;
}

export interface EditorStorage {
  /** The file's bytes; undefined when there is none (or it is not a plain file). */
  read(path: string): Promise<Uint8Array | undefined>;
  /** The plain files under the folder, at most `depth` folders down (1: the folder's own), as repository paths; none when there is no such folder. */
  list(folder: string, depth: number): Promise<string[]>;
  /** The writes and deletions as one commit by the author; answers its id (undefined when nothing changed). */
  commit(change: EditorChange): Promise<{ commit?: string }>;
  /** The newest commits (at most `limit`) that changed the editor's places, or only `path` when given; newest first. */
  history(options: { limit: number; path?: string }): Promise<EditorCommit[]>;
  /**
   * A new commit by the author putting the files of `commit` back as they
   * were before it. Throws a StorageRefusal in the office's words when it
   * cannot (unknown commit, the first commit, a merge, a commit outside the
   * editor's places) and an EditorConflict naming the path when a later
   * commit changed one of its files.
   */
  undo(commit: string, author: EditorAuthor): Promise<EditorUndo>;
}

/**
 * A storage's refusal the office may read (a symbolic link on the way, a
 * folder where a file should be: 400; the Git host refusing the key: 502;
 * the branch moved under a Publish: 409), answered with its status.
 */
export class StorageRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 | 502 | 503 = 400,
  ) {
    super(message);
  }
}

/** A file changed since the person opened it (a commit), or by a later commit (an undo): the gateway names the page and who changed it when. */
export class EditorConflict extends Error {
  constructor(readonly path: string) {
    super(`${path} changed`);
  }
}
