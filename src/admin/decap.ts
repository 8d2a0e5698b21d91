/**
 * Decap CMS with only what the editor uses (docs/editor.md, "For
 * developers"): decap-cms-app registers every backend, widget and locale
 * Decap has; this registers the GitHub backend (src/config/cmsBackend.ts),
 * the local backend's proxy (`npm run cms`), the widgets the collections
 * name, and the English words.
 */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import DecapCmsWidgetBoolean from 'decap-cms-widget-boolean';
import DecapCmsWidgetDatetime from 'decap-cms-widget-datetime';
import DecapCmsWidgetImage from 'decap-cms-widget-image';
import DecapCmsWidgetList from 'decap-cms-widget-list';
import DecapCmsWidgetMarkdown from 'decap-cms-widget-markdown';
import DecapCmsWidgetNumber from 'decap-cms-widget-number';
import DecapCmsWidgetObject from 'decap-cms-widget-object';
import DecapCmsWidgetSelect from 'decap-cms-widget-select';
import DecapCmsWidgetString from 'decap-cms-widget-string';
import DecapCmsWidgetText from 'decap-cms-widget-text';
import { en } from 'decap-cms-locales';

CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('proxy', ProxyBackend);
const widgets = [
  DecapCmsWidgetString,
  DecapCmsWidgetNumber,
  DecapCmsWidgetText,
  DecapCmsWidgetImage,
  DecapCmsWidgetSelect,
  DecapCmsWidgetMarkdown,
  DecapCmsWidgetList,
  DecapCmsWidgetObject,
  DecapCmsWidgetBoolean,
  DecapCmsWidgetDatetime,
];
for (const widget of widgets) CMS.registerWidget(widget.Widget());
CMS.registerLocale('en', en);

export default CMS;
