// @vitest-environment node
/**
 * "The office owns every page" (docs/content.md), on a copy of the content
 * and one whole build of it (CONTENT_ROOT, SITE_DIST in a temporary folder),
 * with no code touched:
 * - a sentence changed in a content file is the built page's sentence;
 * - the cyber page's file copied as umbrella.yaml is a page in both
 *   languages, in the menu of every page and in the sitemap;
 * - its stock photo replaced by a JPEG uploaded to the media folder is
 *   served as AVIF and WebP variants smaller than the upload, with the
 *   image's width and height, preloaded as the first screen's photo;
 * and, on a second copy, a Spanish title emptied stops the build naming the
 * file and the field. A full build: slow, hence the generous time-outs.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'content-copy-'));
const copy = join(work, 'copy');
const dist = join(work, 'dist');

const NEW_SENTENCE = 'A new sentence the office wrote in the content file, without a developer.';
const UPLOAD = 'umbrella-family.jpg';

/** The content a working copy holds: its pages, coverage pages, frame words, articles, facts and uploads. */
function copyContent(to: string) {
  cpSync(resolve(root, 'src/content'), join(to, 'src/content'), { recursive: true, filter: (file) => !file.endsWith('.ts') });
  mkdirSync(join(to, 'src/config'), { recursive: true });
  cpSync(resolve(root, 'src/config/agency.json'), join(to, 'src/config/agency.json'));
  mkdirSync(join(to, 'src/public/images/uploads'), { recursive: true });
}

const yamlFile = (file: string) => ({
  // Content files are plain data: the test edits them as the office would, by field.
  read: () => parse(readFileSync(file, 'utf8')) as { hero: { subtitle: { en: string }; title: { es: string }; image: { src: string } } },
  write: (data: unknown) => writeFileSync(file, stringify(data, { lineWidth: 0 })),
});

/** `npm run build` (or one of its steps) on a copy; resolves with its exit code and output. */
function build(contentRoot: string, args = ['run', 'build']): Promise<{ code: number; output: string }> {
  // vitest sets NODE_ENV=test, which would give the build React's development bundle: build as `npm run build` does.
  const { NODE_ENV: _testMode, ...env } = process.env;
  return new Promise((done) => {
    execFile('npm', args, { cwd: root, env: { ...env, CONTENT_ROOT: contentRoot, SITE_DIST: dist }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

let uploadSize = 0;

beforeAll(async () => {
  copyContent(copy);
  // A sentence of the About page, in English.
  const about = yamlFile(join(copy, 'src/content/pages/about.yaml'));
  const page = about.read();
  page.hero.subtitle.en = NEW_SENTENCE;
  about.write(page);
  // The cyber page, copied under a new file name, its photo an upload: a photo-like JPEG (noise compresses as a photo does).
  const { data, info } = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const jpeg = await sharp(data, { raw: info }).jpeg({ quality: 90 }).toBuffer();
  writeFileSync(join(copy, 'src/public/images/uploads', UPLOAD), jpeg);
  uploadSize = jpeg.length;
  const umbrella = parse(readFileSync(join(copy, 'src/content/coverage/cyber.yaml'), 'utf8'));
  umbrella.hero.image.src = `/images/uploads/${UPLOAD}`;
  yamlFile(join(copy, 'src/content/coverage/umbrella.yaml')).write(umbrella);

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
    expect(built('services/commercial/umbrella.html')).toMatch(/<h1[^>]*>Cyber Liability Insurance<\/h1>/);
    expect(built('es/services/commercial/umbrella.html')).toMatch(/<h1[^>]*>Seguro de responsabilidad cibernética<\/h1>/);
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
    expect(existsSync(join(copy, 'src/public/images/uploads/_'))).toBe(false);
  });
});

describe('a content file that breaks a rule', () => {
  it('stops the build, naming the file and the field', async () => {
    const broken = join(work, 'broken');
    copyContent(broken);
    const cyber = yamlFile(join(broken, 'src/content/coverage/cyber.yaml'));
    const page = cyber.read();
    page.hero.title.es = '';
    cyber.write(page);
    // The content is read by the first build step: no need to run the rest.
    const { code, output } = await build(broken, ['exec', '--', 'vite', 'build', '--logLevel', 'error']);
    expect(code).not.toBe(0);
    expect(output).toContain('src/content/coverage/cyber.yaml: hero.title.es is empty: write the Spanish text');
  }, 120_000);
});
