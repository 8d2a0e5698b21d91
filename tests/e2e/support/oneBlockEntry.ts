/**
 * Serves the long-task check's red fixture (tests/e2e/fixtures/hydrateInOneBlock.tsx):
 * the fixture is built with the site's own Vite configuration (same plugins,
 * same React DOM) under its own base path, then its files lose V8's compile
 * hint (src/buildSteps/plugins/compileHints.ts): the app as it was before hydration was
 * sliced, when every function was also compiled on the main thread as it was
 * first called. With the hint, the one block no longer reaches 50 ms at 4x
 * on /commercial (no long task in 5 of 5 loads, 2026-11-28), so it would not
 * show that the check can fail. A page loaded through
 * `serveOneBlockEntry` gets the prerendered HTML with the boot module naming
 * the fixture instead of the app; the fixture's files are answered from the
 * folder it was built into.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { hasCompileHint, withoutCompileHint } from '../../../src/buildSteps/plugins/compileHints';
import type { Manifest } from '../../../src/buildSteps/prerender/deferApp';
import { e2eEnv } from './env';

const BASE = '/one-block-fixture/';
const FIXTURE = resolve(e2eEnv.root, 'tests/e2e/fixtures/hydrateInOneBlock.tsx');

/** Builds the fixture into a temporary folder; returns the folder and its entry's public path. */
export async function buildOneBlockEntry(): Promise<{ dir: string; entry: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'one-block-'));
  await build({
    configFile: resolve(e2eEnv.root, 'vite.config.ts'),
    base: BASE,
    logLevel: 'warn',
    build: {
      outDir: dir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: true,
      // Vite merges this input with the site's own (the app and the boot module); only the fixture is served.
      rolldownOptions: { input: { oneBlock: FIXTURE } },
    },
  });
  withoutCompileHints(join(dir, 'assets'));
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.includes('oneBlock'));
  if (!entry) throw new Error(`the one-block fixture is not in its build's manifest (${dir})`);
  return { dir, entry: `${BASE}${entry.file}` };
}

/** Every script file in `dir` loses the hint its build put on its first line, so V8 compiles it lazily again. */
function withoutCompileHints(dir: string) {
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(join(dir, name), 'utf8');
    if (hasCompileHint(code)) writeFileSync(join(dir, name), withoutCompileHint(code));
  }
}

/** The page's document names the fixture as its app (and nothing to preload); the fixture's files come from `dir`. */
export async function serveOneBlockEntry(page: Page, fixture: { dir: string; entry: string }) {
  await page.route(`**${BASE}**`, (route) =>
    route.fulfill({
      path: join(fixture.dir, new URL(route.request().url()).pathname.slice(BASE.length)),
      headers: { 'content-type': 'text/javascript' },
    }),
  );
  await page.route(
    (url) => url.origin === e2eEnv.baseURL && !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/data-app="[^"]*"/, `data-app="${fixture.entry}"`).replace(/data-preload="[^"]*"/, 'data-preload=""');
      // Not `response`'s headers: the body is decoded text now, whatever its Content-Encoding was.
      await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
    },
  );
}
