/**
 * The content editor's gateway (docs/editor.md, "The editor's gateway"):
 * Decap CMS's proxy-backend protocol (the one decap-server answers for
 * `npm run cms`) at POST /office/api/editor, behind the office's sign-in
 * and its cross-site guard (../office/officeApp.ts). Each request is JSON
 * `{action, params}`; what it reads and writes goes through an
 * EditorStorage (./editorStorage.ts), every path confined first to the
 * editor's places (./editorPaths.ts), and each Publish (persistEntry,
 * persistMedia, deleteFile, deleteFiles) is one commit authored by the
 * signed-in person. Publishing is simple (no editorial workflow): the
 * workflow's actions are answered 422, as decap-server's file-system mode
 * answers them.
 *
 * A Publish of a page that changed since this session opened it is
 * refused 409, nothing written, naming who changed it when; the office's
 * history of the editor's places, and one of its changes undone as a new
 * commit, are GET /office/api/editor/history and POST
 * /office/api/editor/undo (docs/editor.md, "History and undo").
 *
 * Without a storage (a Worker without its Git host's token, a Node server
 * without a Git copy) every action is answered 503 with the reason.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { timeText } from '../words';
import { EDITOR_API_ROUTE, EDITOR_HISTORY_ROUTE, EDITOR_UNDO_ROUTE } from '../office/officePaths';
import { jsonBody } from '../office/jsonBody';
import { PRIVATE } from '../office/privateHeaders';
import type { OfficeEnv } from '../accounts/session';
import { pageName } from './editorPageNames';
import { editorFile, editorFolder, type Confined } from './editorPaths';
import { EditorConflict, StorageRefusal, type EditorStorage } from './editorStorage';

/** The changes the office's history shows. */
export const HISTORY_LENGTH = 20;
/** Versions remembered as opened (session and file): past this, the oldest are forgotten (a Publish of one is then asked to reopen it). */
export const MAX_OPENED = 50_000;
/** A 20 MB photo (src/admin/uploadCheck.ts) in base64 and its JSON, with room. */
export const MAX_EDITOR_BODY = 30 * 1024 * 1024;
/** Files one request may name (Decap asks for a collection's files at once: 22 coverage pages today). */
export const MAX_FILES_PER_REQUEST = 500;

export const editorWords = {
  notHere: 'The editor does not publish from this server yet: use the editor at /admin/.',
  tooLarge: 'Too large: a photo may be 20 MB at most.',
  notJson: 'The editor sent something that is not JSON.',
  unknownAction: (action: string) => `Unknown action ${action.slice(0, 40)}`,
  badParams: (what: string) => `The editor's request is missing ${what}.`,
  failed: 'The change could not be saved; nothing was published. Try again, and tell whoever runs the server if it keeps failing.',
  changedSince: (page: string, by: string | undefined) =>
    `Not saved: ${page} was changed${by ? ` ${by}` : ' on the server'} after you opened it. Nothing was overwritten: reload the page to see that change, then make yours again.`,
  notKnownOpened: (page: string) =>
    `Not saved: the server cannot tell which version of ${page} you opened (it was restarted since). Nothing was overwritten: reload the page, then make your change again.`,
  changedLater: (page: string, by: string | undefined) => `Not undone: ${page} was changed again${by ? ` ${by}` : ''} after that change. Undo the later change first.`,
  undone: (message: string) => `Undone: “${message}”.`,
  byWhen: (who: string, at: string) => `by ${who} on ${timeText(at)}`,
} as const;

/** One change as GET /office/api/editor/history answers it (`{ changes }`, newest first); the office's Pages shows them (src/admin/officeHistory.ts). */
export interface HistoryChange {
  commit: string;
  /** Who made it (their e-mail). */
  who: string;
  /** When (ISO 8601), and as the office reads it (the agency's time zone). */
  at: string;
  when: string;
  message: string;
  /** The pages it changed, by name in both languages (./editorPageNames.ts). */
  pages: string[];
  /** Whether it can be undone: no newer change touched its files, and it changed nothing outside the editor's places. */
  undoable: boolean;
}

class BadRequest extends Error {}
/** Refused because the files changed meanwhile (409): a Publish over another's change, an undo under a later one. */
class Conflict extends Error {}

function bytesOf(encoded: unknown, what: string): Uint8Array {
  if (typeof encoded !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) throw new BadRequest(editorWords.badParams(what));
  try {
    return Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  } catch {
    throw new BadRequest(editorWords.badParams(what));
  }
}
// Web standards only (no Buffer): the Worker runs this module too.
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();
const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
const sha256 = async (bytes: Uint8Array) => hex(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

function confined(result: Confined): string {
  if ('refused' in result) throw new BadRequest(result.refused);
  return result.path;
}

const file = (path: unknown) => confined(editorFile(path));
const listOf = (value: unknown, what: string): unknown[] => {
  if (!Array.isArray(value) || value.length > MAX_FILES_PER_REQUEST) throw new BadRequest(editorWords.badParams(what));
  return value;
};
const messageOf = (params: Record<string, unknown>) => {
  const options = params.options as { commitMessage?: unknown } | undefined;
  return typeof options?.commitMessage === 'string' ? options.commitMessage : 'Edited in the office';
};

/** An undo names one commit by its full id. */
const undoBody = jsonBody<{ commit: string }>(({ commit }) =>
  typeof commit === 'string' && /^[0-9a-f]{40}$/.test(commit) ? { value: { commit } } : { refused: editorWords.badParams('the change to undo') },
);

export function editorGateway(storage: EditorStorage | undefined) {
  /**
   * The version of each file each session was last served (its content id;
   * null: no file), so that a Publish can be checked against what the
   * person opened: Decap's protocol does not send it back. In memory: the
   * Node server is one process; after a restart it is forgotten and a
   * Publish of a file it cannot check is refused with words, never
   * written blind (docs/editor.md, "History and undo").
   */
  const opened = new Map<string, string | null>();
  const openedKey = (c: Context<OfficeEnv>, path: string) => `${c.get('office').sessionId}\n${path}`;
  const remember = (c: Context<OfficeEnv>, path: string, id: string | null) => {
    const key = openedKey(c, path);
    opened.delete(key);
    opened.set(key, id);
    if (opened.size > MAX_OPENED) opened.delete(opened.keys().next().value!);
  };

  const entry = async (c: Context<OfficeEnv>, path: string, label?: string) => {
    const bytes = await storage!.read(path);
    const id = bytes ? await sha256(bytes) : null;
    remember(c, path, id);
    return bytes ? { data: fromUtf8.decode(bytes), file: { path, label, id } } : { data: null, file: { path, label, id } };
  };
  /** A page's name from its current text (./editorPageNames.ts). */
  const nameOf = async (path: string) => pageName(path, await storage!.read(path).catch(() => undefined));
  /** "by someone@… on Nov 29, 2026, 9:05 PM CST": the last commit that changed the file. */
  const lastChange = async (path: string) => {
    const [last] = await storage!.history({ limit: 1, path });
    return last ? editorWords.byWhen(last.author.email, last.at) : undefined;
  };
  const mediaFile = async (path: string) => {
    const bytes = await storage!.read(path);
    if (!bytes) return undefined;
    return { id: await sha256(bytes), content: base64(bytes), encoding: 'base64', path, name: path.split('/').at(-1)! };
  };
  const author = (c: Context<OfficeEnv>) => ({ name: c.get('office').email, email: c.get('office').email });

  const actions: Record<string, (params: Record<string, unknown>, c: Context<OfficeEnv>) => Promise<unknown>> = {
    info: async () => ({ repo: 'site', publish_modes: ['simple'], type: 'office' }),
    getDeployPreview: async () => null,
    entriesByFolder: async ({ folder, extension, depth }, c) => {
      const place = editorFolder(folder);
      const path = confined(place);
      if (typeof extension !== 'string' || !/^[a-z0-9]{1,8}$/i.test(extension)) throw new BadRequest(editorWords.badParams('the files’ ending'));
      const levels = Math.min(Number.isInteger(depth) ? (depth as number) : 1, place.depth ?? 1);
      const paths = (await storage!.list(path, levels)).filter((found) => found.endsWith(`.${extension}`) && !('refused' in editorFile(found)));
      return Promise.all(paths.map((found) => entry(c, found)));
    },
    entriesByFiles: async ({ files }, c) => {
      const wanted = listOf(files, 'the files').map((item) => ({ path: file((item as { path?: unknown })?.path), label: (item as { label?: unknown }).label }));
      return Promise.all(wanted.map(({ path, label }) => entry(c, path, typeof label === 'string' ? label : undefined)));
    },
    getEntry: async ({ path }, c) => entry(c, file(path)),
    getMedia: async ({ mediaFolder }) => {
      const place = editorFolder(mediaFolder);
      const folder = confined(place);
      if ('place' in place && place.place !== 'media') throw new BadRequest(editorWords.badParams('the media folder'));
      const paths = (await storage!.list(folder, 1)).filter((found) => !('refused' in editorFile(found)));
      return (await Promise.all(paths.map(mediaFile))).filter(Boolean);
    },
    getMediaFile: async ({ path }) => {
      const found = await mediaFile(file(path));
      if (!found) throw new BadRequest(`There is no photo at "${String(path).slice(0, 80)}".`);
      return found;
    },
    persistEntry: async (params, c) => {
      const dataFiles = params.dataFiles !== undefined ? listOf(params.dataFiles, 'the entry’s files') : [params.entry];
      const writes: { path: string; content: Uint8Array }[] = [];
      const deletes: string[] = [];
      // Each entry's file as this session opened it (none served: a new entry, so no file may be there yet).
      const openedFiles: { path: string; id: string | null; known: boolean }[] = [];
      const openedAs = (path: string) => {
        const key = openedKey(c, path);
        openedFiles.push({ path, id: opened.get(key) ?? null, known: opened.has(key) });
      };
      for (const item of dataFiles) {
        const { path, raw, newPath } = (item ?? {}) as { path?: unknown; raw?: unknown; newPath?: unknown };
        if (typeof raw !== 'string') throw new BadRequest(editorWords.badParams('the entry’s text'));
        const from = file(path);
        openedAs(from);
        // A renamed entry (its file name changed): written at its new path, its old file deleted in the same commit.
        if (newPath !== undefined && newPath !== null && newPath !== path) {
          const to = file(newPath);
          writes.push({ path: to, content: utf8.encode(raw) });
          deletes.push(from);
          openedAs(to);
        } else writes.push({ path: from, content: utf8.encode(raw) });
      }
      for (const asset of listOf(params.assets ?? [], 'the photos')) {
        const { path, content } = (asset ?? {}) as { path?: unknown; content?: unknown };
        writes.push({ path: file(path), content: bytesOf(content, 'the photo') });
      }
      if (writes.length === 0) throw new BadRequest(editorWords.badParams('the entry'));
      try {
        await storage!.commit({ writes, deletes, author: author(c), message: messageOf(params), opened: openedFiles.map(({ path, id }) => ({ path, id })) });
      } catch (error) {
        if (!(error instanceof EditorConflict)) throw error;
        const page = await nameOf(error.path);
        const known = openedFiles.find((item) => item.path === error.path)?.known ?? true;
        throw new Conflict(known ? editorWords.changedSince(page, await lastChange(error.path)) : editorWords.notKnownOpened(page));
      }
      // What this session now has open is what it wrote.
      for (const { path, content } of writes) remember(c, path, await sha256(content));
      for (const path of deletes) remember(c, path, null);
      return { message: 'entry persisted' };
    },
    persistMedia: async (params, c) => {
      const { path, content } = (params.asset ?? {}) as { path?: unknown; content?: unknown };
      const target = file(path);
      await storage!.commit({ writes: [{ path: target, content: bytesOf(content, 'the photo') }], deletes: [], author: author(c), message: messageOf(params) });
      return mediaFile(target);
    },
    deleteFile: async (params, c) => {
      const path = file(params.path);
      await storage!.commit({ writes: [], deletes: [path], author: author(c), message: messageOf(params) });
      return { message: `deleted file ${path}` };
    },
    deleteFiles: async (params, c) => {
      const paths = listOf(params.paths, 'the files').map(file);
      if (paths.length === 0) throw new BadRequest(editorWords.badParams('the files'));
      await storage!.commit({ writes: [], deletes: paths, author: author(c), message: messageOf(params) });
      return { message: `deleted files ${paths.join(', ')}` };
    },
  };

  const refusal = (c: Context<OfficeEnv>, error: unknown, action: string) => {
    if (error instanceof Conflict) return c.json({ error: error.message }, 409, PRIVATE);
    if (error instanceof BadRequest) return c.json({ error: error.message }, 400, PRIVATE);
    if (error instanceof StorageRefusal) return c.json({ error: error.message }, error.status, PRIVATE);
    console.error(`[office] the editor's ${action} failed:`, error instanceof Error ? error.message : error);
    return c.json({ error: editorWords.failed }, 500, PRIVATE);
  };
  const notHere = (c: Context<OfficeEnv>) => c.json({ error: editorWords.notHere }, 503, PRIVATE);

  // Chained, so that the history's and the undo's paths, bodies and answers are the type Pages' client is derived from (EditorGatewayApi).
  return (
    new Hono<OfficeEnv>()
      .post(EDITOR_API_ROUTE, bodyLimit({ maxSize: MAX_EDITOR_BODY, onError: (c) => c.json({ error: editorWords.tooLarge }, 413, { ...PRIVATE, Connection: 'close' }) }), async (c) => {
        if (!storage) return notHere(c);
        const body = (await c.req.json().catch(() => undefined)) as { action?: unknown; params?: unknown } | undefined;
        if (!body || typeof body !== 'object') return c.json({ error: editorWords.notJson }, 400, PRIVATE);
        const action = typeof body.action === 'string' ? body.action : '';
        const handler = Object.hasOwn(actions, action) ? actions[action] : undefined;
        if (!handler) return c.json({ error: editorWords.unknownAction(action) }, 422, PRIVATE);
        const params = body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {};
        try {
          // Decap's protocol: each action answers its own shape, which Decap reads.
          return c.json((await handler(params, c)) as object, 200, PRIVATE);
        } catch (error) {
          return refusal(c, error, action);
        }
      })
      /**
       * The office's history: the newest changes of the editor's places, each
       * with who, when, its pages by name, and whether it can be undone (no
       * newer change in the list touched its files, none of them outside the
       * places: a later change to one of its files is itself in the list).
       */
      .get(EDITOR_HISTORY_ROUTE, async (c) => {
        if (!storage) return notHere(c);
        try {
          const commits = await storage.history({ limit: HISTORY_LENGTH });
          const names = new Map<string, Promise<string>>();
          const name = (path: string) => names.get(path) ?? names.set(path, nameOf(path)).get(path)!;
          const touchedLater = new Set<string>();
          const changes: HistoryChange[] = [];
          for (const commit of commits) {
            const paths = commit.files.map((changed) => changed.path);
            const pages = [...new Set(await Promise.all(paths.map(name)))];
            changes.push({
              commit: commit.commit,
              who: commit.author.email,
              at: commit.at,
              when: timeText(commit.at),
              message: commit.message,
              pages,
              undoable: !commit.outside && paths.length > 0 && !paths.some((path) => touchedLater.has(path)),
            });
            for (const path of paths) touchedLater.add(path);
          }
          return c.json({ changes }, 200, PRIVATE);
        } catch (error) {
          return refusal(c, error, 'history');
        }
      })
      /** One change undone: a new commit by the person, its files as they were before it (refused when a later change touched one). */
      .post(EDITOR_UNDO_ROUTE, bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json({ error: editorWords.tooLarge }, 413, PRIVATE) }), undoBody, async (c) => {
        if (!storage) return notHere(c);
        try {
          try {
            const made = await storage.undo(c.req.valid('json').commit, author(c));
            return c.json({ commit: made.commit ?? null, message: editorWords.undone(made.undid) }, 200, PRIVATE);
          } catch (error) {
            if (!(error instanceof EditorConflict)) throw error;
            throw new Conflict(editorWords.changedLater(await nameOf(error.path), await lastChange(error.path)));
          }
        } catch (error) {
          return refusal(c, error, 'undo');
        }
      })
  );
}

/** The gateway's routes, as Pages' client knows them (hono/client's `hc`, src/admin/editorClient.ts). */
export type EditorGatewayApi = ReturnType<typeof editorGateway>;

