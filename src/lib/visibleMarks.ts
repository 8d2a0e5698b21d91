/**
 * A visitor's text as the office reads it (docs/forms.md, "The lead relay":
 * visible marks): every character that is invisible or changes how the
 * characters around it are shown is replaced by a mark naming it, such as
 * `[U+202E]`, so that a file name ending "\u202Egnp.exe" reads as what it is
 * and not as "exe.png". The same one function marks the inbox (list and
 * lead), the office's e-mail and the CSV export.
 *
 * Marked: the C0 controls but the tab and the line breaks a textarea has,
 * DEL and the C1 controls; the zero-width and direction marks U+200B-U+200F;
 * the line and paragraph separators U+2028-U+2029; the embeddings and
 * overrides U+202A-U+202E; the invisible operators U+2060-U+2064; the
 * isolates U+2066-U+2069; the Arabic letter mark U+061C; the byte order mark
 * U+FEFF. A mark itself is plain ASCII: marking twice changes nothing.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is what this module is for
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** The same, and the tab and line breaks too: for text that must stay on one line (a field's name, a label). */
// eslint-disable-next-line no-control-regex -- as above
const INVISIBLE_OR_BREAK = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

const markOf = (character: string) => `[U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}]`;

/**
 * `text` with each invisible or direction-changing character shown as a
 * mark; `oneLine` marks the tab and line breaks too (a name or a label,
 * where a line break would start a line of its own).
 */
export function visibleMarks(text: string, { oneLine = false }: { oneLine?: boolean } = {}): string {
  return text.replace(oneLine ? INVISIBLE_OR_BREAK : INVISIBLE, markOf);
}
