/**
 * The content editor (/admin/, Decap CMS), end to end.
 *
 * The office's path, offline and without an account: `npm run cms` on a
 * temporary copy of the content (never the project's own files), an article
 * created, the phone number changed (one field: every writing of it is
 * derived) and a coverage page created in both languages with an uploaded
 * photo, the preview showing it in the language being typed; the files it
 * writes pass the build's checks, the development site shows each change at
 * once, and one build from that copy shows the article's card and page, the
 * new number on every page in every writing (as shown, the second writing,
 * every tel: link, the claims line, the JSON-LD), the old one nowhere, no
 * part of libphonenumber-js (which derives them) in the pages' scripts, and
 * the new coverage page at its address in both languages, in the navigation
 * of every page, in the sitemap, its photo in the build's AVIF and WebP
 * variants. A number that cannot exist and a text written in one language
 * only are refused in the editor, as the build refuses them.
 * Slow (the editor's session and a full build): one serial group with
 * generous time-outs, on the worker's `npm run cms` (./support/editorTest.ts).
 *
 * Then the deployed editor, in the browser tests' own build: it starts under
 * its own Content-Security-Policy, is noindex and outside the sitemap, and
 * none of it loads on the site's pages.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { parse } from 'yaml';
import { loadSiteContent } from '../../src/buildSteps/content/loadSiteContent';
import { compileArticle } from '../../src/buildSteps/markdown/compileArticle';
import { parseAgencyFacts } from '../../src/config/agencyFacts';
import { createSiteServer } from '../../src/server/siteServer';
import { listenOnLoopback } from '../support/loopback';
import { jsonLdGraph } from '../checks/seo';
import { scriptsWithLibphonenumber } from '../support/buildOnlyLibraries';
import type { ContentFolders } from '../support/contentCopy';
import { openEditor, openSiteTab, publishNow } from './support/contentEditor';
import { EDITOR_PORTS, editorTest as test } from './support/editorTest';
import { e2eEnv } from './support/env';
import { expect, test as siteTest, waitForHydration } from './support/fixtures';

const ARTICLE = {
  id: 'flood-insurance-basics',
  title: 'Flood Insurance Basics for Illinois Homes',
  subtitle: 'Why a standard homeowners policy leaves out flood, and how to close the gap.',
  excerpt: 'Standard home policies exclude flood damage. Here is how flood insurance works, what it costs and when to buy it.',
  image: 'https://images.unsplash.com/photo-1547683905-f686c993aae5',
  imageAlt: 'A flooded residential street after heavy rain',
  category: 'Home Insurance',
  ctaLabel: 'Get a Quote',
  ctaHref: '/contact?subject=quote',
  ctaTitle: 'Not sure you need flood cover?',
  ctaText: 'Tell us where you live and we will check your flood zone and quote a policy within 24 hours.',
  heading: 'What flood insurance covers',
  paragraph: 'Flood insurance pays for water damage from rising water, which a homeowners policy leaves out.',
};

/** A coverage page the office adds: its address, its words in both languages, and a photo it uploads. */
const COVERAGE = {
  fileName: 'umbrella',
  path: '/services/umbrella',
  name: { en: 'Umbrella Insurance', es: 'Seguro paraguas' },
  description: {
    en: 'Umbrella insurance adds liability cover above your auto and home policies, for one yearly premium.',
    es: 'El seguro paraguas suma cobertura de responsabilidad sobre sus pólizas de auto y hogar, por una prima anual.',
  },
  menuLabel: { en: 'Umbrella', es: 'Paraguas' },
  heading: { en: 'One policy over the others', es: 'Una póliza sobre las demás' },
  paragraph: {
    en: 'When a claim is larger than your auto or home limits, umbrella insurance pays the rest.',
    es: 'Cuando un reclamo supera los límites de su póliza de auto o de hogar, el seguro paraguas paga el resto.',
  },
  photo: { file: 'Umbrella Family.jpg', uploaded: 'umbrella-family.jpg', width: 1200, height: 800 },
  alt: { en: 'A family walking under one big umbrella', es: 'Una familia caminando bajo un gran paraguas' },
};

/** The shipped number, (800) 555-0142, in any of its writings. */
const OLD_NUMBER = /555[-. ]?0142/;
/** The one value the office types, and the writings the build derives from it. */
const NEW_PHONE = {
  entered: '+13125550199',
  display: '(312) 555-0199',
  alternate: '1-312-555-0199',
  href: 'tel:+13125550199',
  e164: '+13125550199',
  claimsDisplay: '(312) 555-0199 ext. 6',
  claimsHref: 'tel:+13125550199,6',
};

test.describe('the office edits a copy of the content with npm run cms, and the built site follows', () => {
  test.describe.configure({ mode: 'serial' });

  /** The build's folder. */
  let work: string;
  let content: ContentFolders;
  let builtServer: Server | undefined;
  const dist = () => join(work, 'dist');
  const builtOrigin = `http://127.0.0.1:${e2eEnv.port + EDITOR_PORTS.built}`;

  test.beforeAll(({ contentEditor }) => {
    work = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
    content = contentEditor.freshContent();
  });

  test.afterEach(async ({ contentEditor }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm run cms output', { body: contentEditor.output() });
  });

  test.afterAll(async () => {
    // The worker's kept pages (support/keptPages.ts) may still hold idle connections to it: closed with it.
    builtServer?.closeAllConnections();
    await new Promise((done) => (builtServer ? builtServer.close(done) : done(undefined)));
    rmSync(work, { recursive: true, force: true });
  });

  test('creating an article in /admin/ writes a Markdown file the build accepts, shown at once on the development site', async ({ page, contentEditor: cms }) => {
    test.setTimeout(240_000);
    await openEditor(page, cms.origin, '#/collections/articles');
    await page.getByRole('link', { name: 'Create entry of type Article' }).click();
    // With the articles in two languages, the English pane comes first; the Spanish one repeats the shared fields.
    await page.getByLabel(/^Address/).first().fill(ARTICLE.id);
    await page.getByLabel('Title', { exact: true }).first().fill(ARTICLE.title);
    await page.getByLabel('Subtitle').first().fill(ARTICLE.subtitle);
    await page.getByLabel(/^Excerpt/).first().fill(ARTICLE.excerpt);
    await page.getByLabel('Photo', { exact: true }).first().fill(ARTICLE.image);
    await page.getByLabel(/^Photo description/).first().fill(ARTICLE.imageAlt);
    await page.getByRole('button', { name: 'Now' }).first().click();
    await page.getByLabel('Category').first().click();
    await page.getByText(ARTICLE.category, { exact: true }).first().click();
    await page.getByLabel('Closing box: button text').first().fill(ARTICLE.ctaLabel);
    // The page picked from the site's pages, the query written beside it (src/admin/SiteLinkControl.tsx).
    await page.getByLabel('Closing box: button link: page').first().selectOption('/contact');
    await page.getByLabel('Closing box: button link: after the page’s address (optional)').first().fill('?subject=quote');
    await page.getByLabel('Closing box: heading').first().fill(ARTICLE.ctaTitle);
    await page.getByLabel('Closing box: text').first().fill(ARTICLE.ctaText);
    // The body is Markdown, kept as typed (src/admin/articleTextField.ts): typed as a writer who knows Markdown types it.
    await page.getByLabel('Article', { exact: true }).first().click();
    await page.keyboard.type(`## ${ARTICLE.heading}\n\n${ARTICLE.paragraph} [Ask us](/contact).\n`);
    await publishNow(page);

    const englishDir = join(content.articlesDir, 'en');
    const file = join(englishDir, `${ARTICLE.id}.md`);
    await expect.poll(() => readdirSync(englishDir)).toContain(`${ARTICLE.id}.md`);
    const { meta, body: tree } = compileArticle(readFileSync(file, 'utf8'), file);
    expect(meta).toMatchObject({ id: ARTICLE.id, title: ARTICLE.title, category: ARTICLE.category, image: ARTICLE.image, cta: { href: ARTICLE.ctaHref } });
    expect(meta.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tree.blocks[0]).toMatchObject({ type: 'heading', level: 2 });

    // The site in the office's other tab.
    const site = await openSiteTab(page);
    await site.goto(`${cms.origin}/blog`);
    await site.getByRole('link', { name: ARTICLE.title }).first().click({ timeout: 30_000 });
    await expect(site.getByRole('heading', { level: 2, name: ARTICLE.heading })).toBeVisible({ timeout: 30_000 });
  });

  test('changing the phone number in the agency facts writes a facts file the build accepts, on the development site at once', async ({ page, contentEditor: cms }) => {
    test.setTimeout(180_000);
    await openEditor(page, cms.origin, '#/collections/agency/entries/facts');
    const phoneField = page.getByLabel(/^Main phone/);
    await expect(phoneField).toHaveValue('+18005550142', { timeout: 60_000 });
    // One field for the number: its writings are derived, so there is nothing else to change.
    await expect(page.getByLabel(/^(Main phone as shown|Main phone, second writing|Main phone link|Claims line as shown|Claims line link)/)).toHaveCount(0);
    // A number of the right form that cannot exist is refused, as the build would refuse it.
    await phoneField.fill('+10005550142');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect(page.getByText(/must be a valid phone number such as \+18005550142\./).first()).toBeVisible();
    expect(readFileSync(content.factsFile, 'utf8')).toContain('"phone": "+18005550142"');
    // Typed over, as the office corrects it (the refused field has just been focused and redrawn).
    await phoneField.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(NEW_PHONE.entered);
    await expect(phoneField).toHaveValue(NEW_PHONE.entered);
    await publishNow(page);

    await expect.poll(() => readFileSync(content.factsFile, 'utf8')).toContain(NEW_PHONE.entered);
    const facts = parseAgencyFacts(readFileSync(content.factsFile, 'utf8'), content.factsFile);
    expect(facts.phone).toBe(NEW_PHONE.entered);
    expect(facts.claimsExtension).toBe('6');

    const site = await openSiteTab(page);
    await site.goto(`${cms.origin}/contact`);
    await expect(site.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE.display })).toBeVisible({ timeout: 30_000 });
  });

  test('creating a coverage page in /admin/ in both languages with an uploaded photo writes a file the build accepts, previewed as typed', async ({ page, contentEditor: cms }) => {
    test.setTimeout(240_000);
    const photo = await sharp({ create: { width: COVERAGE.photo.width, height: COVERAGE.photo.height, channels: 3, background: { r: 40, g: 110, b: 160 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    /** A side-by-side text field: its English and its Spanish box. */
    const fillBoth = async (label: string, words: { en: string; es?: string }) => {
      await page.getByLabel(`${label} (English)`, { exact: true }).fill(words.en);
      if (words.es !== undefined) await page.getByLabel(`${label} (Español)`, { exact: true }).fill(words.es);
    };

    await openEditor(page, cms.origin, '#/collections/coverage');
    await page.getByRole('link', { name: 'Create entry of type Coverage page' }).click();
    await page.getByLabel(/^Address: its last part/).fill(COVERAGE.fileName);
    await fillBoth('Name of the page', COVERAGE.name);
    await fillBoth('Description for search results', COVERAGE.description);
    await page.getByLabel('Category', { exact: true }).click();
    await page.getByRole('option', { name: 'personal', exact: true }).click();
    await page.getByLabel('Order', { exact: true }).fill('150');
    // The menu label in English only, for now.
    await fillBoth('Label in the menus (without one, the page is in no menu)', { en: COVERAGE.menuLabel.en });
    await fillBoth('Title (the page’s one main heading)', COVERAGE.name);
    // The hero's photo: uploaded into the media library from the photo field, then chosen.
    await page.getByRole('button', { name: 'Choose an image' }).click();
    // The library's Upload is a file input inside its label (the browser names it a button), hidden behind the label's look.
    await page.getByRole('button', { name: 'Upload' }).setInputFiles({ name: COVERAGE.photo.file, mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText(COVERAGE.photo.uploaded)).toBeVisible();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await fillBoth('Description (what the photo shows, for screen readers)', COVERAGE.alt);
    // One section of text, with one paragraph.
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
    await fillBoth('Heading', COVERAGE.heading);
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await fillBoth('Paragraph', COVERAGE.paragraph);

    // A text in one language is refused, as the build refuses it.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect(page.getByText('Label in the menus (without one, the page is in no menu): write the Spanish text too, or empty both.')).toBeVisible();
    expect(existsSync(join(content.coverageDir, `${COVERAGE.fileName}.yaml`))).toBe(false);
    await page.getByLabel('Label in the menus (without one, the page is in no menu) (Español)', { exact: true }).fill(COVERAGE.menuLabel.es);

    // The preview is the page, in the language of the box last focused, the photo just uploaded in its hero.
    const preview = page.frameLocator('#preview-pane');
    await page.getByLabel('Title (the page’s one main heading) (Español)', { exact: true }).click();
    await expect(preview.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await expect(preview.getByRole('heading', { level: 1, name: COVERAGE.name.es })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: COVERAGE.heading.es })).toBeVisible();
    await expect(preview.getByRole('img', { name: COVERAGE.alt.es })).toHaveAttribute('src', /^blob:/);
    await page.getByLabel('Title (the page’s one main heading) (English)', { exact: true }).click();
    await expect(preview.getByRole('heading', { level: 1, name: COVERAGE.name.en })).toBeVisible();
    await expect(preview.getByText('To fix before publishing')).toHaveCount(0);
    await publishNow(page);

    // The file: named after the address, which it does not hold; its keys in the model's order; the upload beside the others.
    const file = join(content.coverageDir, `${COVERAGE.fileName}.yaml`);
    await expect.poll(() => existsSync(file)).toBe(true);
    const written = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual(['name', 'description', 'category', 'order', 'menuLabel', 'hero', 'sections']);
    expect(written).toMatchObject({
      name: COVERAGE.name,
      category: 'personal',
      order: 150,
      menuLabel: COVERAGE.menuLabel,
      hero: { title: COVERAGE.name, image: { src: `/images/uploads/${COVERAGE.photo.uploaded}`, alt: COVERAGE.alt } },
      sections: [{ kind: 'text', title: COVERAGE.heading, paragraphs: [COVERAGE.paragraph] }],
    });
    expect(readdirSync(content.uploadsDir)).toContain(COVERAGE.photo.uploaded);
    // The build's own reading of the whole copy: every file in every language, the new page placed among the others.
    const site = await loadSiteContent(content.root);
    expect(site.coverage.find((entry) => entry.slug === COVERAGE.fileName)).toMatchObject({ path: COVERAGE.path, group: 'personal', nav: true });

    const siteTab = await openSiteTab(page);
    await siteTab.goto(`${cms.origin}/es${COVERAGE.path}`);
    await expect(siteTab.getByRole('heading', { level: 1, name: COVERAGE.name.es })).toBeVisible({ timeout: 30_000 });
  });

  test('the site built from the edited copy shows the new article, the new number and the new coverage page everywhere', async ({ page }) => {
    test.setTimeout(420_000);
    // The test runner's NODE_ENV would give the build React's development bundle: build as `npm run build` does.
    const { NODE_ENV: _runnerMode, ...env } = process.env;
    await promisify(execFile)('npm', ['run', 'build'], {
      cwd: e2eEnv.root,
      // CONTENT_ROOT: the working copy's content files, articles, facts and uploads (src/buildSteps/content/contentPaths.ts).
      env: { ...env, CONTENT_ROOT: content.root, SITE_DIST: dist(), SITE_ORIGIN: builtOrigin, VITE_RELAY_ENDPOINT: e2eEnv.relayEndpoint },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 400_000,
    });
    builtServer = createSiteServer({ dist: dist() });
    await listenOnLoopback(builtServer, e2eEnv.port + EDITOR_PORTS.built);

    // The article: its card on /blog and its own page.
    await page.goto(`${builtOrigin}/blog`);
    await waitForHydration(page);
    const card = page.getByRole('link', { name: ARTICLE.title }).first();
    await expect(card).toHaveAttribute('href', `/blog/${ARTICLE.id}`);
    await card.click();
    await expect(page).toHaveURL(`${builtOrigin}/blog/${ARTICLE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: ARTICLE.heading })).toBeVisible();
    await expect(page.getByText(ARTICLE.paragraph)).toBeVisible();

    // The number: the footer of a hydrated page, then every prerendered page.
    await page.goto(`${builtOrigin}/contact`);
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE.display })).toHaveAttribute('href', NEW_PHONE.href);
    await expect(page.getByRole('contentinfo').getByText(`also ${NEW_PHONE.alternate}`, { exact: true })).toBeVisible();

    const sitemap = readFileSync(join(dist(), 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(paths).toContain(`/blog/${ARTICLE.id}`);
    // The new coverage page, in both languages.
    expect(paths).toEqual(expect.arrayContaining([COVERAGE.path, `/es${COVERAGE.path}`]));
    for (const path of paths) {
      const html = readFileSync(join(dist(), path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
      // The new coverage page's menu link, in the navigation of every page, in the page's language.
      const spanish = path === '/es' || path.startsWith('/es/');
      const navigation = /<header[^>]*\bnav-header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      const menuLink = new RegExp(`href="${spanish ? '/es' : ''}${COVERAGE.path}"[^>]*>${spanish ? COVERAGE.menuLabel.es : COVERAGE.menuLabel.en}<`);
      expect(navigation, `${path} navigation`).toMatch(menuLink);
      // In any writing: (800) 555-0142, 1-800-555-0142, +18005550142.
      expect(html, `${path} still has the old number`).not.toMatch(OLD_NUMBER);
      const telLinks = [...html.matchAll(/href="(tel:[^"]*)"/g)].map((match) => match[1]);
      expect(telLinks, `${path} has a phone link`).toContain(NEW_PHONE.href);
      for (const link of telLinks) expect([NEW_PHONE.href, NEW_PHONE.claimsHref], path).toContain(link);
      // The footer's toll-free number, as shown and in its second writing.
      expect(html, `${path} footer`).toContain(NEW_PHONE.display);
      expect(html, `${path} footer`).toContain(NEW_PHONE.alternate);
      const agencyNode = jsonLdGraph(html).find((node) => node['@type'] === 'InsuranceAgency');
      expect(agencyNode?.telephone, `${path} JSON-LD`).toBe(NEW_PHONE.e164);
    }
    // The claims line, where the site shows it: the new number with its extension.
    const claims = readFileSync(join(dist(), 'claims.html'), 'utf8');
    expect(claims).toContain(`href="${NEW_PHONE.claimsHref}"`);
    expect(claims).toContain(NEW_PHONE.claimsDisplay);
    await page.goto(`${builtOrigin}/claims`);
    await waitForHydration(page);
    const claimsLinks = page.getByRole('link', { name: NEW_PHONE.claimsDisplay });
    await expect(claimsLinks).not.toHaveCount(0);
    for (const link of await claimsLinks.all()) await expect(link).toHaveAttribute('href', NEW_PHONE.claimsHref);
    // The new coverage page at its address in each language, its photo the upload's AVIF and WebP variants, sized.
    for (const locale of ['en', 'es'] as const) {
      await page.goto(`${builtOrigin}${locale === 'es' ? '/es' : ''}${COVERAGE.path}`);
      await expect(page.getByRole('heading', { level: 1, name: COVERAGE.name[locale] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: COVERAGE.heading[locale] })).toBeVisible();
      await expect(page.getByText(COVERAGE.paragraph[locale])).toBeVisible();
      const photo = page.getByRole('img', { name: COVERAGE.alt[locale] });
      await expect(photo).toHaveAttribute('width', /^\d+$/);
      await expect(photo).toHaveAttribute('height', /^\d+$/);
      const sources = await photo.locator('xpath=preceding-sibling::source').evaluateAll((elements) =>
        elements.map((source) => ({ type: source.getAttribute('type'), srcset: source.getAttribute('srcset') ?? '' })),
      );
      expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      for (const { type, srcset } of sources) {
        const variant = srcset.split(',')[0]!.trim().split(' ')[0]!;
        expect(variant).toMatch(/^\/images\/uploads\/_\/umbrella-family-\d+\./);
        const served = await page.request.get(`${builtOrigin}${variant}`);
        expect(served.status(), variant).toBe(200);
        expect(served.headers()['content-type'], variant).toBe(type);
      }
    }
    // Its menu link, as a visitor finds it: in the Personal Insurance menu of the main navigation, on a hydrated page.
    await page.goto(`${builtOrigin}/about`);
    await waitForHydration(page);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    // The menu opens on hover (a click on the button toggles it as the pointer's arrival has opened it).
    await navigation.getByRole('button', { name: 'Personal Insurance' }).hover();
    await expect(navigation.getByRole('link', { name: COVERAGE.menuLabel.en, exact: true })).toHaveAttribute('href', COVERAGE.path);
    // The writings came from libphonenumber-js at build time; none of it is in the pages' scripts
    // (the editor's own bundle, dist/admin/, carries it for its phone field: src/admin/phoneField.ts).
    expect(scriptsWithLibphonenumber(join(dist(), 'assets'))).toEqual([]);
  });
});

// On the tier's own server: every browser test's `test`, so that these run in any worker, without an editor server.
siteTest.describe('the deployed editor', () => {
  siteTest('starts under its own Content-Security-Policy, noindex, at /admin/ only', async ({ page, consoleErrors }) => {
    siteTest.setTimeout(90_000);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/admin/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval';");
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // No local backend in a build: the sign-in of the Git host it publishes through.
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 60_000 });
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect((await page.request.get('/admin', { maxRedirects: 0 })).headers().location).toBe('/admin/');
  });

  siteTest('is not in the sitemap, and the site’s pages load none of it', async ({ page, request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    const editorRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/admin/')) editorRequests.push(sent.url());
    });
    for (const path of ['/', '/blog', '/contact']) {
      const response = await page.goto(path);
      await waitForHydration(page);
      expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    }
    expect(editorRequests).toEqual([]);
  });
});
