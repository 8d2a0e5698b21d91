/**
 * The content editor at /admin/ (Decap CMS): its own entry, built apart from
 * the site (src/buildSteps/cms/admin.vite.config.ts), so none of it reaches the
 * site's pages. The configuration comes from the build as data
 * (src/buildSteps/cms/cmsConfigModule.ts): the collections follow the schemas the build
 * checks, and `npm run cms` adds the local backend; opened in the office
 * (/office/pages/) it publishes through the office's gateway (./officeBackend.ts)
 * and shows the office's recent changes with their undo (./officeHistory.ts)
 * and, when its session has ended, why nothing was saved (./signedOutNotice.ts).
 */
import type { ComponentClass, ComponentType } from 'react';
import CMS from './decap';
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import config from 'virtual:cms-config';
import previewStylesheet from 'virtual:cms-preview-styles';
import { ARTICLE_MARKDOWN_FORMAT, articleMarkdown } from './articleMarkdown';
import { collectionOrder, CONTENT_COLLECTIONS, FIXED_PAGES } from './contentCollections';
import { contentYaml } from './contentYaml';
import { AGENCY_JSON_FORMAT, jsonInFieldOrder } from './jsonInFieldOrder';
import { checkPhoneField, PHONE_WIDGET } from './phoneField';
import { pagePreviewTemplate } from './preview/PagePreview';
import { coveragePreview, fixedPagePreview } from './preview/previewedPages';
import { registerContentWidgets } from './registerContentWidgets';
import { checkUploadsWhenChosen } from './uploadCheck';
import { openEntriesFresh } from './openEntryFresh';
import { registerEditorAids } from './registerEditorAids';
import { editorConfigAt } from './officeBackend';
import { showSiteBuilds } from './siteBuildNotice';
import { EDITOR_PAGE_PATH } from '../relay/browser.ts';
import { showOfficeHistory } from './officeHistory';
import { watchSignedOut } from './signedOutNotice';

const factsFile = config.collections.find((collection) => collection.format === AGENCY_JSON_FORMAT)?.files?.[0];
if (!factsFile) throw new Error(`content editor: no collection in the ${AGENCY_JSON_FORMAT} format`);
CMS.registerCustomFormat(AGENCY_JSON_FORMAT, 'json', jsonInFieldOrder(factsFile.fields));
const articles = config.collections.find((collection) => collection.format === ARTICLE_MARKDOWN_FORMAT);
if (!articles?.fields) throw new Error(`content editor: no collection in the ${ARTICLE_MARKDOWN_FORMAT} format`);
// The articles: frontmatter one line per value, in the fields' order (./articleMarkdown.ts).
CMS.registerCustomFormat(ARTICLE_MARKDOWN_FORMAT, 'md', articleMarkdown(articles.fields));
// The content files: YAML as the repository keeps it, keys in the model's order (./contentYaml.ts).
for (const collection of Object.values(CONTENT_COLLECTIONS)) CMS.registerCustomFormat(collection.format, 'yaml', contentYaml(collectionOrder(collection)));

// The phone field: the text field, refusing a number the build would refuse (src/admin/phoneField.ts).
const textField = CMS.getWidget('string');
if (!textField || typeof textField.control === 'string') throw new Error('content editor: no text field to build the phone field on');
// Decap's types describe a widget's control by its props; it is the component.
const TextControl = textField.control as unknown as ComponentClass<CmsWidgetControlProps>;
class PhoneControl extends TextControl {
  // Decap calls the control's isValid with the field's own checks (required, pattern).
  isValid = () => {
    const field = this.props.field;
    return checkPhoneField(this.props.value, { label: String(field.get('label')), pattern: field.get('pattern').toJS() as [string, string] });
  };
}
CMS.registerWidget(PHONE_WIDGET, PhoneControl, textField.preview as unknown as ComponentType<CmsWidgetPreviewProps>);

registerContentWidgets(CMS);
// A file chosen in the media library is checked before Decap takes it (./uploadCheck.ts).
checkUploadsWhenChosen(window);
registerEditorAids(CMS);

// The preview is the page: the site's components and stylesheet, in the language being written (./preview/).
CMS.registerPreviewStyle(previewStylesheet, { raw: true });
// A folder collection's template goes by the collection's name, a file's by the file's name.
CMS.registerPreviewTemplate(CONTENT_COLLECTIONS.coverage.name, pagePreviewTemplate(coveragePreview));
for (const page of FIXED_PAGES) CMS.registerPreviewTemplate(page, pagePreviewTemplate(fixedPagePreview(page)));

// An entry reached by the address bar, a bookmark or Back straight from another shows that entry (./openEntryFresh.ts).
openEntriesFresh();
// Opened as the office's Pages (/office/pages/): a notice says when each Publish is live on the site (./siteBuildNotice.ts).
if (window.location.pathname.startsWith(EDITOR_PAGE_PATH)) showSiteBuilds(CMS, document);
// There, a session ended (signed out, removed) is said in the office's words when a Publish is refused (./signedOutNotice.ts).
if (window.location.pathname.startsWith(EDITOR_PAGE_PATH)) watchSignedOut(window);
// There, the office's gateway instead of the Git host (./officeBackend.ts).
CMS.init({ config: editorConfigAt(config, window.location.pathname) });
// There, the office's recent changes and their undo beside the editor (./officeHistory.ts).
showOfficeHistory(window);
