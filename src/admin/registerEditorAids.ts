/**
 * The editor's aids to the office, registered with Decap (./main.ts): the
 * link field that picks a page of the site (./SiteLinkControl.tsx), the
 * icon field that shows the icons (./IconControl.tsx), no
 * deleting a coverage page other pages link to (./guardDeletion.ts), the
 * *Add* menus described and in view (./addMenu.ts), a block removed only
 * once the office confirms it, and Decap's words in glyphs every font has.
 */
import type { ComponentClass, MouseEvent } from 'react';
import type CMS from 'decap-cms-app';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import type { ObjectNode } from '../vocabulary/nodes';
import { blockDescriptions, watchAddMenus } from './addMenu';
import { CONTENT_COLLECTIONS } from './contentCollections';
import { guardDeletion } from './guardDeletion';
import { ICON_WIDGET } from './iconField';
import { IconControl } from './IconControl';
import { SITE_LINK_WIDGET } from './siteLinkField';
import { SiteLinkControl } from './SiteLinkControl';

type Cms = typeof CMS;
type Control = ComponentClass<CmsWidgetControlProps>;

/** The question before a block goes (a section, a card, a button), naming it as its list shows it. */
export function removalQuestion(singular: string, index: number, kind: string | undefined): string {
  return `Remove ${singular} ${index + 1}${kind ? ` (${kind})` : ''} and everything in it?`;
}

/** Every phrase of a Decap locale, its full-width plus (＋, which few fonts have) written as the plain one. */
export const withPlainPlus = <T>(phrases: T): T =>
  JSON.parse(JSON.stringify(phrases).replaceAll('\uff0b', '+').replaceAll('＋', '+')) as T;

export function registerEditorAids(cms: Cms) {
  cms.registerWidget(SITE_LINK_WIDGET, SiteLinkControl as unknown as Control);
  cms.registerWidget(ICON_WIDGET, IconControl as unknown as Control);
  guardDeletion(window);
  watchAddMenus(document, blockDescriptions(Object.values(CONTENT_COLLECTIONS).flatMap((collection): readonly ObjectNode[] => collection.models)));
  const english = cms.getLocale('en');
  if (english) cms.registerLocale('en', withPlainPlus(english));

  // Decap's list, asking before it removes a block (an item of a list of kinds: a section, a card, a button).
  const list = cms.getWidget('list') as unknown as { control: Control; preview: unknown; schema?: unknown };
  class ConfirmingListControl extends list.control {
    /** Decap's removal (a class field of Decap's control, set before this class's own). */
    private readonly removeItem = (this as unknown as { handleRemove: (index: number, event: MouseEvent) => void }).handleRemove;
    handleRemove = (index: number, event: MouseEvent) => {
      const { field, value } = this.props as unknown as { field: { get(key: string): unknown }; value: { get(index: number): { get(key: string): unknown } | undefined } | undefined };
      const types = field.get('types') as { find(test: (type: { get(key: string): unknown }) => boolean): { get(key: string): unknown } | undefined } | undefined;
      if (!types) return this.removeItem(index, event);
      event.preventDefault();
      const kind = value?.get(index)?.get(String(field.get('typeKey') ?? 'type'));
      const label = types.find((type) => type.get('name') === kind)?.get('label');
      if (window.confirm(removalQuestion(String(field.get('label_singular') ?? 'item'), index, label === undefined ? undefined : String(label)))) this.removeItem(index, event);
    };
  }
  cms.registerWidget({ name: 'list', controlComponent: ConfirmingListControl, previewComponent: list.preview, schema: list.schema } as unknown as Parameters<Cms['registerWidget']>[0]);
}
