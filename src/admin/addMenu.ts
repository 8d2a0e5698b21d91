/**
 * Decap's *Add* menu of a list of blocks (*Add section*, *Add card*…), as
 * the office needs it: a line under each kind saying what it shows (the
 * model's words, `block(label, fields, description)` in
 * src/content/model/), and the whole menu in the window when it opens,
 * where Decap opens it below the last field, cut at the form's edges.
 *
 * Decap's menu is its own (a list of `role="menuitem"` items naming each
 * kind by its label) and has no place for a description, so the lines are
 * added to its items as they appear, and read as each item's description.
 */
import type { BlocksNode, ContentNode, ObjectNode } from '../vocabulary/nodes';

/** Each kind's line, by the label the menu shows: every list of blocks of the models. */
export function blockDescriptions(models: readonly ObjectNode[]): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: ContentNode) => {
    if (node.type === 'object') Object.values(node.fields).forEach(walk);
    else if (node.type === 'list') walk(node.item);
    else if (node.type === 'mapped') walk(node.inner);
    else if (node.type === 'blocks')
      for (const type of Object.values((node as BlocksNode).types)) {
        if (type.description && !found.has(type.label)) found.set(type.label, type.description);
        Object.values(type.fields).forEach(walk);
      }
  };
  models.forEach(walk);
  return found;
}

const DESCRIBED = 'data-kind-description';

/** Adds its line under each kind of an open menu, read as the item's description. */
export function describeMenu(menu: Element, descriptions: ReadonlyMap<string, string>) {
  menu.querySelectorAll('[role="menuitem"]').forEach((item, index) => {
    const description = descriptions.get(item.textContent?.trim() ?? '');
    if (!description || item.querySelector(`[${DESCRIBED}]`)) return;
    const line = item.ownerDocument.createElement('small');
    line.id = `kind-description-${index}-${Math.random().toString(36).slice(2, 8)}`;
    line.setAttribute(DESCRIBED, '');
    // The item's name stays the kind's label; the line is its description.
    line.setAttribute('aria-hidden', 'true');
    line.textContent = description;
    Object.assign(line.style, { display: 'block', maxWidth: '24rem', whiteSpace: 'normal', fontSize: '0.8125rem', lineHeight: '1.35', color: '#5d626f', marginTop: '0.125rem' });
    item.setAttribute('aria-describedby', line.id);
    // Decap lays an item's words out in a row; the line goes under the kind's name.
    Object.assign((item as HTMLElement).style, { flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center' });
    item.append(line);
  });
}

/** Room kept between the menu and the window's edges, in pixels. */
const MARGIN = 8;

/**
 * Places an open menu in the window, fully in view: under its button where
 * it fits, else above it, never wider or taller than the window. Decap
 * places it under its button inside the form, whose edges cut it.
 */
export function placeMenu(menu: Element) {
  const list = (menu.querySelector('ul') ?? menu) as HTMLElement;
  const button = menu.parentElement?.closest('div')?.parentElement?.querySelector('[aria-haspopup="true"]') ?? menu.parentElement;
  if (!button) return;
  const view = menu.ownerDocument.defaultView!;
  const anchor = button.getBoundingClientRect();
  const width = Math.min(list.scrollWidth, 28 * 16, view.innerWidth - 2 * MARGIN);
  // Decap's list is at least as wide as its button's box (min-width: 100%), which a fixed box takes as the window's.
  Object.assign(list.style, { position: 'fixed', width: `${width}px`, minWidth: '0', maxHeight: `${view.innerHeight - 2 * MARGIN}px`, overflowY: 'auto', zIndex: '1000' });
  const height = list.getBoundingClientRect().height;
  const below = anchor.bottom + 4;
  const top = below + height <= view.innerHeight - MARGIN ? below : Math.max(MARGIN, anchor.top - 4 - height);
  const left = Math.min(Math.max(MARGIN, anchor.right - width), view.innerWidth - MARGIN - width);
  Object.assign(list.style, { top: `${top}px`, left: `${left}px`, right: 'auto', bottom: 'auto' });
}

/** Watches the editor's page for Decap's menus: each is described and placed fully in view as it opens. */
export function watchAddMenus(document: Document, descriptions: ReadonlyMap<string, string>) {
  const opened = (menu: Element) => {
    describeMenu(menu, descriptions);
    placeMenu(menu);
  };
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        const menu = node.closest('[role="menu"]');
        const menus = menu ? [menu] : [...node.querySelectorAll('[role="menu"]')];
        menus.forEach(opened);
      }
  }).observe(document.body, { childList: true, subtree: true });
}
