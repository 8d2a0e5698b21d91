/**
 * Uploads checked when they are chosen (docs/editor.md, "Photos"): the media
 * library takes photos only, of the types the build makes its variants
 * from (src/content/model/uploads.ts), up to 20 MB and 6000
 * pixels on a side, and says what is wrong the moment the file is chosen,
 * naming the field it was chosen for, before anything reaches the
 * repository. Decap's own library takes any file (a PDF was refused only
 * at Publish, as "Photo must be an upload", which it was) and any size.
 *
 * The check sits in front of Decap's upload: the file input's `change`
 * is held at the window, before React hears it, checked (the photo is
 * decoded for its size in pixels), and handed on unchanged when it passes.
 */
import { UPLOAD_TYPE_NAMES, uploadTypeOf } from '../content/model/uploads.ts';

/** The largest photo the office uploads: a camera's original is well under both; the site makes the smaller copies. */
export const UPLOAD_LIMITS = { megabytes: 20, pixels: 6000 } as const;

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

const MEGABYTE = 1024 * 1024;

/** Why the file cannot be uploaded as a photo for `field`, from what the browser says of it; undefined when it may. */
export function fileProblem(file: ChosenFile, field: string): string | undefined {
  const type = uploadTypeOf(file.name);
  if (!type || type !== file.type) {
    return `${field}: “${file.name}” is not a photo the site can show. Choose a ${UPLOAD_TYPE_NAMES} photo.`;
  }
  if (file.size > UPLOAD_LIMITS.megabytes * MEGABYTE) {
    return `${field}: “${file.name}” is ${(file.size / MEGABYTE).toFixed(1)} MB, over the ${UPLOAD_LIMITS.megabytes} MB a photo may be. Save it smaller (the site makes its own smaller copies) and upload it again.`;
  }
  return undefined;
}

/** Why a photo of this size in pixels cannot be uploaded; undefined when it may. */
export function pixelsProblem(size: { width: number; height: number }, file: Pick<ChosenFile, 'name'>, field: string): string | undefined {
  if (Math.max(size.width, size.height) <= UPLOAD_LIMITS.pixels) return undefined;
  return `${field}: “${file.name}” is ${size.width} × ${size.height} pixels, over the ${UPLOAD_LIMITS.pixels} pixels on a side a photo may be. Make it smaller and upload it again.`;
}

/** The photo's size in pixels, or undefined when the browser cannot read it as a picture. */
async function pixelsOf(file: File): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/** Every problem of the chosen file, the cheap checks first. */
export async function uploadProblem(file: File, field: string): Promise<string | undefined> {
  const problem = fileProblem(file, field);
  if (problem) return problem;
  const size = await pixelsOf(file);
  if (!size) return `${field}: “${file.name}” cannot be read as a photo. Choose a ${UPLOAD_TYPE_NAMES} photo.`;
  return pixelsProblem(size, file, field);
}

/** The field the media library was last opened for, as the form labels it (the photo field sets it: ./registerContentWidgets.ts). */
export const chosenFor = { field: 'Photo' };

/**
 * Holds every file chosen in the editor until it is checked: a refused one
 * is said at once (an alert, as Decap says its own refusals in the library)
 * and goes no further; one that passes is handed on to Decap as chosen.
 */
export function checkUploadsWhenChosen(target: Window) {
  const checked = new WeakSet<Event>();
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checked.has(event)) return;
      const file = input.files?.[0];
      if (!file) return;
      event.stopImmediatePropagation();
      void uploadProblem(file, chosenFor.field).then((problem) => {
        if (problem) {
          target.alert(problem);
          input.value = '';
          return;
        }
        const handedOn = new Event('change', { bubbles: true });
        checked.add(handedOn);
        input.dispatchEvent(handedOn);
      });
    },
    true,
  );
}
