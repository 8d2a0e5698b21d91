/**
 * The `test` of the content editor's specs (cms.spec.ts, cms-roundtrip.spec.ts,
 * cms-mistakes.spec.ts): every browser test's fixtures (./fixtures.ts), and
 * `contentEditor`, one `npm run cms` per worker on a temporary copy of the
 * content, which every editor spec that worker runs shares.
 *
 * A start costs about 20 CPU-seconds on a quiet machine (the development
 * server, the editor's modules prepared before the first visit, decap-server)
 * and 40 on the loaded one, more with an empty dependency cache: each spec
 * starting its own paid it three or four times a run (docs/testing.md,
 * "Where tests go"). Each spec still starts from the shipped content: it
 * asks for `freshContent()` first, which puts the copy back file by file
 * (restoreContentCopy: what a copy of its own would hold), so that no spec
 * sees another's edits, whatever their order. Two specs never use one server
 * at once: a worker runs one test at a time, and another worker has its own
 * server, copy and ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyContentInto, restoreContentCopy, type ContentFolders } from '../../support/contentCopy';
import { startCms } from './contentEditor';
import { e2eEnv } from './env';
import { test } from './fixtures';

export interface ContentEditor {
  /** The development server's origin: the editor at /admin/, the site around it. */
  origin: string;
  /** Everything `npm run cms` printed so far, for a failed test's report. */
  output(): string;
  /** The copy the editor writes to, made the shipped content again: a spec's first step. */
  freshContent(): ContentFolders;
}

/** The ports beside the browser tests' own: cms.spec.ts's built site takes +2, each worker's editor two from +3. */
export const EDITOR_PORTS = { built: 2, first: 3, last: 10 };

export const editorTest = test.extend<object, { contentEditor: ContentEditor }>({
  contentEditor: [
    async ({}, use, workerInfo) => {
      const port = e2eEnv.port + EDITOR_PORTS.first + 2 * workerInfo.parallelIndex;
      if (port + 1 > e2eEnv.port + EDITOR_PORTS.last) throw new Error(`worker ${workerInfo.parallelIndex}: no ports left for its content editor (E2E_WORKERS at most 4)`);
      const work = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
      try {
        const content = copyContentInto(join(work, 'content'));
        const cms = await startCms({ port, backendPort: port + 1, contentDir: content.root });
        try {
          await use({ origin: cms.origin, output: cms.output, freshContent: () => restoreContentCopy(content.root) });
        } finally {
          cms.stop();
        }
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
    // The start's own limit is 120 s (startCms); a worker fixture has its own time-out, not the first test's.
    { scope: 'worker', timeout: 180_000 },
  ],
});
