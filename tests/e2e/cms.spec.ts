/**
 * The content editor (/admin/, Decap CMS), end to end.
 *
 * The office's path, offline and without an account: `npm run cms` on a
 * temporary copy of the content (never the project's own files), an article
 * created and the phone number changed in the editor (one field: every
 * writing of it is derived); the files it writes pass the build's checks, the
 * development site shows the change at once, and a build from that copy
 * shows the article's card and page and the new number on every page in
 * every writing (as shown, the second writing, every tel: link, the claims
 * line, the JSON-LD), the old one nowhere, and no part of libphonenumber-js
 * (which derives them) in the pages' scripts. A number that cannot exist is
 * refused in the editor, as the build refuses it.
 * Slow (a development server, decap-server and a full build): one serial
 * group with generous time-outs.
 *
 * Then the deployed editor, in the browser tests' own build: it starts under
 * its own Content-Security-Policy, is noindex and outside the sitemap, and
 * none of it loads on the site's pages.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { compileArticle } from '../../src/build/markdownArticle';
import { parseAgencyFacts } from '../../src/config/agencyFacts';
import { createSiteServer } from '../../src/server/siteServer';
import { jsonLdGraph } from '../checks/seo';
import { scriptsWithLibphonenumber } from '../support/buildOnlyLibraries';
import { copyContent, openEditor, openSiteTab, publishNow, startCms, type CmsProcess } from './support/contentEditor';
import { e2eEnv } from './support/env';
import { expect, test, waitForHydration } from './support/fixtures';

/** Beside the browser tests' own ports (npm-start.spec.ts takes +11). */
const ports = { cms: e2eEnv.port + 12, backend: e2eEnv.port + 13, built: e2eEnv.port + 14 };

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

  let work: string;
  let content: ReturnType<typeof copyContent>;
  let cms: CmsProcess | undefined;
  let builtServer: Server | undefined;
  const dist = () => join(work, 'dist');
  const builtOrigin = `http://127.0.0.1:${ports.built}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
    content = copyContent(join(work, 'content'));
    cms = await startCms({ port: ports.cms, backendPort: ports.backend, contentDir: join(work, 'content') });
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && cms) await testInfo.attach('npm run cms output', { body: cms.output() });
  });

  test.afterAll(async () => {
    cms?.stop();
    await new Promise((done) => (builtServer ? builtServer.close(done) : done(undefined)));
    rmSync(work, { recursive: true, force: true });
  });

  test('creating an article in /admin/ writes a Markdown file the build accepts, shown at once on the development site', async ({ page }) => {
    test.setTimeout(240_000);
    await openEditor(page, cms!.origin);
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
    await page.getByLabel('Closing box: button link').first().fill(ARTICLE.ctaHref);
    await page.getByLabel('Closing box: heading').first().fill(ARTICLE.ctaTitle);
    await page.getByLabel('Closing box: text').first().fill(ARTICLE.ctaText);
    // The body in Markdown mode, as a writer who knows Markdown types it.
    const body = page.locator('[aria-label="markdown field"]').first();
    await body.getByRole('switch').click();
    await body.getByRole('textbox').click();
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
    await site.goto(`${cms!.origin}/blog`);
    await site.getByRole('link', { name: ARTICLE.title }).first().click({ timeout: 30_000 });
    await expect(site.getByRole('heading', { level: 2, name: ARTICLE.heading })).toBeVisible({ timeout: 30_000 });
  });

  test('changing the phone number in the agency facts writes a facts file the build accepts, on the development site at once', async ({ page }) => {
    test.setTimeout(180_000);
    await openEditor(page, cms!.origin, '#/collections/agency/entries/facts');
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
    await site.goto(`${cms!.origin}/contact`);
    await expect(site.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE.display })).toBeVisible({ timeout: 30_000 });
  });

  test('the site built from the edited copy shows the new article and the new number everywhere', async ({ page }) => {
    test.setTimeout(420_000);
    // The test runner's NODE_ENV would give the build React's development bundle: build as `npm run build` does.
    const { NODE_ENV: _runnerMode, ...env } = process.env;
    await promisify(execFile)('npm', ['run', 'build'], {
      cwd: e2eEnv.root,
      env: { ...env, BLOG_ARTICLES_DIR: content.articlesDir, AGENCY_FACTS_FILE: content.factsFile, SITE_DIST: dist(), SITE_ORIGIN: builtOrigin, VITE_RELAY_ENDPOINT: e2eEnv.relayEndpoint },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 400_000,
    });
    builtServer = createSiteServer({ dist: dist(), relayEndpoint: e2eEnv.relayEndpoint });
    await new Promise<void>((done) => builtServer!.listen(ports.built, '127.0.0.1', done));

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
    for (const path of paths) {
      const html = readFileSync(join(dist(), path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
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
    // The writings came from libphonenumber-js at build time; none of it is in the pages' scripts
    // (the editor's own bundle, dist/admin/, carries it for its phone field: src/admin/phoneField.ts).
    expect(scriptsWithLibphonenumber(join(dist(), 'assets'))).toEqual([]);
  });
});

test.describe('the deployed editor', () => {
  test('starts under its own Content-Security-Policy, noindex, at /admin/ only', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
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

  test('is not in the sitemap, and the site’s pages load none of it', async ({ page, request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    const editorRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/admin/')) editorRequests.push(sent.url());
    });
    for (const path of ['/', '/blog', '/contact']) {
      const response = await page.goto(path);
      await waitForHydration(page);
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
    }
    expect(editorRequests).toEqual([]);
  });
});
