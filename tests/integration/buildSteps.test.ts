// @vitest-environment node
/**
 * Build steps that rewrite generated text stop the build, naming the step,
 * when that text changes shape (src/buildSteps/rewrites/replaceOnce.ts): the prerender step run
 * for real on fixture builds (tests/fixtures/build-steps/) that break each
 * pattern, and the content editor's development page as Vite's development
 * server really serves it.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'build-steps-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the prerender step (`npm run build`'s last) on a copy of a fixture build; resolves with its exit code and output. */
function prerender(fixture: string): Promise<{ code: number; output: string }> {
  const dist = join(work, fixture);
  cpSync(join(root, 'tests/fixtures/build-steps', fixture), dist, { recursive: true });
  return new Promise((done) => {
    execFile('npx', ['tsx', 'src/buildSteps/prerender/prerender.ts'], { cwd: root, env: { ...process.env, SITE_DIST: dist } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

describe('the prerender step on a build whose generated text changed shape', () => {
  it("stops, naming deferApp, when Vite's page template does not load the app the way the manifest says", async () => {
    const { code, output } = await prerender('no-app-script');
    expect(code).not.toBe(0);
    expect(output).toContain("deferApp (src/buildSteps/prerender/deferApp.ts): expected Vite's module script for the app (/assets/index-Ab1.js) exactly once, found it 0 times");
    expect(readFileSync(join(work, 'no-app-script/index.html'), 'utf8')).not.toContain('data-app');
  }, 60_000);

  it('stops, naming the prerender step, when the page template lost a placeholder, before writing any page', async () => {
    const { code, output } = await prerender('no-app-html');
    expect(code).not.toBe(0);
    expect(output).toContain('prerender (src/buildSteps/prerender/prerender.ts): expected the <!--app-html--> placeholder of src/index.html exactly once, found it 0 times');
    expect(output).not.toContain('prerendered');
  }, 60_000);
});

describe("the content editor's page on the development server (npm run cms)", () => {
  let server: ViteDevServer;
  beforeAll(async () => {
    server = await createServer({ configFile: join(root, 'vite.config.ts'), server: { middlewareMode: true }, logLevel: 'silent' });
  }, 60_000);
  afterAll(() => server?.close());

  it("goes without Vite's reloading client and React's refresh preamble, which every site page keeps", async () => {
    const editor = await server.transformIndexHtml('/admin/', readFileSync(join(root, 'src/admin/index.html'), 'utf8'));
    expect(editor).not.toContain('/@vite/client');
    expect(editor).not.toContain('/@react-refresh');
    expect(editor).toContain('<script type="module" src="./main.ts"></script>');
    const site = await server.transformIndexHtml('/', readFileSync(join(root, 'src/index.html'), 'utf8'));
    expect(site).toContain('/@vite/client');
    expect(site).toContain('/@react-refresh');
  }, 60_000);

  it("serves the site's components, which the editor's preview imports, without Fast Refresh, so they load no client into the editor", async () => {
    // `npm run cms` names its local backend before the server starts (src/buildSteps/cms/devServer.ts, servingTheEditor).
    process.env.CMS_LOCAL_BACKEND_URL = 'http://127.0.0.1:8081/api/v1';
    const cms = await createServer({ configFile: join(root, 'vite.config.ts'), server: { middlewareMode: true }, logLevel: 'silent' });
    try {
      for (const module of ['/components/coverage/CoveragePage.tsx', '/admin/TranslationControl.tsx', '/admin/preview/PagePreview.tsx']) {
        const { code } = (await cms.transformRequest(module))!;
        expect(code, module).not.toContain('/@vite/client');
        expect(code, module).not.toContain('$RefreshReg$');
      }
    } finally {
      delete process.env.CMS_LOCAL_BACKEND_URL;
      await cms.close();
    }
    // `npm run dev` keeps it.
    expect((await server.transformRequest('/components/coverage/CoveragePage.tsx'))!.code).toContain('$RefreshReg$');
  }, 60_000);
});
