/**
 * No deleting a coverage page other pages link to (src/admin/guardDeletion.ts):
 * Decap's question before a delete is answered with the pages that link to
 * it, found by the build in every content file (src/buildSteps/content/loadSiteContent.ts,
 * linksTo); any other question is the browser's. A page moved to another
 * address lists, in its preview, the links left leading to the old one.
 */
import { describe, expect, it, vi } from 'vitest';
import { guardDeletion, openCoveragePage, whyNotDeleted } from '../../../src/admin/guardDeletion';
import { linksTo } from 'virtual:content/editor';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { previewPage } from '../../../src/admin/preview/previewPage';
import { coveragePreview } from '../../../src/admin/preview/previewedPages';

describe('deleting a coverage page', () => {
  it('knows every place a page is linked from or named, by the page and the field as the editor shows them', () => {
    expect(linksTo.cyber).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Pages › About page: Sections › Section \d+: .+ › Coverage page$/),
        expect.stringMatching(/^Coverage pages › Business Insurance: Sections › Section 1: Cards .+ › Link: the card leads there$/),
      ]),
    );
    expect(linksTo['travel-trailer'] ?? []).not.toContainEqual(expect.stringContaining('Travel Trailer Insurance:'));
  });

  it('is refused for a linked page, naming each link; a page no page links to may go', () => {
    expect(openCoveragePage('#/collections/coverage/entries/cyber')).toBe('cyber');
    expect(openCoveragePage('#/collections/pages/entries/about')).toBeUndefined();
    expect(whyNotDeleted('cyber')).toMatch(/^This page cannot be deleted: other pages link \d+ times to it\.\n\n• Pages › About page: /);
    expect(whyNotDeleted('umbrella', { umbrella: [] })).toBeUndefined();
  });

  it("answers Decap's question only, on a linked coverage page", () => {
    const confirm = vi.fn(() => true);
    const alert = vi.fn();
    const page = { confirm, alert, location: { hash: '#/collections/coverage/entries/cyber' } } as unknown as Window;
    guardDeletion(page);
    expect(page.confirm('Are you sure you want to delete this published entry?')).toBe(false);
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('This page cannot be deleted'));
    expect(confirm).not.toHaveBeenCalled();
    expect(page.confirm('Leave the page?')).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Leave the page?');
  });
});

describe('moving a coverage page', () => {
  it('lists the links other pages write as its old address, at the field that moves it', () => {
    const cyber = parse(readFileSync('src/content/coverage/cyber.yaml', 'utf8')) as Record<string, unknown>;
    const uploadUrl = (src: string) => src;
    expect(previewPage(coveragePreview, cyber, { locale: 'en', fileName: 'cyber', uploadUrl }).problems).toEqual([]);
    const moved = previewPage(coveragePreview, { ...cyber, category: 'personal' }, { locale: 'en', fileName: 'cyber', uploadUrl });
    expect(moved.listed).toContainEqual(
      expect.objectContaining({
        where: 'Category',
        message: expect.stringMatching(/^moves the page from \/services\/commercial\/cyber to \/services\/cyber, and (a link leads|\d+ links lead) to \/services\/commercial\/cyber: Coverage pages › Business Insurance: .+ › Link: the card leads there/),
      }),
    );
  });
});
