/**
 * A coverage page another page links to cannot be deleted from the editor:
 * deleting it would leave those links leading nowhere, and the build would
 * stop on them. Decap asks before it deletes an entry with the browser's
 * confirm, in its own words (decap-cms-locales, editor.editor.onDelete…);
 * that one question is answered here: for a coverage page that is linked
 * to, the office is told which pages link to it (virtual:content/editor,
 * linksTo: as of when the editor was opened), and the page stays.
 * Every other confirm is the browser's.
 */
import { linksTo } from 'virtual:content/editor';
import { CONTENT_COLLECTIONS } from './contentCollections';

/** Decap's questions before deleting an entry (its English locale). */
const DELETE_QUESTIONS = [
  'Are you sure you want to delete this published entry?',
  'Are you sure you want to delete this published entry, as well as your unsaved changes from the current session?',
];

/** The coverage page open in the editor, by its file name, from the editor's address (#/collections/coverage/entries/<name>). */
export function openCoveragePage(hash: string): string | undefined {
  return new RegExp(`^#/collections/${CONTENT_COLLECTIONS.coverage.name}/entries/([^/?]+)$`).exec(hash)?.[1];
}

/** What the office is told instead of the question, or undefined when the page may go. */
export function whyNotDeleted(slug: string | undefined, links: Readonly<Record<string, readonly string[]>> = linksTo): string | undefined {
  const from = slug ? links[slug] : undefined;
  if (!from?.length) return undefined;
  return [`This page cannot be deleted: ${from.length === 1 ? 'another page links' : `other pages link ${from.length} times`} to it.`, '', ...from.map((place) => `• ${place}`), '', 'Change or remove those links first (pick another page in each), then delete this page.'].join('\n');
}

export function guardDeletion(window: Window) {
  const confirm = window.confirm.bind(window);
  window.confirm = (question?: string) => {
    const refusal = DELETE_QUESTIONS.includes(question ?? '') ? whyNotDeleted(openCoveragePage(window.location.hash)) : undefined;
    if (!refusal) return confirm(question);
    window.alert(refusal);
    return false;
  };
}
