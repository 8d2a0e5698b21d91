/**
 * The site rebuilt after the office publishes (docs/editor.md, "After
 * Publish: the site rebuilt"): what the editor's side needs of whatever
 * rebuilds the site (on Node, src/server/siteRebuilds.ts: the server's own
 * build, swapped in whole when it passes), the storage wrapped so that each
 * commit asks for a rebuild, and the status the Pages screen asks for at
 * GET /office/api/editor/status, behind the sign-in.
 */
import { Hono } from 'hono';
import type { OfficeEnv } from '../accounts/session';
import type { EditorStorage } from './editorStorage';
import { EDITOR_STATUS_ROUTE } from '../office/officePaths';
import { PRIVATE } from '../office/privateHeaders';
import { siteBuildWords } from './siteBuildWords';

export interface SiteBuildStatus {
  /** building: a build runs (or one waits behind it); live: the last build passed and is served; failed: the last build failed, the one before it is served. */
  state: 'building' | 'live' | 'failed';
  /** When this state began (ISO 8601). */
  since: string;
  /** In about how many minutes what is committed now is live, from the last passed build's measured duration: at least 1. */
  expectedMinutes: number;
  /** Why the last build failed: the build's lines naming the file and field (src/server/buildProblems.ts); only when failed. */
  problem?: string[];
}

export interface SiteBuilds {
  /** A commit was made: build once the running build (if any) ends; any number of asks meanwhile make one build. */
  request(): void;
  status(): SiteBuildStatus;
}

/** Whether a storage call's answer is a commit made (`{commit: id}`, ./editorStorage.ts). */
const madeCommit = (answer: unknown) => typeof (answer as { commit?: unknown } | undefined)?.commit === 'string';

/**
 * The storage, each call that answers a commit made followed by a rebuild
 * asked for: every way the office commits (Publish, a photo, a deletion, and
 * any later action answering `{commit}`), with no change to the gateway.
 * A Publish that changed nothing (no commit) asks for none.
 */
export function rebuildAfterCommits(storage: EditorStorage, builds: SiteBuilds): EditorStorage {
  return new Proxy(storage, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const after = (answer: unknown) => {
        if (madeCommit(answer)) builds.request();
        return answer;
      };
      return (...args: unknown[]) => {
        const answer = (value as (...args: unknown[]) => unknown).apply(target, args);
        return answer instanceof Promise ? answer.then(after) : after(answer);
      };
    },
  });
}

/** GET /office/api/editor/status: the rebuild's status as JSON, never cached; 503 where nothing rebuilds. Its type is Pages' client's (src/admin/editorClient.ts). */
export function siteBuildStatus(builds: SiteBuilds | undefined) {
  return new Hono<OfficeEnv>().get(EDITOR_STATUS_ROUTE, (c) => (builds ? c.json(builds.status(), 200, PRIVATE) : c.json({ error: siteBuildWords.notHere }, 503, PRIVATE)));
}

/** The status route, as Pages' client knows it (hono/client's `hc`). */
export type SiteBuildApi = ReturnType<typeof siteBuildStatus>;
