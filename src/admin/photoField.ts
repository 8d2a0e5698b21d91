/**
 * The content files' photo field: Decap's image field (upload into the media
 * folder, pick an earlier upload, or paste an address), refusing what the
 * build refuses (src/content/model/read.ts): an upload, as the media folder
 * serves it (/images/uploads/<file> of a type src/content/model/uploads.ts
 * lists), or a photo on the
 * stock-photo host. Decap's own `pattern` would test the file name alone
 * (the image field validates its value's last part), which cannot tell the
 * host, hence this check of the whole value.
 */
import { VALUE_RULES } from '../content/model/read.ts';

/** The widget's name in the editor's configuration (src/buildSteps/cms/contentFields.ts). */
export const PHOTO_WIDGET = 'photo';

export type PhotoFieldCheck = true | { error: { type: 'CUSTOM'; message: string } };

/** An empty value is Decap's to refuse (`required`); a value is an upload or on `photoOrigin`. */
export function checkPhotoSource(value: unknown, field: { label: string; photoOrigin: string }): PhotoFieldCheck {
  if (typeof value !== 'string' || value.trim() === '') return true;
  if (VALUE_RULES.upload.pattern.test(value) || value.startsWith(`${field.photoOrigin}/`)) return true;
  return { error: { type: 'CUSTOM', message: `${field.label} must be ${VALUE_RULES.upload.words} or a photo on ${field.photoOrigin}.` } };
}

interface ImmutableLike {
  toJS(): unknown;
}

/**
 * The address of the draft's own copy of an upload (a `blob:` address), when
 * `path` names a file uploaded in this draft and not yet published: Decap
 * keeps those on the entry (`mediaFiles`, each marked `draft`).
 */
export function draftUploadUrl(entry: unknown, path: string): string | undefined {
  if (!VALUE_RULES.upload.pattern.test(path) || !entry || typeof (entry as { get?: unknown }).get !== 'function') return undefined;
  const files = (entry as { get(key: string): ImmutableLike | undefined }).get('mediaFiles')?.toJS();
  if (!Array.isArray(files)) return undefined;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const upload = (files as { name?: string; url?: string; draft?: boolean }[]).find((file) => file.draft && file.name === name && file.url);
  return upload?.url;
}
