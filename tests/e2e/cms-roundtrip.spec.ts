/**
 * The office's editor on `npm run cms` over a temporary copy of the content.
 *
 * Every shipped content file round-trips through the editor (docs/editor.md,
 * "What the office sees"): opened in /admin/ on `npm run cms` over a temporary copy of the
 * content, one word changed and published, the file differs from the
 * shipped one by exactly that line; the word put back and published, the
 * file is byte for byte the shipped one. Every coverage page, every fixed
 * page, the site frame, every article in both languages and the agency
 * facts, in one editor session (an entry opens by its address, without
 * reloading the editor).
 *
 * A page whose file holds a list of plain two-language texts (paragraphs,
 * points, months) could not be saved at all before src/admin/valueList.ts:
 * its boxes opened empty and Publish was refused.
 *
 * Uploads are checked when chosen (src/admin/uploadCheck.ts): a PDF and a
 * photo over 6000 pixels on a side are refused at once, naming the field,
 * and never reach the working copy; a photo that passes is uploaded and its
 * thumbnail shows in the form before the entry is published.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { CONTENT_COLLECTIONS, CONTENT_PATHS, FIXED_PAGES } from '../../src/admin/contentCollections';
import { copyContentInto, type ContentFolders } from '../support/contentCopy';
import { startCms, type CmsProcess } from './support/contentEditor';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';

/** Beside the other editor spec's ports (cms.spec.ts takes +12 to +14). */
const ports = { cms: e2eEnv.port + 15, backend: e2eEnv.port + 16 };

/** How long a publish may take on a busy machine (the browser tier runs beside other editor servers); waits end as soon as it is done. */
const SAVING = 20_000;

/** One file of an entry, and the box in the form whose first word is changed. */
interface EditedFile {
  file: string;
  box: (page: Page) => Locator;
}

interface Entry {
  name: string;
  /** The entry's address in the editor. */
  hash: string;
  files: EditedFile[];
}

/** A content file's first text: its first English box (the side-by-side field labels each box with its language). */
const firstEnglishBox = (page: Page) => page.locator('input[lang="en"]:visible, textarea[lang="en"]:visible').first();

function entriesOf(content: ContentFolders): Entry[] {
  const contentFile = (path: string) => ({ file: join(content.root, path), box: firstEnglishBox });
  const coverage = readdirSync(content.coverageDir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.replace(/\.yaml$/, ''));
  const articles = readdirSync(join(content.articlesDir, 'en')).map((name) => name.replace(/\.md$/, ''));
  return [
    ...coverage.map((slug) => ({
      name: `coverage page ${slug}`,
      hash: `#/collections/${CONTENT_COLLECTIONS.coverage.name}/entries/${slug}`,
      files: [contentFile(`${CONTENT_PATHS.coverage}/${slug}.yaml`)],
    })),
    ...FIXED_PAGES.map((page) => ({
      name: `page ${page}`,
      hash: `#/collections/${CONTENT_COLLECTIONS.pages.name}/entries/${page}`,
      files: [contentFile(`${CONTENT_PATHS.pages}/${page}.yaml`)],
    })),
    { name: 'site frame', hash: `#/collections/${CONTENT_COLLECTIONS.site.name}/entries/${CONTENT_COLLECTIONS.site.name}`, files: [contentFile(CONTENT_PATHS.site)] },
    // Both languages side by side: the English pane first, then the Spanish one, each its own file.
    ...articles.map((id) => ({
      name: `article ${id}`,
      hash: `#/collections/articles/entries/${id}`,
      files: (['en', 'es'] as const).map((locale, pane) => ({
        file: join(content.articlesDir, locale, `${id}.md`),
        box: (page: Page) => page.getByLabel('Title', { exact: true }).nth(pane),
      })),
    })),
    { name: 'agency facts', hash: '#/collections/agency/entries/facts', files: [{ file: content.factsFile, box: (page) => page.getByLabel(/^Agency name/) }] },
  ];
}

/** The text with one word changed: its last word of letters, or one added. */
const oneWordChanged = (text: string): string => {
  const words = text.split(' ');
  const at = words.findLastIndex((word) => /^\p{L}+$/u.test(word));
  if (at < 0) return `${text} Revised`;
  words[at] = words[at] === 'Revised' ? 'Amended' : 'Revised';
  return words.join(' ');
};

/** The lines of `after` that differ from `before`'s, when they have as many lines. */
function changedLines(before: string, after: string): { before: string; after: string }[] {
  const [old, now] = [before.split('\n'), after.split('\n')];
  expect(now.length, 'the file keeps its number of lines').toBe(old.length);
  return now.flatMap((line, index) => (line === old[index] ? [] : [{ before: old[index]!, after: line }]));
}

/**
 * Publishes the open entry. Its file is the sign it is done (the local
 * backend writes it at once); the editor's "Entry saved" notices pile up
 * over a run, so the test waits on the file, not on them.
 */
async function publish(page: Page) {
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/**
 * Types `words` over the box's. Decap's own text field puts the caret back
 * where the last keystroke left it whenever it is redrawn, and focusing it
 * redraws it: a selection made as it takes the focus can be undone, and the
 * words land after the old ones. Typed again, they replace them.
 */
async function typeOver(box: Locator, words: string) {
  await expect(async () => {
    await box.fill(words);
    await expect(box).toHaveValue(words, { timeout: 1_000 });
  }).toPass();
}

/**
 * Opens the entry by its address, through its collection's list (the editor
 * draws an entry when it opens, not when the address changes under it): the
 * editor stays loaded. Returns the words of the boxes the test changes, once
 * they are the files' (`files`): the form shows this entry, not the last one.
 */
async function open(page: Page, entry: Entry, files: string[]): Promise<string[]> {
  await page.evaluate((hash) => (location.hash = hash), entry.hash.replace(/\/entries\/.*/, ''));
  // The entry's toolbar ("Writing in … collection") is gone: the list is drawn.
  await expect(page.getByText(/^Writing in /)).toHaveCount(0);
  await page.evaluate((hash) => (location.hash = hash), entry.hash);
  const words: string[] = [];
  for (const [index, { box }] of entry.files.entries()) {
    await expect.poll(async () => holds(files[index]!, await box(page).inputValue()), { message: `${entry.name}: its form`, timeout: 30_000 }).toBe(true);
    words.push(await box(page).inputValue());
  }
  return words;
}

/** The file holds `value`, as a plain or a double-quoted scalar: the form shows this entry, not the last one. */
const holds = (file: string, value: string) => value !== '' && (file.includes(value) || file.includes(JSON.stringify(value).slice(1, -1)));

test.describe('the office’s editor on npm run cms', () => {
  // One editor server for both tests, in this order, in one worker; the second runs even if the first fails.
  test.describe.configure({ mode: 'default' });
  let work: string;
  let content: ContentFolders;
  let cms: CmsProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(join(tmpdir(), 'cms-roundtrip-'));
    content = copyContentInto(join(work, 'content'));
    cms = await startCms({ port: ports.cms, backendPort: ports.backend, contentDir: content.root });
  });

  test.afterAll(() => {
    cms?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  test('every shipped file: one word changed changes one line; put back, the file is byte for byte the shipped one', async ({ page }, testInfo) => {
    const entries = entriesOf(content);
    test.setTimeout(120_000 + entries.length * 20_000);
    try {
      await page.goto(`${cms!.origin}/admin/`, { timeout: 120_000 });
      await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
      for (const entry of entries) {
        await test.step(entry.name, async () => {
          const shipped = entry.files.map(({ file }) => readFileSync(file, 'utf8'));
          // What Decap says when a field stops the save (the office's empty boxes, before src/admin/valueList.ts).
          const refusal = page.getByText(/you've missed a required field/);
          const words = await open(page, entry, shipped);
          const changed = words.map(oneWordChanged);
          for (const [index, box] of entry.files.entries()) await typeOver(box.box(page), changed[index]!);
          await publish(page);
          for (const [index, { file }] of entry.files.entries()) {
            // decap-server empties the file, then writes it: an empty file is not written yet. A refusal is said at once.
            const outcome = async () =>
              (await refusal.count()) > 0 ? `refused: ${(await refusal.allInnerTexts()).join(' ')}` : [readFileSync(file, 'utf8')].some((now) => now !== '' && now !== shipped[index]);
            await expect.poll(outcome, { message: `${file} written`, timeout: SAVING }).toBe(true);
            const lines = changedLines(shipped[index]!, readFileSync(file, 'utf8'));
            expect(lines, `${file}: one line changed`).toHaveLength(1);
            expect(lines[0]!.after, file).toBe(lines[0]!.before.replace(words[index]!, changed[index]!));
          }
          // Done saving: the editor lets go of the entry only then.
          await expect(page.getByText('Changes saved')).toBeVisible({ timeout: SAVING });

          // Opened again, it shows the word as written; put back and published, the file is the shipped one.
          // (Decap offers Publish only for a change from the entry as it last opened it.)
          const written = entry.files.map(({ file }) => readFileSync(file, 'utf8'));
          expect(await open(page, entry, written)).toEqual(changed);
          for (const [index, box] of entry.files.entries()) await typeOver(box.box(page), words[index]!);
          await publish(page);
          for (const [index, { file }] of entry.files.entries()) {
            await expect.poll(() => readFileSync(file, 'utf8'), { message: `${file} as shipped`, timeout: SAVING }).toBe(shipped[index]);
          }
          await expect(page.getByText('Changes saved')).toBeVisible({ timeout: SAVING });
        });
      }
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm run cms output', { body: cms?.output() ?? '' });
    }
  });
  test('a PDF and a photo too large are refused when chosen, naming the field; a photo that passes shows in the form', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 160 } } }).jpeg({ quality: 70 }).toBuffer();
    const uploads = () => readdirSync(content.uploadsDir);
    const before = uploads();
    try {
      await page.goto(`${cms!.origin}/admin/#/collections/${CONTENT_COLLECTIONS.coverage.name}/entries/auto`, { timeout: 120_000 });
      await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
      // The hero's photo field: its library.
      await page.getByRole('button', { name: /^Choose (an|different) image$/ }).first().click({ timeout: 60_000 });
      const upload = page.getByRole('button', { name: 'Upload' });

      await upload.setInputFiles({ name: 'Brochure.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect.poll(() => alerts).toEqual(['Photo: “Brochure.pdf” is not a photo the site can show. Choose a JPEG, PNG, WebP or AVIF photo.']);
      await upload.setInputFiles({ name: 'Whole Sensor.jpg', mimeType: 'image/jpeg', buffer: await photo(6400, 4000) });
      await expect.poll(() => alerts).toHaveLength(2);
      expect(alerts[1]).toBe('Photo: “Whole Sensor.jpg” is 6400 × 4000 pixels, over the 6000 pixels on a side a photo may be. Make it smaller and upload it again.');
      await expect(page.getByText(/^brochure\.pdf$|^whole-sensor\.jpg$/)).toHaveCount(0);

      // The library still takes a photo, and the form shows it before the page is published.
      await upload.setInputFiles({ name: 'Family Car.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800) });
      await expect(page.getByText('family-car.jpg')).toBeVisible();
      await page.getByRole('button', { name: 'Choose selected' }).click();
      const thumbnail = page.locator('img[src^="blob:"][role="presentation"]').first();
      await expect(thumbnail).toBeVisible();
      expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
      expect(alerts).toHaveLength(2);
      // Nothing refused reached the working copy.
      expect(uploads()).toEqual(before);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm run cms output', { body: cms?.output() ?? '' });
    }
  });
});
