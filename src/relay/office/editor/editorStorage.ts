/**
 * What the editor's gateway (./editorGateway.ts) needs of where the site's
 * content is kept (docs/editor.md, "The editor's gateway"): read a file,
 * list a folder, and write files (and delete others) as one commit by an
 * author. Paths are relative to the repository and already confined to the
 * editor's places (./editorPaths.ts) when they arrive here.
 *
 * On Node the storage is the server's own copy of the repository, committed
 * to with git (src/relay/node/gitCopy.ts); on the Worker, the repository on
 * GitHub through its REST API and a token (src/relay/worker/githubStorage.ts).
 * Without one configured, the gateway answers that the editor is not on this
 * server.
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
}

export interface EditorStorage {
  /** The file's bytes; undefined when there is none (or it is not a plain file). */
  read(path: string): Promise<Uint8Array | undefined>;
  /** The plain files under the folder, at most `depth` folders down (1: the folder's own), as repository paths; none when there is no such folder. */
  list(folder: string, depth: number): Promise<string[]>;
  /** The writes and deletions as one commit by the author; answers its id (undefined when nothing changed). */
  commit(change: EditorChange): Promise<{ commit?: string }>;
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
