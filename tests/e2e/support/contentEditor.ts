/**
 * Driving the content editor (/admin/, Decap CMS) as the office does: a
 * temporary copy of the content, `npm run cms` on it (development server and
 * decap-server on ports of this run), and the editor's forms filled by label.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { e2eEnv } from './env';
import { expect } from './fixtures';

export interface CmsProcess {
  origin: string;
  /** Everything the two servers printed, for a failed test's report. */
  output(): string;
  stop(): void;
}

/** `npm run cms` on `contentDir`; resolves once the development server answers. */
export async function startCms({ port, backendPort, contentDir }: { port: number; backendPort: number; contentDir: string }): Promise<CmsProcess> {
  const env = { ...process.env, CMS_PORT: String(port), CMS_BACKEND_PORT: String(backendPort), CMS_CONTENT_DIR: contentDir };
  // Its own process group, so that stopping it stops npm, the development server and decap-server together.
  const child: ChildProcess = spawn('npm', ['run', 'cms'], { cwd: e2eEnv.root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm run cms did not come up:\n${output}`)), 120_000);
    const ready = () => {
      if (!output.includes(`Content editor: ${origin}/admin/`)) return;
      clearTimeout(timer);
      done();
    };
    child.stdout!.on('data', ready);
    child.stderr!.on('data', ready);
    child.on('exit', (code) => fail(new Error(`npm run cms exited with ${code}:\n${output}`)));
  });
  return {
    origin,
    output: () => output,
    stop: () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    },
  };
}

/** Opens the editor and signs in to the local backend (no account: one click). */
export async function openEditor(page: Page, origin: string, hash = '') {
  // The first visit waits for the development server to prepare Decap's modules.
  await page.goto(`${origin}/admin/${hash}`, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
}

/** Publishes the open entry (the local backend writes the file at once) and waits for the editor's confirmation. */
export async function publishNow(page: Page) {
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 30_000 });
}

/** A second tab beside the editor. */
export async function openSiteTab(editor: Page): Promise<Page> {
  return editor.context().newPage();
}
