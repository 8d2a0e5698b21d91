/**
 * The office's mistakes in the editor, on `npm run cms` over a temporary
 * copy of the content (docs/editor.md, "Mistakes never take the editor or the site down"): each is refused or
 * flagged where it happens, in words that name the field as the form shows
 * it, and neither the development site nor /admin/ goes down.
 *
 * - A link to a page that does not exist, arriving in a file the way a hand
 *   edit or a deleted page brings it: the development site keeps serving
 *   the last content and says what is wrong at the top of every page, in
 *   the office's words; /admin/ opens; the preview lists the field by its
 *   labels, its button takes the cursor there; the link field refuses the
 *   address, and the page is picked from the list instead.
 * - The agency's phone typed into a sentence: flagged as typed with
 *   `{phone}`, refused on save (the number comes from the facts file).
 * - A required Spanish text emptied: listed and refused, naming the field.
 * - In an article (opened by its address straight from the page): a link
 *   to a page that does not exist in the body, the agency's fax in the
 *   closing text: refused on save, each naming the field and the problem
 *   (src/admin/articleTextField.ts); the files stay as they were.
 *
 * The uploads' checks are cms-roundtrip.spec.ts's neighbour's. One serial
 * test: one editor session, on the worker's development server
 * (./support/editorTest.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_COLLECTIONS } from '../../src/admin/contentCollections';
import { parseAgencyFacts } from '../../src/config/agencyFacts';
import { deriveFacts } from '../../src/config/deriveFacts';
import type { ContentFolders } from '../support/contentCopy';
import { openEditor, openSiteTab, publishNow } from './support/contentEditor';
import { editorTest as test } from './support/editorTest';
import { expect } from './support/fixtures';

/** The page edited, and a page of the site no file makes. */
const SLUG = 'auto';
const MISSING = '/services/flood-insurance';
/** The article edited. */
const ARTICLE = 'business-insurance-essentials';

interface CoverageYaml {
  name: { en: string; es: string };
  hero: { subtitle: { en: string } };
  sections: { title?: { en: string }; link?: { href: string } }[];
}

test.describe('mistakes in the editor are refused or flagged where they happen', () => {
  test.describe.configure({ mode: 'serial' });

  let content: ContentFolders;

  test.beforeAll(({ contentEditor }) => {
    content = contentEditor.freshContent();
  });

  test.afterEach(async ({ contentEditor }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm run cms output', { body: contentEditor.output() });
  });

  test('a dead link, the phone in a sentence and an emptied Spanish text; the site and /admin/ stay up', async ({ page, contentEditor: cms }) => {
    test.setTimeout(300_000);
    const file = join(content.coverageDir, `${SLUG}.yaml`);
    const shipped = readFileSync(file, 'utf8');
    const yaml = parse(shipped) as CoverageYaml;
    const at = yaml.sections.findIndex((section) => section.link?.href);
    const { href } = yaml.sections[at]!.link!;
    const phone = deriveFacts(parseAgencyFacts(readFileSync(content.factsFile, 'utf8'), content.factsFile)).phone.display;
    /** The link's field as the form shows it: the section counted from 1, its kind and title, the field's labels. */
    const linkField = new RegExp(`^Sections › Section ${at + 1}: .+ “${yaml.sections[at]!.title!.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}” › Link › Link address$`);

    // The site as it was, read once; then the link's page goes missing, as a hand edit or a deleted page leaves it.
    const site = await openSiteTab(page);
    await site.goto(`${cms.origin}/services/${SLUG}`, { timeout: 120_000 });
    await expect(site.getByRole('heading', { level: 1, name: yaml.name.en })).toBeVisible({ timeout: 60_000 });
    writeFileSync(file, shipped.replace(`href: ${href}`, `href: ${MISSING}`));

    // The site keeps the last content, and says what is wrong in the office's words, every page.
    for (const path of [`/services/${SLUG}`, '/about']) {
      // The open page reloads itself on the change (the development server's client); a visit then may be cut short.
      await expect(async () => void (await site.goto(`${cms.origin}${path}`))).toPass({ timeout: 30_000 });
      const banner = site.getByRole('alert', { name: 'Content to correct' });
      await expect(banner).toContainText(`Coverage pages › ${yaml.name.en}: Sections › Section ${at + 1}:`, { timeout: 30_000 });
      await expect(banner).toContainText(`› Link › Link address: links to ${MISSING}, which is no page of the site`);
      await expect(banner).not.toContainText(`sections[${at}]`);
      await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
    }

    // /admin/ opens, and the preview lists the field by its labels; its button takes the cursor there.
    await openEditor(page, cms.origin, `#/collections/${CONTENT_COLLECTIONS.coverage.name}/entries/${SLUG}`);
    const preview = page.frameLocator('#preview-pane');
    const toFix = preview.getByRole('region', { name: 'What to fix before publishing' });
    const deadLink = toFix.getByRole('button', { name: linkField });
    await expect(deadLink).toBeVisible({ timeout: 60_000 });
    await expect(toFix).toContainText(`links to ${MISSING}, which is no page of the site`);
    await deadLink.click();
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-label', 'Link address: page');
    const linkPage = page.locator(`#${await focused.getAttribute('id')}`);
    // The field refuses the address as it stands; the pages there are are offered.
    const refusal = `Link address: ${MISSING} is no page of the site. Pick the page from the list.`;
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();

    // The agency's phone typed into a sentence: flagged as typed, naming the placeholder.
    const subtitle = page.getByRole('textbox', { name: 'Subtitle (English)', exact: true });
    await subtitle.fill(`${yaml.hero.subtitle.en} Call ${phone}.`);
    await expect(page.getByRole('status').filter({ hasText: `English: writes out “${phone}”` })).toContainText('write {phone} instead');
    await expect(toFix.getByRole('button', { name: 'Hero › Subtitle (English)' })).toBeVisible();

    // A required Spanish text emptied: listed, naming the field and its box.
    await page.getByRole('textbox', { name: 'Name of the page (Español)', exact: true }).fill('');
    await expect(toFix).toContainText('Name of the page (Español): is empty: write the Spanish text');

    // Publishing is refused, each field saying why; the file is as it was.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect(page.getByText('Name of the page: write the Spanish text too.')).toBeVisible();
    await expect(page.getByText(`Subtitle (English) writes out “${phone}”`)).toBeVisible();
    await expect(page.getByText(refusal).first()).toBeVisible();
    expect(readFileSync(file, 'utf8')).toContain(`href: ${MISSING}`);
    expect(readFileSync(file, 'utf8')).not.toContain(phone);

    // Put right as the office would: the page picked from the list, {phone} written, the Spanish name back.
    await linkPage.selectOption(href);
    await subtitle.fill(`${yaml.hero.subtitle.en} Call {phone}.`);
    await page.getByRole('textbox', { name: 'Name of the page (Español)', exact: true }).fill(yaml.name.es);
    await expect(toFix).toHaveCount(0);
    await publishNow(page);
    await expect.poll(() => readFileSync(file, 'utf8')).toContain(`href: ${href}`);
    expect(readFileSync(file, 'utf8')).toContain('Call {phone}.');

    // The site reads the content again: no mistake listed, the number filled in from the facts.
    await expect(async () => void (await site.goto(`${cms.origin}/services/${SLUG}`))).toPass({ timeout: 30_000 });
    await expect(site.getByText(`Call ${phone}.`)).toBeVisible({ timeout: 30_000 });
    await expect(site.getByRole('alert', { name: 'Content to correct' })).toHaveCount(0);

    // An article, opened by its address straight from the page: a dead link in its body, the fax in its closing text.
    const article = join(content.articlesDir, 'en', `${ARTICLE}.md`);
    const written = readFileSync(article, 'utf8');
    const fax = deriveFacts(parseAgencyFacts(readFileSync(content.factsFile, 'utf8'), content.factsFile)).fax.display;
    await page.evaluate((hash) => (location.hash = hash), `#/collections/articles/entries/${ARTICLE}`);
    const body = page.getByLabel('Article', { exact: true }).first();
    await expect(body).toHaveValue(/\S/, { timeout: 30_000 });
    expect(written).toContain((await body.inputValue()).split('\n')[0]);
    await body.fill(`${await body.inputValue()}\nSee also [flood insurance](${MISSING}).\n`);
    const closing = page.getByLabel('Closing box: text', { exact: true }).first();
    await closing.fill(`${await closing.inputValue()} Fax ${fax}.`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect(page.getByText(`Article (English) the link “flood insurance” leads to ${MISSING}, which is no page of the site.`)).toBeVisible();
    await expect(page.getByText(`Closing box: text (English) writes out “${fax}” (the fax): an article does not copy the agency facts`)).toBeVisible();
    expect(readFileSync(article, 'utf8')).toBe(written);
  });
});
