/**
 * One content file as its page, in one language: read with the build's
 * reader in the browser (./readInBrowser.ts), then drawn by the site's
 * components (./renderPage.tsx). What the office is typing is often
 * unfinished, so a problem the build would stop on is listed, never thrown,
 * and the page is drawn from what could be read; when even that fails, the
 * problems alone are shown.
 */
import { messageAt, placeOf, placeWords, type FieldPlace } from '../../content/model/fieldPlace';
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
  /** The same, as the office reads them: where the field is in the form, and what is wrong. */
  listed: ListedProblem[];
  /** Why the page could not be drawn (an unfinished value a component cannot draw). */
  failure?: string;
}

/** A problem as the preview lists it (src/content/model/fieldPlace.ts). */
export interface ListedProblem {
  place: FieldPlace;
  /** The field as the form shows it: "Sections › Section 2: Text › Heading (Español)". */
  where: string;
  message: string;
}

const listedOf = (page: PreviewedPage, content: unknown, problems: Problem[]): ListedProblem[] =>
  problems.map(({ path, message }) => {
    const place = placeOf(page.model, content, path);
    return { place, where: placeWords(place), message: messageAt(place, message) };
  });

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
  const read = readContent(page.model, content, previewReadContext({ locale, ownPath: englishPath, uploadUrl }));
  const { value } = read;
  const problems = [...read.problems, ...(page.elsewhere?.(content, fileName, englishPath) ?? [])];
  const listed = listedOf(page, content, problems);
  try {
    return { html: renderPageHtml(page.view(withModulesResolved(value, locale), locale), { locale, englishPath }), problems, listed };
  } catch (error) {
    return { problems, listed, failure: error instanceof Error ? error.message : String(error) };
  }
}
