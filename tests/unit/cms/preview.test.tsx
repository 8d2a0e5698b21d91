/**
 * The editor's preview: a content file read in the browser with the build's
 * reader and drawn by the site's own components. Every shipped content file
 * previews in both languages with nothing to fix (the browser's reading
 * context accepts what the build accepts); an unfinished file lists what to
 * fix instead of failing; an upload shows from the editor's media; a new
 * coverage page is drawn at the address the build will give it; and the
 * preview follows the language the office is writing in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_PATHS, FIXED_PAGES } from '../../../src/admin/contentCollections';
import { editingLanguage } from '../../../src/admin/editingLanguage';
import { pagePreviewTemplate } from '../../../src/admin/preview/PagePreview';
import { previewPage, previewReady } from '../../../src/admin/preview/previewPage';
import { coveragePreview, fixedPagePreview } from '../../../src/admin/preview/previewedPages';
import { contact as englishContact } from '../../../src/formDefinitions/contact';
import { contact as spanishContact } from '../../../src/formDefinitions/es/contact';
import { locales } from '../../../src/i18n/locale';

const root = resolve(import.meta.dirname, '../../..');
const yamlOf = (file: string) => parse(readFileSync(resolve(root, file), 'utf8')) as Record<string, unknown>;
const coverageFiles = readdirSync(resolve(root, CONTENT_PATHS.coverage)).filter((name) => name.endsWith('.yaml'));
const uploadUrl = (src: string) => `blob:preview${src}`;

beforeAll(() => previewReady);

describe('previewPage', () => {
  // Forty-four pages drawn whole: generous on a shared machine.
  it('draws every coverage page in both languages with nothing to fix', { timeout: 60_000 }, () => {
    for (const name of coverageFiles) {
      const fileName = name.replace(/\.yaml$/, '');
      const data = yamlOf(join(CONTENT_PATHS.coverage, name));
      for (const locale of locales) {
        const result = previewPage(coveragePreview, data, { locale, fileName, uploadUrl });
        expect(result.problems, `${name} ${locale}`).toEqual([]);
        const title = (data.hero as { title: Record<string, string> }).title[locale]!;
        expect(result.html, `${name} ${locale}`).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`));
      }
    }
  });

  it('draws every fixed page in both languages with nothing to fix, forms and articles in the page’s language', { timeout: 60_000 }, () => {
    for (const page of FIXED_PAGES) {
      const data = yamlOf(join(CONTENT_PATHS.pages, `${page}.yaml`));
      for (const locale of locales) {
        const result = previewPage(fixedPagePreview(page), data, { locale, fileName: page, uploadUrl });
        expect(result.problems, `${page} ${locale}`).toEqual([]);
        expect(result.failure, `${page} ${locale}`).toBeUndefined();
        expect(result.html, `${page} ${locale}`).toContain('<main');
      }
    }
    // The contact form, in the page's language: the definition the build would import in its place.
    for (const [locale, definition] of [['en', englishContact], ['es', spanishContact]] as const) {
      const contact = previewPage(fixedPagePreview('contact'), yamlOf(join(CONTENT_PATHS.pages, 'contact.yaml')), { locale, fileName: 'contact', uploadUrl });
      expect(contact.html).toMatch(/<form id="contact-form"[^>]*>/);
      expect(contact.html).toContain(`>${definition.submitLabel}</button>`);
    }
    const spanishBlog = previewPage(fixedPagePreview('blog'), yamlOf(join(CONTENT_PATHS.pages, 'blog.yaml')), { locale: 'es', fileName: 'blog', uploadUrl });
    expect(spanishBlog.html).toContain('href="/es/blog/');
  });

  it('lists what to fix in an unfinished page rather than failing', () => {
    const result = previewPage(coveragePreview, { name: { en: 'Umbrella Insurance', es: '' }, category: 'personal' }, { locale: 'es', fileName: undefined, uploadUrl });
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: 'name.es', message: 'is empty: write the Spanish text (Name of the page)' },
        { path: 'order', message: 'is missing (Order)' },
        { path: 'hero', message: 'is missing (Hero)' },
      ]),
    );
    expect(result.html ?? result.failure).toBeDefined();
  });

  it('shows an upload from the editor’s media, and draws a new page at the address the build will give it', () => {
    const cyber = yamlOf(join(CONTENT_PATHS.coverage, 'cyber.yaml'));
    const hero = { ...(cyber.hero as object), image: { src: '/images/uploads/umbrella-family.jpg', alt: { en: 'A family', es: 'Una familia' } } };
    const result = previewPage(coveragePreview, { ...cyber, hero, slug: 'umbrella' }, { locale: 'en', fileName: 'umbrella', uploadUrl });
    expect(result.problems).toEqual([]);
    expect(result.html).toContain('src="blob:preview/images/uploads/umbrella-family.jpg"');
    expect(coveragePreview.path({ category: 'commercial' }, 'umbrella')).toBe('/services/commercial/umbrella');
    expect(coveragePreview.path({ category: 'personal', parent: 'recreational' }, 'jet-ski')).toBe('/services/recreational/jet-ski');
    expect(coveragePreview.path({ path: '/services/umbrella-cover' }, 'umbrella')).toBe('/services/umbrella-cover');
    expect(coveragePreview.path({}, undefined)).toBe('/services/new-page');
  });
});

/** A Decap entry as a preview template receives it (Immutable: `get`, and `toJS` on its values). */
function entryOf(data: Record<string, unknown>, { slug, newRecord = false }: { slug?: string; newRecord?: boolean }) {
  const fields: Record<string, unknown> = { data: { toJS: () => data }, slug, newRecord, mediaFiles: { toJS: () => [] } };
  return { get: (key: string) => fields[key] } as unknown as PreviewTemplateComponentProps['entry'];
}

describe('the preview template', () => {
  it('shows the page in the language being written, and switches with the buttons above it', { timeout: 30_000 }, async () => {
    editingLanguage.set('en');
    const Preview = pagePreviewTemplate(coveragePreview);
    const props = { entry: entryOf(yamlOf(join(CONTENT_PATHS.coverage, 'cyber.yaml')), { slug: 'cyber' }), getAsset: (src: string) => src, isLoadingAsset: false };
    render(<Preview {...(props as unknown as PreviewTemplateComponentProps)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cyber Liability Insurance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguro de responsabilidad cibernética' })).toBeInTheDocument();
    act(() => editingLanguage.set('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cyber Liability Insurance' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What to fix before publishing' })).toBeNull();
  });

  it('lists what to fix above the page', { timeout: 30_000 }, async () => {
    editingLanguage.set('en');
    const Preview = pagePreviewTemplate(coveragePreview);
    const props = { entry: entryOf({ name: { en: 'Umbrella', es: 'Paraguas' } }, { newRecord: true }), getAsset: (src: string) => src, isLoadingAsset: false };
    render(<Preview {...(props as unknown as PreviewTemplateComponentProps)} />);
    const problems = await screen.findByRole('region', { name: 'What to fix before publishing' });
    expect(problems).toHaveTextContent('Category: is missing');
    expect(within(problems).getByRole('button', { name: 'Hero' })).toBeInTheDocument();
  });
});
