/**
 * The content files' photo field: Decap's image field (upload into the media
 * folder, pick an earlier upload, or paste an address), refusing what the
 * build refuses (src/content/model/read.ts): an upload, as the media folder
 * serves it (/images/uploads/<file>.jpg, .png, .webp), or a photo on the
 * stock-photo host. Decap's own `pattern` would test the file name alone
 * (the image field validates its value's last part), which cannot tell the
 * host, hence this check of the whole value.
 */
import { VALUE_RULES } from '../content/model/read.ts';

/** The widget's name in the editor's configuration (src/build/cms/contentFields.ts). */
export const PHOTO_WIDGET = 'photo';

export type PhotoFieldCheck = true | { error: { type: 'CUSTOM'; message: string } };

/** An empty value is Decap's to refuse (`required`); a value is an upload or on `photoOrigin`. */
export function checkPhotoSource(value: unknown, field: { label: string; photoOrigin: string }): PhotoFieldCheck {
  if (typeof value !== 'string' || value.trim() === '') return true;
  if (VALUE_RULES.upload.pattern.test(value) || value.startsWith(`${field.photoOrigin}/`)) return true;
  return { error: { type: 'CUSTOM', message: `${field.label} must be ${VALUE_RULES.upload.words} or a photo on ${field.photoOrigin}.` } };
}
