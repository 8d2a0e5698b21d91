/**
 * The editor's aids to the office, registered with Decap (./main.ts): the
 * link field that picks a page of the site (./SiteLinkControl.tsx), and no
 * deleting a coverage page other pages link to (./guardDeletion.ts).
 */
import type { ComponentClass } from 'react';
import type CMS from 'decap-cms-app';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { guardDeletion } from './guardDeletion';
import { SITE_LINK_WIDGET } from './siteLinkField';
import { SiteLinkControl } from './SiteLinkControl';

type Cms = typeof CMS;

export function registerEditorAids(cms: Cms) {
  cms.registerWidget(SITE_LINK_WIDGET, SiteLinkControl as unknown as ComponentClass<CmsWidgetControlProps>);
  guardDeletion(window);
}
