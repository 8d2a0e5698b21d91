/**
 * An entry reached straight from another one shows that entry
 * (docs/editor.md, "For developers"). Decap draws the editor of
 * `/collections/<name>/entries/<slug>` and `/collections/<name>/new` in one
 * component that loads its entry when it mounts, and React keeps it mounted
 * when the address changes from one entry to another: by the address bar, a
 * bookmark or Back, the form kept the last entry (Auto Insurance's hero in
 * the home page's form; an object shown as `Map { "en": … }` in the agency
 * name), and a Publish would have written it into the other file. Decap
 * itself only moves between entries by its lists, which unmount the editor.
 *
 * So a move the browser makes (history's POP) from one entry's editor to
 * another's unmounts the form first: the address goes to a path no route of
 * Decap's draws but its "not found" page (which loads nothing), then to the
 * entry, whose editor mounts and loads it; both drawn in one task, so the
 * page between is never painted. (Through the collection's list, as Decap's
 * own moves go, the list's loading of its entries raced the entry's: the
 * form's toolbar met no entry and the editor stopped.) Both steps replace
 * the address, so the browser's history keeps one place per move. Decap's
 * own moves (PUSH, REPLACE: a new entry saved, a duplicate) are left as
 * they are: they carry their draft on purpose.
 */
import { flushSync } from 'react-dom';
import { history } from 'decap-cms-core/dist/esm/routing/history.js';

/** The collection of an entry's editor, new or saved; undefined elsewhere. */
export function editorCollection(pathname: string): string | undefined {
  return /^\/collections\/([^/]+)\/(?:entries\/.+|new)$/.exec(pathname)?.[1];
}

/** Whether moving from `from` to `to` by the browser leaves an entry's editor mounted on another entry. */
export const keepsStaleEditor = (from: string, to: string): boolean => from !== to && editorCollection(from) !== undefined && editorCollection(to) !== undefined;

/** A path no route of Decap's draws but its "not found" page. */
const BETWEEN_ENTRIES = '/opening-entry';

export function openEntriesFresh() {
  let shown = history.location.pathname;
  history.listen((location, action) => {
    const from = shown;
    shown = location.pathname;
    if (action !== 'POP' || !keepsStaleEditor(from, location.pathname)) return;
    // After the listeners of this move (Decap's editor lets go of the old entry in one), not inside them.
    setTimeout(() => {
      // Each step drawn before the next: the page between unmounts the old entry's editor.
      flushSync(() => history.replace(BETWEEN_ENTRIES));
      flushSync(() => history.replace(location));
    });
  });
}
