/**
 * The office's editor on `npm run cms` over a temporary copy of the content.
 *
 * Every shipped content file round-trips through the editor (docs/editor.md,
 * "What the office sees"): opened in /admin/ on `npm run cms` over a temporary copy of the
 * content, one word changed and published, the file differs from the
 * shipped one by exactly that line; the word put back and published, the
 * file is byte for byte the shipped one. Every coverage page, every fixed
 * page, the site frame, every article in both languages (its title and its
 * body: one word of the body is one line, src/admin/articleTextField.ts) and
 * the agency facts, in one editor session.
 *
 * Every entry is opened by its address straight from the entry before it,
 * as the address bar, a bookmark or Back do, and once by Back: the form
 * shows that entry, not the last one (src/admin/openEntryFresh.ts; before
 * it, Home's form kept Auto Insurance's hero and the agency name read
 * `Map { "en": … }`).
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
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { CONTENT_COLLECTIONS, CONTENT_PATHS, FIXED_PAGES } from '../../src/admin/contentCollections';
import type { ContentFolders } from '../support/contentCopy';
import { editorTest as test } from './support/editorTest';
import { expect } from './support/fixtures';

/** How long a publish may take on a busy machine; waits end as soon as it is done. */
const SAVING = 20_000;

/** One file of an entry, and the boxes in the form in which one word is changed, in the file's order. */
interface EditedFile {
  file: string;
  boxes: ((page: Page) => Locator)[];
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
  const contentFile = (path: string) => ({ file: join(content.root, path), boxes: [firstEnglishBox] });
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
    // Both languages side by side: the English pane first, then the Spanish one, each its own file; its title, then its body.
    ...articles.map((id) => ({
      name: `article ${id}`,
      hash: `#/collections/articles/entries/${id}`,
      files: (['en', 'es'] as const).map((locale, pane) => ({
        file: join(content.articlesDir, locale, `${id}.md`),
        boxes: ['Title', 'Article'].map((label) => (page: Page) => page.getByLabel(label, { exact: true }).nth(pane)),
      })),
    })),
    { name: 'agency facts', hash: '#/collections/agency/entries/facts', files: [{ file: content.factsFile, boxes: [(page) => page.getByLabel(/^Agency name/)] }] },
  ];
}

const isWord = (word: string) => /^\p{L}+$/u.test(word);

/**
 * The text with one word changed: the last word of letters of its last line
 * that has one, or one added; and that line before and after (a title's is
 * the title, a body's one of its lines).
 */
function oneWordChanged(text: string): { text: string; line: { before: string; after: string } } {
  const lines = text.split('\n');
  const at = Math.max(0, lines.findLastIndex((line) => line.split(' ').some(isWord)));
  const words = lines[at]!.split(' ');
  const word = words.findLastIndex(isWord);
  if (word < 0) words.push('Revised');
  else words[word] = words[word] === 'Revised' ? 'Amended' : 'Revised';
  const line = { before: lines[at]!, after: words.join(' ') };
  lines[at] = line.after;
  return { text: lines.join('\n'), line };
}

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

/** The file holds `value`, as written or as a double-quoted scalar. */
const holds = (file: string, value: string) => value !== '' && (file.includes(value) || file.includes(JSON.stringify(value).slice(1, -1)));

/**
 * Marks the boxes of the form of `entry`, open now (its boxes in two
 * languages, and those the test changes): the next entry's form must be
 * drawn anew (formOf), not this one showing other words. (Not every box of
 * the page: the editor's search box outlives the forms.)
 */
async function leaveForm(page: Page, entry: Entry | undefined) {
  await page.evaluate(() => document.querySelectorAll('input[lang], textarea[lang]').forEach((box) => box.setAttribute('data-left', '')));
  for (const { boxes } of entry?.files ?? []) for (const box of boxes) await box(page).evaluateAll((elements) => elements.forEach((element) => element.setAttribute('data-left', '')));
}

/**
 * Waits until the form shows the entry of the files (`files`, as they are
 * now): none of the last form's boxes is left (leaveForm), and the boxes
 * the test changes, and every English box of a content file, hold words of
 * these files. Returns the words of the boxes the test changes, file by file.
 */
async function formOf(page: Page, entry: Entry, files: string[]): Promise<string[][]> {
  const shown = async () => {
    if ((await page.locator('[data-left]').count()) > 0) return undefined;
    const words = await Promise.all(entry.files.map(({ boxes }) => Promise.all(boxes.map((box) => box(page).inputValue({ timeout: 1_000 }).catch(() => '')))));
    const others = await page.locator('input[lang="en"]:visible, textarea[lang="en"]:visible').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    const ours = words.every((values, index) => values.every((value) => holds(files[index]!, value)));
    return ours && others.every((value) => value === '' || files.some((file) => holds(file, value))) ? words : undefined;
  };
  let words: string[][] | undefined;
  await expect.poll(async () => (words = await shown()) !== undefined, { message: `${entry.name}: its form`, timeout: 30_000 }).toBe(true);
  return words!;
}

/** Opens the entry by its address, straight from the entry open before, `from` (as the address bar does), and waits for its form. */
async function open(page: Page, entry: Entry, files: string[], from: Entry | undefined): Promise<string[][]> {
  await leaveForm(page, from);
  await page.evaluate((hash) => (location.hash = hash), entry.hash);
  return formOf(page, entry, files);
}

/** Publishes the open entry and waits for its files to be `expected` (decap-server empties a file, then writes it; a refusal is said at once). */
async function publishAs(page: Page, entry: Entry, expected: (index: number, now: string) => boolean) {
  await publish(page);
  // What Decap says when a field stops the save (the office's empty boxes, before src/admin/valueList.ts).
  const refusal = page.getByText(/you've missed a required field/);
  for (const [index, { file }] of entry.files.entries()) {
    const outcome = async () => ((await refusal.count()) > 0 ? `refused: ${(await refusal.allInnerTexts()).join(' ')}` : [readFileSync(file, 'utf8')].some((now) => now !== '' && expected(index, now)));
    await expect.poll(outcome, { message: `${file} written`, timeout: SAVING }).toBe(true);
  }
  // Done saving: the editor lets go of the entry only then.
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: SAVING });
}

test.describe('the office’s editor on npm run cms', () => {
  // Both tests in this order, in one worker, on its editor server (./support/editorTest.ts); the second runs even if the first fails.
  test.describe.configure({ mode: 'default' });
  let content: ContentFolders;

  test.beforeAll(({ contentEditor }) => {
    content = contentEditor.freshContent();
  });

  test('every shipped file, opened straight from another entry: one word changed changes one line; put back, the file is byte for byte the shipped one', async ({ page, contentEditor: cms }, testInfo) => {
    const entries = entriesOf(content);
    test.setTimeout(120_000 + entries.length * 20_000);
    const shipped = entries.map((entry) => entry.files.map(({ file }) => readFileSync(file, 'utf8')));
    const words: string[][][] = [];
    try {
      await page.goto(`${cms.origin}/admin/`, { timeout: 120_000 });
      await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
      // One word changed in each box (an article: its title and one line of its body, in each language), published: one line per box.
      for (const [at, entry] of entries.entries()) {
        await test.step(`${entry.name}: one word changed`, async () => {
          words[at] = await open(page, entry, shipped[at]!, entries[at - 1]);
          const changes = words[at]!.map((values) => values.map(oneWordChanged));
          for (const [index, { boxes }] of entry.files.entries()) for (const [box, locate] of boxes.entries()) await typeOver(locate(page), changes[index]![box]!.text);
          await publishAs(page, entry, (index, now) => now !== shipped[at]![index]);
          for (const [index, { file }] of entry.files.entries()) {
            const lines = changedLines(shipped[at]![index]!, readFileSync(file, 'utf8'));
            expect(lines, `${file}: one line changed per box`).toHaveLength(changes[index]!.length);
            for (const [box, { line }] of changes[index]!.entries()) expect(lines[box]!.after, file).toBe(lines[box]!.before.replace(line.before, line.after));
          }
        });
      }
      // Each opened again, straight from the one before: it shows the words as written; put back and published, the files are the shipped ones.
      // (Decap offers Publish only for a change from the entry as it last opened it.)
      for (const [at, entry] of entries.entries()) {
        await test.step(`${entry.name}: put back`, async () => {
          const written = entry.files.map(({ file }) => readFileSync(file, 'utf8'));
          expect(await open(page, entry, written, entries.at(at - 1))).toEqual(words[at]!.map((values) => values.map((value) => oneWordChanged(value).text)));
          for (const [index, { boxes }] of entry.files.entries()) for (const [box, locate] of boxes.entries()) await typeOver(locate(page), words[at]![index]![box]!);
          await publishAs(page, entry, (index, now) => now === shipped[at]![index]);
        });
      }
      // Back, to the entry opened before the last: its form.
      await leaveForm(page, entries.at(-1));
      await page.goBack();
      await formOf(page, entries.at(-2)!, entries.at(-2)!.files.map(({ file }) => readFileSync(file, 'utf8')));
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm run cms output', { body: cms.output() });
    }
  });
  test('a PDF and a photo too large are refused when chosen, naming the field; a photo that passes shows in the form', async ({ page, contentEditor: cms }, testInfo) => {
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
      await page.goto(`${cms.origin}/admin/#/collections/${CONTENT_COLLECTIONS.coverage.name}/entries/auto`, { timeout: 120_000 });
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
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm run cms output', { body: cms.output() });
    }
  });
});
