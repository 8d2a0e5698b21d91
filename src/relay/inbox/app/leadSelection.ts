/**
 * The leads selected in the list for a bulk action (docs/relay.md, "The
 * office's inbox": bulk actions): a set of ids, of which only those still
 * shown count, whatever was selected before a live refresh or a filter
 * changed what is shown. "Select all shown" selects every lead shown, or,
 * when they all are already, none.
 */

export type Selection = ReadonlySet<string>;

/** The selection with `id` in or out. */
export function toggled(selection: Selection, id: string, selected: boolean): Selection {
  const next = new Set(selection);
  if (selected) next.add(id);
  else next.delete(id);
  return next;
}

/** The ids shown that are selected, in the list's order. */
export const selectedShown = (selection: Selection, shown: readonly { id: string }[]) => shown.filter((lead) => selection.has(lead.id)).map((lead) => lead.id);

/** What "Select all shown" reads: `all` when every lead shown is selected, `some`, or `none`. */
export function allShownState(selection: Selection, shown: readonly { id: string }[]): 'all' | 'some' | 'none' {
  const count = selectedShown(selection, shown).length;
  return count === 0 ? 'none' : count === shown.length ? 'all' : 'some';
}

/** "Select all shown" pressed: every lead shown, or none when they all were. */
export const allShownToggled = (selection: Selection, shown: readonly { id: string }[]): Selection =>
  allShownState(selection, shown) === 'all' ? new Set() : new Set(shown.map((lead) => lead.id));
