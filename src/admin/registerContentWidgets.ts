/**
 * The content files' own fields, registered with Decap (./main.ts): the
 * side-by-side text, a new page's address, the photo, the group of fields
 * that may be left out whole, the list of single values, and the articles' body and texts
 * (./articleTextField.ts). Each is a Decap control, or Decap's own
 * control with the build's check added, as the phone field is.
 */
import { createElement, useCallback, type ComponentClass, type ComponentType, type ReactNode } from 'react';
import type CMS from 'decap-cms-app';
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import { ARTICLE_WIDGETS, checkArticleBody, checkArticleText } from './articleTextField';
import { isEmptied } from './contentOrder';
import { editorFacts } from './editorFacts';
import { FILE_NAME_WIDGET } from './fileNameField';
import { FileNameControl } from './FileNameControl';
import { OPTIONAL_OBJECT_WIDGET } from './optionalObject';
import { checkPhotoSource, draftUploadUrl, PHOTO_WIDGET } from './photoField';
import { isSitePathIn, sitePages } from './sitePages';
import { TRANSLATION_WIDGET } from './translationField';
import { TranslationControl } from './TranslationControl';
import { chosenFor } from './uploadCheck';
import { itemValue, VALUE_LIST_WIDGET } from './valueList';

type Cms = typeof CMS;
type Control = ComponentClass<CmsWidgetControlProps>;
type Preview = ComponentType<CmsWidgetPreviewProps>;
/** What Decap hands the photo field besides the typed props: the entry being edited, and how to find a photo by its address. */
type PhotoFieldProps = CmsWidgetControlProps & { entry?: unknown; getAsset: (path: string, field: unknown) => unknown };

/** Decap's own widget, its control as the class it is (Decap's types describe a control by its props). */
function decapWidget(cms: Cms, name: string): { control: Control; preview: Preview; schema?: unknown } {
  const widget = cms.getWidget(name);
  if (!widget || typeof widget.control === 'string') throw new Error(`content editor: no ${name} field to build on`);
  return { control: widget.control as unknown as Control, preview: widget.preview as unknown as Preview, schema: (widget as { schema?: unknown }).schema };
}

const plain = (value: unknown) => (value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value);

export function registerContentWidgets(cms: Cms) {
  // The words in both languages, one `{ en, es }` value; the preview reads it whole (allowMapValue).
  cms.registerWidget({ name: TRANSLATION_WIDGET, controlComponent: TranslationControl, allowMapValue: true } as unknown as Parameters<Cms['registerWidget']>[0]);
  cms.registerWidget(FILE_NAME_WIDGET, FileNameControl as unknown as Control);

  const image = decapWidget(cms, 'image');
  class PhotoControl extends image.control {
    /** Decap's opening of the media library (a class field of Decap's control, set before this class's own). */
    private readonly openLibrary = (this as unknown as { handleChange: (event: unknown) => unknown }).handleChange;
    // The library's uploads are checked for this field, and say so by its label (./uploadCheck.ts).
    handleChange = (event: unknown) => {
      chosenFor.field = String(this.props.field.get('label'));
      return this.openLibrary(event);
    };
    // Decap calls the control's isValid besides its own checks (required).
    isValid = () => {
      const field = this.props.field;
      return checkPhotoSource(this.props.value, { label: String(field.get('label')), photoOrigin: String(field.get('photo_origin')) });
    };
  }
  /**
   * Its thumbnail of a photo uploaded in this draft: the draft's own copy of
   * the file. Decap's image field looks the upload up at its address in the
   * repository, where it is not until the entry is published, and showed a
   * broken picture (decaporg/decap-cms#7587); the preview already showed the
   * draft's copy.
   */
  function PhotoField(props: PhotoFieldProps) {
    const { entry, getAsset } = props;
    const draftFirst = useCallback((path: string, field: unknown) => draftUploadUrl(entry, path) ?? getAsset(path, field), [entry, getAsset]);
    return createElement(PhotoControl as unknown as ComponentType<PhotoFieldProps>, { ...props, getAsset: draftFirst });
  }
  cms.registerWidget(PHOTO_WIDGET, PhotoField as unknown as Control, image.preview);

  const object = decapWidget(cms, 'object');
  class OptionalObjectControl extends object.control {
    /** Decap's check of the group's fields (a class field of Decap's control, set before this class's own). */
    private readonly validateFields = (this as unknown as { validate: () => void }).validate;
    // Checked once one field is filled: all of the group, or none of it (./optionalObject.ts).
    validate = () => {
      if (!isEmptied(plain(this.props.value))) this.validateFields();
    };
  }
  cms.registerWidget(OPTIONAL_OBJECT_WIDGET, OptionalObjectControl, object.preview);

  const list = decapWidget(cms, 'list');
  class ValueListControl extends list.control {
    /** Decap's drawing of one item (a class field of Decap's control, set before this class's own). */
    private readonly renderDecapItem = (this as unknown as { renderItem: (item: unknown, index: number) => ReactNode }).renderItem;
    // Each item handed on as its field reads it: a `{ en, es }` read from the file whole, not looked up by name (./valueList.ts).
    renderItem = (item: unknown, index: number) => this.renderDecapItem(itemValue(item), index);
  }
  // With the list's schema: Decap checks the field's options (field, min, max, summary) against it.
  cms.registerWidget({ name: VALUE_LIST_WIDGET, controlComponent: ValueListControl, previewComponent: list.preview, schema: list.schema } as unknown as Parameters<Cms['registerWidget']>[0]);

  // The articles: the body a plain box of Markdown kept as written, shown by Decap's Markdown preview; the texts Decap's own; each checked by the build's rule.
  const [line, paragraph, markdown] = [decapWidget(cms, 'string'), decapWidget(cms, 'text'), decapWidget(cms, 'markdown')];
  const sitePaths = new Set(sitePages.map((page) => page.path));
  const isSitePath = (path: string) => isSitePathIn(sitePaths, path);
  const checked = (base: Control, check: typeof checkArticleText) =>
    class extends base {
      // Decap calls the control's isValid besides its own checks (required, pattern); an i18n field's control is handed its pane's locale.
      isValid = () => check(this.props.value, { label: String(this.props.field.get('label')), locale: (this.props as { locale?: unknown }).locale, isSitePath, facts: editorFacts });
    };
  cms.registerWidget(ARTICLE_WIDGETS.body, checked(paragraph.control, checkArticleBody), markdown.preview);
  cms.registerWidget(ARTICLE_WIDGETS.paragraph, checked(paragraph.control, checkArticleText), paragraph.preview);
  cms.registerWidget(ARTICLE_WIDGETS.line, checked(line.control, checkArticleText), line.preview);
}
