/**
 * Photos the office uploads (the editor's media folder,
 * src/public/images/uploads/, served at /images/uploads/), made fit for the
 * web at build time with sharp (docs/content.md, "Photos"): AVIF and WebP at
 * several widths for `srcset`, a JPEG (or, for a PNG with transparency, a
 * PNG) fallback at the same widths, and the original's size for `width` and
 * `height`. The original stays in the repository as uploaded; the variants
 * are build output, named after the original's content, and kept in a cache
 * (node_modules/.cache/site-photos/) so a build makes each one once.
 *
 * Nothing in the media folder is published as it is (docs/deploy.md, "What
 * each host serves"): every file there must be a JPEG, PNG, WebP or AVIF
 * image sharp reads, of at most MAX_PHOTO_PIXELS, or the build stops naming
 * it; dist/ gets the variants, and the original re-encoded only where a page
 * names the upload's own address (an article's photo: og:image, JSON-LD).
 * Every file written is re-encoded, so none carries the upload's metadata
 * (EXIF, a GPS position among it).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import sharp from 'sharp';
import type { PhotoData } from '../../vocabulary/nodes.ts';
import { UPLOAD, UPLOAD_ENDINGS_NAMED, UPLOAD_TYPE_NAMES, uploadTypeOf, UPLOADS_PATH } from '../../content/model/uploads.ts';

/** Widths made for every upload (those wider than the original are left out; the original's own width is always made). */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600, 2000] as const;

const FORMATS = {
  avif: { type: 'image/avif', encode: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 4 }) },
  webp: { type: 'image/webp', encode: (image: sharp.Sharp) => image.webp({ quality: 72 }) },
  jpg: { type: 'image/jpeg', encode: (image: sharp.Sharp) => image.jpeg({ quality: 76, mozjpeg: true }) },
  png: { type: 'image/png', encode: (image: sharp.Sharp) => image.png({ compressionLevel: 9, palette: true }) },
} as const;

type Format = keyof typeof FORMATS;

/**
 * The largest photo the build takes, in pixels (width × height): 100
 * megapixels, more than any camera the office would use makes, and a bound
 * on what decoding one upload costs (sharp holds the pixels in memory).
 */
export const MAX_PHOTO_PIXELS = 100_000_000;

/** What sharp must find in an upload (its format names; AVIF is HEIF compressed with AV1); nothing else is taken. */
const TAKEN_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const TAKEN = `a ${UPLOAD_TYPE_NAMES} image`;
/** The file names the media folder may hold besides photos: Git's placeholder for an empty folder. */
const HOUSEKEEPING = new Set(['.gitkeep']);

/** The format an upload's re-encoded original is written in, by its name's ending (the type a host serves it with). */
const formatOfName = (name: string): Format => {
  const type = uploadTypeOf(name);
  return (Object.keys(FORMATS) as Format[]).find((format) => FORMATS[format].type === type)!;
};

const decode = (input: Buffer) => sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS });

/** Where the variants are served from; a path of their own so no upload's name can clash with them. */
export const VARIANTS_PATH = `${UPLOADS_PATH}_/`;

const cacheDir = resolve(import.meta.dirname, '../../../node_modules/.cache/site-photos');

export interface PhotoVariant {
  /** The variant's URL path (/images/uploads/_/<name>-<width>.<hash>.<ext>). */
  path: string;
  /** Where the built variant is (in the cache). */
  file: string;
}

export interface Photos {
  /** An upload's size and variants, by its address as the content names it. */
  get: (src: string) => Omit<PhotoData, 'alt'> | undefined;
  /** Why the upload at an address cannot be used ("is not …"), or undefined. */
  problem: (src: string) => string | undefined;
  /** Every file of the media folder the site does not take, by its file name, with why. */
  rejected: ReadonlyMap<string, string>;
  /** Every variant made (and re-encoded original), for the build to write and the development server to serve. */
  variants: PhotoVariant[];
}

/** Every upload address a content tree names. */
function uploadsNamed(tree: unknown, found = new Set<string>()): Set<string> {
  if (typeof tree === 'string') {
    if (UPLOAD.test(tree)) found.add(tree);
  } else if (Array.isArray(tree)) tree.forEach((item) => uploadsNamed(item, found));
  else if (tree && typeof tree === 'object') Object.values(tree).forEach((value) => uploadsNamed(value, found));
  return found;
}

async function variant(original: Buffer, hash: string, name: string, width: number, format: Format): Promise<PhotoVariant> {
  const fileName = `${name}-${width}.${hash}.${format}`;
  const file = join(cacheDir, fileName);
  if (!existsSync(file)) {
    const resized = decode(original).rotate().resize({ width, withoutEnlargement: true });
    writeFileSync(file, await FORMATS[format].encode(resized).toBuffer());
  }
  return { path: `${VARIANTS_PATH}${fileName}`, file };
}

/**
 * The original at its own address, re-encoded in its extension's format at
 * its full size, upright, with none of its metadata.
 */
async function reencoded(original: Buffer, hash: string, src: string): Promise<PhotoVariant> {
  const format = formatOfName(src);
  const file = join(cacheDir, `${basename(src, extname(src))}.${hash}.original.${format}`);
  if (!existsSync(file)) writeFileSync(file, await FORMATS[format].encode(decode(original).rotate()).toBuffer());
  return { path: src, file };
}

/** What the build reads of a photo it takes before decoding it. */
interface Header {
  width: number;
  height: number;
  format: string;
  hasAlpha: boolean;
  orientation: number;
}

/** Why a file of the media folder is no photo the site takes, or its header when it is one. */
async function check(file: string): Promise<{ problem: string } | Header> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { problem: `is not ${TAKEN} (sharp finds no image in it: ${(error as Error).message})` };
  }
  if (!TAKEN_FORMATS.has(meta.format) || (meta.format === 'heif' && meta.compression !== 'av1')) {
    return { problem: `is not ${TAKEN} (it is ${meta.format === 'heif' ? 'a HEIF' : `${meta.format.toUpperCase()}`}): export it as ${UPLOAD_TYPE_NAMES}` };
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_PHOTO_PIXELS) {
    return {
      problem: `is ${meta.width} × ${meta.height} pixels (${Math.round(pixels / 1e6)} megapixels), over the ${MAX_PHOTO_PIXELS / 1e6} megapixels the site takes: make it smaller and upload it again`,
    };
  }
  return { width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format, hasAlpha: Boolean(meta.hasAlpha), orientation: meta.orientation ?? 1 };
}

/** Every file of the media folder, checked (none is published as it is): the photos the site takes by their headers, the others with why. */
async function scan(uploadsDir: string) {
  const rejected = new Map<string, string>();
  const taken = new Map<string, Header>();
  if (!existsSync(uploadsDir)) return { rejected, taken };
  for (const entry of readdirSync(uploadsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (HOUSEKEEPING.has(entry.name)) continue;
    if (!entry.isFile()) rejected.set(entry.name, 'is a folder: the media folder holds photos only, side by side');
    else if (!UPLOAD.test(`${UPLOADS_PATH}${entry.name}`)) {
      rejected.set(entry.name, `is not ${TAKEN} (the media folder takes ${UPLOAD_ENDINGS_NAMED} files named with letters, digits, ".", "-" and "_" only): remove it`);
    } else {
      const found = await check(join(uploadsDir, entry.name));
      if ('problem' in found) rejected.set(entry.name, found.problem);
      else taken.set(entry.name, found);
    }
  }
  return { rejected, taken };
}

/**
 * Checks every file of the media folder, and makes (or finds in the cache)
 * the variants of every upload the content names, and the re-encoded
 * original of each address in `originals`. A named file that does not exist
 * is left out (the reader reports it), and so is one the site does not take
 * (`problem` says why).
 */
export async function photosIn(uploadsDir: string, trees: unknown[], { originals = [] }: { originals?: readonly string[] } = {}): Promise<Photos> {
  mkdirSync(cacheDir, { recursive: true });
  const { rejected, taken } = await scan(uploadsDir);
  const photos = new Map<string, Omit<PhotoData, 'alt'>>();
  const variants: PhotoVariant[] = [];
  const needsOriginal = new Set(originals);
  for (const src of uploadsNamed([trees, originals])) {
    const meta = taken.get(basename(src));
    if (!meta) continue;
    const original = readFileSync(join(uploadsDir, basename(src)));
    const hash = createHash('sha256').update(original).digest('hex').slice(0, 10);
    // After rotation the orientation's width and height are the ones a browser shows.
    const swapped = meta.orientation >= 5;
    const width = swapped ? meta.height : meta.width;
    const height = swapped ? meta.width : meta.height;
    const widths = [...new Set([...PHOTO_WIDTHS.filter((w) => w < width), Math.min(width, PHOTO_WIDTHS.at(-1)!)])].sort((a, b) => a - b);
    const fallback: Format = meta.format === 'png' && meta.hasAlpha ? 'png' : 'jpg';
    const name = basename(src, extname(src)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    const made = {} as Record<Format, PhotoVariant[]>;
    try {
      for (const format of ['avif', 'webp', fallback] as const) {
        made[format] = await Promise.all(widths.map((w) => variant(original, hash, name, w, format)));
      }
      if (needsOriginal.has(src)) variants.push(await reencoded(original, hash, src));
    } catch (error) {
      // A file whose header reads well but whose image does not decode (cut short, corrupt).
      rejected.set(basename(src), `is not ${TAKEN} sharp can read to the end (${(error as Error).message})`);
      continue;
    }
    for (const format of ['avif', 'webp', fallback] as const) variants.push(...made[format]);
    const srcSetOf = (format: Format) => made[format].map((v, index) => `${v.path} ${widths[index]}w`).join(', ');
    photos.set(src, {
      src: made[fallback].at(-1)!.path,
      width,
      height,
      sources: (['avif', 'webp'] as const).map((format) => ({ type: FORMATS[format].type, srcSet: srcSetOf(format) })),
      srcSet: srcSetOf(fallback),
    });
  }
  return { get: (src) => photos.get(src), problem: (src) => (UPLOAD.test(src) ? rejected.get(basename(src)) : undefined), rejected, variants };
}
