/**
 * Photos the office uploads (the editor's media folder,
 * src/public/images/uploads/, served at /images/uploads/), made fit for the
 * web at build time with sharp (docs/content.md, "Photos"): AVIF and WebP at
 * several widths for `srcset`, a JPEG (or, for a PNG with transparency, a
 * PNG) fallback at the same widths, and the original's size for `width` and
 * `height`. The original stays in the repository as uploaded; the variants
 * are build output, named after the original's content, and kept in a cache
 * (node_modules/.cache/site-photos/) so a build makes each one once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import sharp from 'sharp';
import type { PhotoData } from '../../content/model/nodes.ts';
import { UPLOADS_PATH } from '../../content/model/read.ts';

/** Widths made for every upload (those wider than the original are left out; the original's own width is always made). */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600, 2000] as const;

const FORMATS = {
  avif: { type: 'image/avif', encode: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 4 }) },
  webp: { type: 'image/webp', encode: (image: sharp.Sharp) => image.webp({ quality: 72 }) },
  jpg: { type: 'image/jpeg', encode: (image: sharp.Sharp) => image.jpeg({ quality: 76, mozjpeg: true }) },
  png: { type: 'image/png', encode: (image: sharp.Sharp) => image.png({ compressionLevel: 9, palette: true }) },
} as const;

type Format = keyof typeof FORMATS;

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
  /** Every variant made, for the build to write and the development server to serve. */
  variants: PhotoVariant[];
}

const UPLOAD = new RegExp(`^${UPLOADS_PATH.replace(/\//g, '\\/')}[\\w.-]+\\.(jpe?g|png|webp|avif)$`, 'i');

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
    const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
    writeFileSync(file, await FORMATS[format].encode(resized).toBuffer());
  }
  return { path: `${VARIANTS_PATH}${fileName}`, file };
}

/** Makes (or finds in the cache) the variants of every upload the content names; a named file that does not exist is left out (the reader reports it). */
export async function photosIn(uploadsDir: string, trees: unknown[]): Promise<Photos> {
  mkdirSync(cacheDir, { recursive: true });
  const photos = new Map<string, Omit<PhotoData, 'alt'>>();
  const variants: PhotoVariant[] = [];
  for (const src of uploadsNamed(trees)) {
    const file = join(uploadsDir, basename(src));
    if (!existsSync(file)) continue;
    const original = readFileSync(file);
    const hash = createHash('sha256').update(original).digest('hex').slice(0, 10);
    const meta = await sharp(original).rotate().metadata();
    // After rotation the orientation's width and height are the ones a browser shows.
    const swapped = (meta.orientation ?? 1) >= 5;
    const width = (swapped ? meta.height : meta.width) ?? 0;
    const height = (swapped ? meta.width : meta.height) ?? 0;
    const widths = [...new Set([...PHOTO_WIDTHS.filter((w) => w < width), Math.min(width, PHOTO_WIDTHS.at(-1)!)])].sort((a, b) => a - b);
    const fallback: Format = meta.format === 'png' && meta.hasAlpha ? 'png' : 'jpg';
    const name = basename(src, extname(src)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    const made = {} as Record<Format, PhotoVariant[]>;
    for (const format of ['avif', 'webp', fallback] as const) {
      made[format] = await Promise.all(widths.map((w) => variant(original, hash, name, w, format)));
      variants.push(...made[format]);
    }
    const srcSetOf = (format: Format) => made[format].map((v, index) => `${v.path} ${widths[index]}w`).join(', ');
    photos.set(src, {
      src: made[fallback].at(-1)!.path,
      width,
      height,
      sources: (['avif', 'webp'] as const).map((format) => ({ type: FORMATS[format].type, srcSet: srcSetOf(format) })),
      srcSet: srcSetOf(fallback),
    });
  }
  return { get: (src) => photos.get(src), variants };
}
