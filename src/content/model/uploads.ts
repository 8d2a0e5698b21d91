/**
 * The photos the office may upload, by type: one list that the content
 * model's photo rule (./read.ts), the build's check of the media folder
 * (src/buildSteps/content/photos.ts) and the editor's check of a chosen file
 * (src/admin/uploadCheck.ts) all read, with every word they say of it
 * (docs/content.md, "Photos").
 */

/** Where uploads are served from (the editor's media folder, src/public/images/uploads). */
export const UPLOADS_PATH = '/images/uploads/';

/** Each type the site makes its variants from: its name as the office knows it, and the endings its file name may have. */
export const UPLOAD_TYPES = {
  'image/jpeg': { name: 'JPEG', endings: ['jpg', 'jpeg'] },
  'image/png': { name: 'PNG', endings: ['png'] },
  'image/webp': { name: 'WebP', endings: ['webp'] },
  'image/avif': { name: 'AVIF', endings: ['avif'] },
} as const satisfies Record<string, { name: string; endings: readonly string[] }>;

export type UploadType = keyof typeof UPLOAD_TYPES;

/** Every ending an upload's name may have, in the list's order (`jpg`, `jpeg`, …). */
export const UPLOAD_ENDINGS: readonly string[] = Object.values(UPLOAD_TYPES).flatMap((type) => type.endings);

const eitherOf = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** The types' names as a sentence says them: "JPEG, PNG, WebP or AVIF". */
export const UPLOAD_TYPE_NAMES = eitherOf(Object.values(UPLOAD_TYPES).map((type) => type.name));

/** An upload's address: a file of the media folder named with letters, digits, ".", "-" and "_", with one of the endings. */
export const UPLOAD = new RegExp(`^${UPLOADS_PATH.replace(/\//g, '\\/')}[\\w.-]+\\.(${UPLOAD_ENDINGS.join('|')})$`, 'i');

/** The endings as a sentence says them: ".jpg, .jpeg, .png, .webp or .avif". */
export const UPLOAD_ENDINGS_NAMED = eitherOf(UPLOAD_ENDINGS.map((ending) => `.${ending}`));

/** The type a file's name says it is, by its ending (any case); undefined for an ending no upload has. */
export const uploadTypeOf = (fileName: string): UploadType | undefined => {
  const ending = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (Object.keys(UPLOAD_TYPES) as UploadType[]).find((type) => (UPLOAD_TYPES[type].endings as readonly string[]).includes(ending ?? ''));
};
