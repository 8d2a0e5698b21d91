/**
 * One content file as its page, in one language: read with the build's
 * reader in the browser (./readInBrowser.ts), then drawn by the site's
 * components (./renderPage.tsx). What the office is typing is often
 * unfinished, so a problem the build would stop on is listed, never thrown,
 * and the page is drawn from what could be read; when even that fails, the
 * problems alone are shown.
 */
import { readContent, type Problem } from '../../content/model/read';
import type { Locale } from '../../i18n/locale';
import { FILE_NAME_FIELD } from '../fileNameField';
import type { PreviewedPage } from './previewedPages';
import { articleListsLoaded, previewReadContext, withModulesResolved } from './readInBrowser';
import { renderPageHtml, sitePartsLoaded } from './renderPage';

/** Resolves once the preview can draw any page without waiting: the site's parts and the article lists. */
export const previewReady: Promise<void> = Promise.all([sitePartsLoaded, articleListsLoaded]).then(() => undefined);

export interface PagePreviewResult {
  /** The page as HTML, unless drawing it failed. */
  html?: string;
  /** What the build would stop on, with the field's path (`sections[1].title.es`). */
  problems: Problem[];
  /** Why the page could not be drawn (an unfinished value a component cannot draw). */
  failure?: string;
}

export interface PagePreviewOptions {
  locale: Locale;
  /** The file's name: the entry's, or a new page's address field. */
  fileName: string | undefined;
  uploadUrl: (src: string) => string;
}

export function previewPage(page: PreviewedPage, data: Record<string, unknown>, { locale, fileName, uploadUrl }: PagePreviewOptions): PagePreviewResult {
  // The address field is the editor's, not the file's (src/admin/fileNameField.ts).
  const { [FILE_NAME_FIELD]: _fileName, ...content } = data;
  const englishPath = page.path(content, fileName);
  const { value, problems } = readContent(page.model, content, previewReadContext({ locale, ownPath: englishPath, uploadUrl }));
  try {
    return { html: renderPageHtml(page.view(withModulesResolved(value, locale), locale), { locale, englishPath }), problems };
  } catch (error) {
    return { problems, failure: error instanceof Error ? error.message : String(error) };
  }
}
