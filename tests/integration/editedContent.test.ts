// @vitest-environment node
/**
 * "The office owns every page" and "adding an article is adding one file"
 * (docs/content.md), on one copy of the content the office has edited and
 * one whole build of it (CONTENT_ROOT, SITE_DIST in a temporary folder),
 * with no code touched:
 * - a sentence changed in a content file is the built page's sentence;
 * - the cyber page's file copied as umbrella.yaml, and renamed, is a page in
 *   both languages, in the menu of every page and in the sitemap;
 * - its stock photo replaced by a JPEG uploaded to the media folder is
 *   served as AVIF and WebP variants smaller than the upload, with the
 *   image's width and height, preloaded as the first screen's photo;
 * - a seventh Markdown article gets its page, its card on /blog, its sitemap
 *   entry and a chunk of its own; then the blog and head unit tests run
 *   against the seven articles, and the site checks over that build;
 * - the upload carries a GPS position in its EXIF, and is also the seventh
 *   article's photo (named by its own address: og:image): no file in dist/
 *   carries EXIF, and the media folder reaches dist/ only as re-encoded files;
 * and, on a second copy, a Spanish title emptied, and a page, a script, an
 * SVG and a text file named .jpg (named by a page's photo) in the media
 * folder stop the build naming each file and field. One build serves every edit: each one is checked where
 * only it could show (two builds of the same kind took the integration tier
 * half a minute more).
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyContentInto, editYamlFile, type ContentFolders } from '../support/contentCopy';
import { gpsTaggedJpeg, hasExif } from '../support/exifPhoto';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'content-copy-'));
const copy = join(work, 'copy');
const dist = join(work, 'dist');

const NEW_SENTENCE = 'A new sentence the office wrote in the content file, without a developer.';
const UPLOAD = 'umbrella-family.jpg';
const UMBRELLA = { en: 'Umbrella Insurance', es: 'Seguro paraguas' };
const ARTICLE = { id: 'renters-insurance-first-apartment', title: 'Renters Insurance for Your First Apartment' };

/** The fields of a page's content file this test edits. */
interface Localized {
  en: string;
  es: string;
}
interface PageFields {
  name: Localized;
  description: Localized;
  menuLabel: Localized;
  card: { title: Localized };
  home: { title: Localized };
  hero: { title: Localized; subtitle: Localized; image: { src: string } };
}

/** Runs a command of the project; resolves with its exit code and output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(command, args, { cwd: root, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

/** `npm run build` (or one of its steps) on a copy. vitest sets NODE_ENV=test, which would give the build React's development bundle: build as `npm run build` does. */
function build(contentRoot: string, { args = ['run', 'build'], out = dist } = {}) {
  const { NODE_ENV: _testMode, ...env } = process.env;
  return run('npm', args, { ...env, CONTENT_ROOT: contentRoot, SITE_DIST: out });
}

let uploadSize = 0;
/** Where the edited copy keeps each kind of file. */
let folders: ContentFolders;

beforeAll(async () => {
  folders = copyContentInto(copy);
  // A sentence of the About page, in English.
  editYamlFile<PageFields>(join(copy, 'src/content/pages/about.yaml'), (page) => {
    page.hero.subtitle.en = NEW_SENTENCE;
  });
  // The cyber page, copied under a new file name and named anew, its photo an upload: a photo-like JPEG with a GPS position in its EXIF.
  const jpeg = await gpsTaggedJpeg(1800, 1200);
  writeFileSync(join(folders.uploadsDir, UPLOAD), jpeg);
  uploadSize = jpeg.length;
  const umbrella = join(folders.coverageDir, 'umbrella.yaml');
  cpSync(join(folders.coverageDir, 'cyber.yaml'), umbrella);
  editYamlFile<PageFields>(umbrella, (page) => {
    page.name = { ...UMBRELLA };
    page.hero.title = { ...UMBRELLA };
    page.menuLabel = page.card.title = page.home.title = { en: 'Umbrella', es: 'Paraguas' };
    page.hero.image.src = `/images/uploads/${UPLOAD}`;
    // Every page's title and description are its own (the site checks below).
    page.description = { en: 'Umbrella insurance adds liability cover above your other policies.', es: 'El seguro paraguas suma cobertura de responsabilidad sobre sus otras pólizas.' };
  });
  // A seventh article: one Markdown file, its photo the same upload.
  const article = readFileSync(resolve(root, `tests/fixtures/blog/seventh/${ARTICLE.id}.md`), 'utf8');
  writeFileSync(join(folders.articlesDir, 'en', `${ARTICLE.id}.md`), article.replace(/^image: .*$/m, `image: /images/uploads/${UPLOAD}`));

  const result = await build(copy);
  if (result.code !== 0) throw new Error(result.output);
}, 400_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const built = (file: string) => readFileSync(join(dist, file), 'utf8');
const sitemapPaths = () => [...built('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

describe('a copy of the content, built with no code change', () => {
  it('shows a sentence changed in a content file on the built page, and only there', () => {
    expect(built('about.html')).toContain(NEW_SENTENCE);
    expect(built('es/about.html')).not.toContain(NEW_SENTENCE);
  });

  it('makes the copied coverage file a page in both languages, in the sitemap with its twin', () => {
    expect(built('services/commercial/umbrella.html')).toMatch(new RegExp(`<h1[^>]*>${UMBRELLA.en}</h1>`));
    expect(built('es/services/commercial/umbrella.html')).toMatch(new RegExp(`<h1[^>]*>${UMBRELLA.es}</h1>`));
    expect(sitemapPaths()).toEqual(expect.arrayContaining(['/services/commercial/umbrella', '/es/services/commercial/umbrella']));
    expect(built('services/commercial/umbrella.html')).toContain('hreflang="es" href="https://www.prairiepoint.example/es/services/commercial/umbrella"');
  });

  it('lists the new page in the menu of every page, in that page’s language', () => {
    for (const path of sitemapPaths()) {
      const html = built(path === '/' ? 'index.html' : `${path.slice(1)}.html`);
      const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
      const link = path === '/es' || path.startsWith('/es/') ? '/es/services/commercial/umbrella' : '/services/commercial/umbrella';
      expect(nav, path).toContain(`href="${link}"`);
    }
  });

  it('serves the uploaded photo as AVIF and WebP variants smaller than the upload, sized and preloaded', () => {
    const html = built('services/commercial/umbrella.html');
    const picture = html.slice(html.indexOf('<picture'), html.indexOf('</picture>'));
    expect(picture).toContain('type="image/avif"');
    expect(picture).toContain('type="image/webp"');
    expect(picture).toMatch(/<img[^>]* width="\d+"[^>]* height="\d+"/);
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+" imagesizes="100vw" fetchpriority="high">/);
    const variants = readdirSync(join(dist, 'images/uploads/_'));
    for (const format of ['avif', 'webp']) {
      const made = variants.filter((name) => name.startsWith('umbrella-family-') && name.endsWith(`.${format}`));
      expect(made.length, format).toBeGreaterThanOrEqual(3);
      for (const name of made) {
        expect(picture).toContain(`/images/uploads/_/${name}`);
        expect(statSync(join(dist, 'images/uploads/_', name)).size, name).toBeLessThan(uploadSize);
      }
    }
    // The original stays as uploaded, in the working copy; the variants are build output only.
    expect(existsSync(join(folders.uploadsDir, '_'))).toBe(false);
  });
});

describe('the uploads in dist/', () => {
  /** Every file under a folder, by its path under it. */
  const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

  it('carry no EXIF, the upload’s GPS position included, in any image file the build wrote', async () => {
    expect(await hasExif(readFileSync(join(folders.uploadsDir, UPLOAD)))).toBe(true);
    const images = filesUnder(dist).filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
    expect(images.length).toBeGreaterThan(9);
    for (const file of images) expect(await hasExif(readFileSync(join(dist, file))), file).toBe(false);
  });

  it('reach dist/ as variants, and the article’s photo at its own address re-encoded, never the upload’s bytes', async () => {
    const published = filesUnder(join(dist, 'images/uploads'));
    expect(published.filter((file) => !file.startsWith('_/'))).toEqual([UPLOAD]);
    expect(readFileSync(join(dist, 'images/uploads', UPLOAD)).equals(readFileSync(join(folders.uploadsDir, UPLOAD)))).toBe(false);
    expect(await sharp(join(dist, 'images/uploads', UPLOAD)).metadata()).toMatchObject({ format: 'jpeg', width: 1800, height: 1200 });
    expect(built(`blog/${ARTICLE.id}.html`)).toContain(`<meta property="og:image" content="https://www.prairiepoint.example/images/uploads/${UPLOAD}"`);
    // The rest of the public folder is written as it is.
    expect(existsSync(join(dist, 'favicon.svg'))).toBe(true);
  });
});

describe('a seventh Markdown file, with no code change', () => {
  it('gets its own prerendered page with its body', () => {
    const html = built(`blog/${ARTICLE.id}.html`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${ARTICLE.title}</h1>`));
    expect(html).toContain('What renters insurance covers');
    expect(html).toContain('replacement cost');
    expect(html).toContain(`<title>${ARTICLE.title} - `);
  });

  it('appears as a card on /blog, and the listing counts seven', () => {
    const html = built('blog.html');
    expect(html).toContain(`href="/blog/${ARTICLE.id}"`);
    expect(html).toContain('Showing 7 of 7 articles');
  });

  it('is listed in the sitemap', () => {
    expect(built('sitemap.xml')).toContain(`/blog/${ARTICLE.id}</loc>`);
  });

  it('has its body in its own chunk, its card in the English list, and only its id in the entry bundle', () => {
    const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    const source = (name: string) => readFileSync(join(dist, 'assets', name), 'utf8');
    expect(assets.some((name) => name.startsWith(`${ARTICLE.id}-`))).toBe(true);
    const entrySource = source(assets.find((name) => /^index-.*\.js$/.test(name))!);
    expect(entrySource).toContain(`"${ARTICLE.id}"`);
    expect(entrySource).not.toContain(ARTICLE.title);
    expect(entrySource).not.toContain('What renters insurance covers');
    const lists = assets.filter((name) => source(name).includes(ARTICLE.title));
    expect(lists).toHaveLength(1);
    expect(source(lists[0]!)).not.toContain('What renters insurance covers');
  });
});

describe('the tests and checks that follow the content, on that copy', () => {
  // Side by side: each is one process, mostly on one core.
  it.concurrent('the blog and head unit tests pass with the seven articles', async () => {
    const { code, output } = await run(
      'npx',
      [
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
      ],
      { ...process.env, BLOG_ARTICLES_DIR: folders.articlesDir },
    );
    expect(output).toMatch(/Tests\s+.*\d+ passed/);
    expect(code, output).toBe(0);
  }, 180_000);

  it.concurrent('the site checks (size budget, HTML validity, links, head and sitemap) pass over the build', async () => {
    const { code, output } = await run('npx', ['tsx', 'tests/checks/run-checks.ts', dist], { ...process.env, CONTENT_ROOT: copy });
    expect(output).toMatch(/checks: \d+ passed, 0 failed/);
    expect(output).toContain(`/blog/${ARTICLE.id} is valid HTML`);
    expect(output).toContain('/services/commercial/umbrella is valid HTML');
    expect(code, output).toBe(0);
  }, 180_000);
});

describe('a content file that breaks a rule, and files in the media folder that are no photos', () => {
  it('stop the build, naming each file and field', async () => {
    const broken = join(work, 'broken');
    const { coverageDir, uploadsDir } = copyContentInto(broken);
    editYamlFile<PageFields>(join(coverageDir, 'cyber.yaml'), (page) => {
      page.hero.title.es = '';
      page.hero.image.src = '/images/uploads/photo.jpg';
    });
    writeFileSync(join(uploadsDir, 'x.html'), '<script>alert(document.cookie)</script>');
    writeFileSync(join(uploadsDir, 'x.js'), 'alert(1)');
    writeFileSync(join(uploadsDir, 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    writeFileSync(join(uploadsDir, 'photo.jpg'), 'a text file, named as a photo');
    // The content is read by the first build step: no need to run the rest.
    const { code, output } = await build(broken, { args: ['exec', '--', 'vite', 'build', '--logLevel', 'error'], out: join(work, 'broken-dist') });
    expect(code).not.toBe(0);
    expect(output).toContain('src/content/coverage/cyber.yaml: hero.title.es is empty: write the Spanish text');
    for (const file of ['x.html', 'x.js', 'x.svg']) {
      expect(output).toContain(`src/public/images/uploads/${file}: is not a JPEG, PNG, WebP or AVIF image (the media folder takes .jpg`);
    }
    expect(output).toMatch(/src\/public\/images\/uploads\/photo\.jpg: is not a JPEG, PNG, WebP or AVIF image \(sharp finds no image in it: /);
    expect(output).toContain('src/content/coverage/cyber.yaml: hero.image.src names /images/uploads/photo.jpg, which is not a JPEG, PNG, WebP or AVIF image');
  }, 120_000);
});
