// @vitest-environment node
/**
 * "Adding an article is adding one file": copies the six articles and a
 * seventh fixture into a temporary folder, builds the whole site from it
 * (BLOG_ARTICLES_DIR, SITE_DIST in the same temporary folder), and finds the
 * new article's prerendered page, its card on /blog and its sitemap entry.
 * Then, with no test file touched, the blog and head unit tests run against
 * the seven articles and the site checks run over that build.
 * A full build: slow, hence the generous timeouts.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const ID = 'renters-insurance-first-apartment';
const work = mkdtempSync(join(tmpdir(), 'blog-seventh-'));
const articlesDir = join(work, 'articles');
const dist = join(work, 'dist');

beforeAll(async () => {
  cpSync(resolve(root, 'src/content/blog/articles'), articlesDir, { recursive: true });
  cpSync(resolve(root, `tests/fixtures/blog/seventh/${ID}.md`), join(articlesDir, 'en', `${ID}.md`));
  // vitest sets NODE_ENV=test, which would give the build React's development bundle: build as `npm run build` does.
  const { NODE_ENV: _testMode, ...env } = process.env;
  await promisify(execFile)('npm', ['run', 'build'], {
    cwd: root,
    env: { ...env, BLOG_ARTICLES_DIR: articlesDir, SITE_DIST: dist },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const built = (file: string) => readFileSync(join(dist, file), 'utf8');

/** Runs a command of the project with the seven articles; resolves with its exit code and output. */
function runWithSevenArticles(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd: root, env: { ...process.env, BLOG_ARTICLES_DIR: articlesDir }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

describe('a seventh Markdown file, with no code change', () => {
  it('gets its own prerendered page with its body', () => {
    const html = built(`blog/${ID}.html`);
    expect(html).toMatch(/<h1[^>]*>Renters Insurance for Your First Apartment<\/h1>/);
    expect(html).toContain('What renters insurance covers');
    expect(html).toContain('replacement cost');
    expect(html).toContain('<title>Renters Insurance for Your First Apartment - ');
  });

  it('appears as a card on /blog, and the listing counts seven', () => {
    const html = built('blog.html');
    expect(html).toContain(`href="/blog/${ID}"`);
    expect(html).toContain('Showing 7 of 7 articles');
  });

  it('is listed in the sitemap', () => {
    expect(built('sitemap.xml')).toContain(`/blog/${ID}</loc>`);
  });

  it('has its body in its own chunk, its card in the English list, and only its id in the entry bundle', () => {
    const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    const source = (name: string) => readFileSync(join(dist, 'assets', name), 'utf8');
    expect(assets.some((name) => name.startsWith(`${ID}-`))).toBe(true);
    const entrySource = source(assets.find((name) => /^index-.*\.js$/.test(name))!);
    expect(entrySource).toContain(`"${ID}"`);
    expect(entrySource).not.toContain('Renters Insurance for Your First Apartment');
    expect(entrySource).not.toContain('What renters insurance covers');
    const lists = assets.filter((name) => source(name).includes('Renters Insurance for Your First Apartment'));
    expect(lists).toHaveLength(1);
    expect(source(lists[0]!)).not.toContain('What renters insurance covers');
  });
});

describe('the tests and checks that follow the content, with the seventh article', () => {
  it('the blog and head unit tests pass', async () => {
    const { code, output } = await runWithSevenArticles('npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      'tests/unit/blog/articleCompiler.test.ts',
      'tests/unit/blog/filterArticles.test.ts',
      'tests/unit/blog/BlogPage.test.tsx',
      'tests/unit/blog/filterInUrl.test.tsx',
      'tests/unit/blog/ArticlePage.test.tsx',
      'tests/unit/head/applyHead.test.ts',
    ]);
    expect(output).toMatch(/Tests\s+.*\d+ passed/);
    expect(code, output).toBe(0);
  }, 180_000);

  it('the site checks (size budget, HTML validity, links, head and sitemap) pass over the build', async () => {
    const { code, output } = await runWithSevenArticles('npx', ['tsx', 'tests/checks/run-checks.ts', dist]);
    expect(output).toMatch(/checks: \d+ passed, 0 failed/);
    expect(output).toContain(`/blog/${ID} is valid HTML`);
    expect(code, output).toBe(0);
  }, 180_000);
});
