// @vitest-environment node
/**
 * "Adding an article is adding one file": copies the six articles and a
 * seventh fixture into a temporary folder, builds the whole site from it
 * (BLOG_ARTICLES_DIR, SITE_DIST in the same temporary folder), and finds the
 * new article's prerendered page, its card on /blog and its sitemap entry.
 * A full build: slow, hence the generous timeout.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const ID = 'renters-insurance-first-apartment';
const work = mkdtempSync(join(tmpdir(), 'blog-seventh-'));
const articlesDir = join(work, 'articles');
const dist = join(work, 'dist');

beforeAll(async () => {
  cpSync(resolve(root, 'src/content/blog/articles'), articlesDir, { recursive: true });
  cpSync(resolve(root, `tests/fixtures/blog/seventh/${ID}.md`), join(articlesDir, `${ID}.md`));
  await promisify(execFile)('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, BLOG_ARTICLES_DIR: articlesDir, SITE_DIST: dist },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const built = (file: string) => readFileSync(join(dist, file), 'utf8');

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

  it('has its body in its own chunk, not in the entry bundle', () => {
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.some((name) => name.startsWith(`${ID}-`) && name.endsWith('.js'))).toBe(true);
    const entry = assets.find((name) => /^index-.*\.js$/.test(name))!;
    const entrySource = readFileSync(join(dist, 'assets', entry), 'utf8');
    expect(entrySource).toContain('Renters Insurance for Your First Apartment');
    expect(entrySource).not.toContain('What renters insurance covers');
  });
});
