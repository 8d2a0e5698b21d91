// @vitest-environment node
/**
 * The media folder as the build reads it (src/buildSteps/content/photos.ts):
 * every file in it is checked, nothing is published as it is, each file the
 * site does not take is named with why (a page, a script, an SVG, a text
 * file named .jpg, a photo over the pixel limit), and every file the build
 * writes from an upload, variants and re-encoded original alike, is free of
 * the upload's metadata (a GPS position in its EXIF). Real files, made here
 * with sharp: no binary is committed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_PIXELS, photosIn, type Photos } from '../../../src/buildSteps/content/photos';
import { gpsTaggedJpeg, hasExif } from '../../support/exifPhoto';

const uploads = mkdtempSync(join(tmpdir(), 'media-folder-'));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

/** A PNG whose header says it is `width` × `height` pixels (the pixels themselves are a 1×1 image's: only the header is read). */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
  // The IHDR chunk follows the 8-byte signature: length, type, then width and height, and its CRC after 13 bytes of data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

let photos: Photos;
const huge = Math.ceil(Math.sqrt(MAX_PHOTO_PIXELS)) + 1;

beforeAll(async () => {
  writeFileSync(join(uploads, '.gitkeep'), '');
  writeFileSync(join(uploads, 'x.html'), '<script>alert(document.cookie)</script>');
  writeFileSync(join(uploads, 'x.js'), 'alert(1)');
  writeFileSync(join(uploads, 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  writeFileSync(join(uploads, 'photo.jpg'), 'not a photo at all, only text');
  writeFileSync(join(uploads, 'huge.png'), await pngClaiming(huge, huge));
  mkdirSync(join(uploads, 'nested'));
  writeFileSync(join(uploads, 'street.jpg'), await gpsTaggedJpeg(900, 600));
  photos = await photosIn(uploads, [{ hero: { image: { src: '/images/uploads/street.jpg' } } }, '/images/uploads/photo.jpg'], {
    originals: ['/images/uploads/street.jpg'],
  });
}, 60_000);

describe('the media folder', () => {
  it('names every file the site does not take, with why, and leaves Git’s placeholder alone', () => {
    expect([...photos.rejected.keys()]).toEqual(['huge.png', 'nested', 'photo.jpg', 'x.html', 'x.js', 'x.svg']);
    for (const name of ['x.html', 'x.js']) expect(photos.rejected.get(name)).toMatch(/^is not a JPEG, PNG, WebP or AVIF image \(the media folder takes \.jpg/);
    expect(photos.rejected.get('x.svg')).toMatch(/^is not a JPEG, PNG, WebP or AVIF image \(the media folder takes \.jpg/);
    expect(photos.rejected.get('photo.jpg')).toMatch(/^is not a JPEG, PNG, WebP or AVIF image \(sharp finds no image in it: .+\)$/);
    expect(photos.rejected.get('nested')).toBe('is a folder: the media folder holds photos only, side by side');
  });

  it('refuses a photo over the pixel limit, saying both sizes, before decoding it', () => {
    expect(photos.rejected.get('huge.png')).toBe(
      `is ${huge} × ${huge} pixels (${Math.round((huge * huge) / 1e6)} megapixels), over the ${MAX_PHOTO_PIXELS / 1e6} megapixels the site takes: make it smaller and upload it again`,
    );
  });

  it('takes an SVG by its content as no photo either, whatever its name', async () => {
    const renamed = mkdtempSync(join(tmpdir(), 'media-folder-'));
    try {
      writeFileSync(join(renamed, 'drawing.png'), readFileSync(join(uploads, 'x.svg')));
      const found = await photosIn(renamed, []);
      expect(found.rejected.get('drawing.png')).toBe('is not a JPEG, PNG, WebP or AVIF image (it is SVG): export it as JPEG, PNG, WebP or AVIF');
    } finally {
      rmSync(renamed, { recursive: true, force: true });
    }
  });

  it('takes JPEG, PNG, WebP and AVIF by their content, and refuses a GIF whatever its name', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'media-folder-'));
    try {
      const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#48c' } });
      writeFileSync(join(folder, 'a.jpg'), await image().jpeg().toBuffer());
      writeFileSync(join(folder, 'b.png'), await image().png().toBuffer());
      writeFileSync(join(folder, 'c.webp'), await image().webp().toBuffer());
      writeFileSync(join(folder, 'd.avif'), await image().avif().toBuffer());
      writeFileSync(join(folder, 'e.jpg'), await image().gif().toBuffer());
      const found = await photosIn(folder, []);
      expect(Object.fromEntries(found.rejected)).toEqual({ 'e.jpg': 'is not a JPEG, PNG, WebP or AVIF image (it is GIF): export it as JPEG, PNG, WebP or AVIF' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says why an address the content names cannot be used, and makes nothing of it', () => {
    expect(photos.problem('/images/uploads/photo.jpg')).toBe(photos.rejected.get('photo.jpg'));
    expect(photos.get('/images/uploads/photo.jpg')).toBeUndefined();
    expect(photos.problem('/images/uploads/street.jpg')).toBeUndefined();
    expect(photos.variants.some((variant) => variant.path.includes('photo'))).toBe(false);
  });
});

describe('what the build writes from an upload', () => {
  it('the fixture carries a GPS position in its EXIF', async () => {
    expect(await hasExif(readFileSync(join(uploads, 'street.jpg')))).toBe(true);
  });

  it('writes variants and the re-encoded original at its own address, none with any EXIF', async () => {
    const street = photos.get('/images/uploads/street.jpg')!;
    expect(street).toMatchObject({ width: 900, height: 600 });
    const written = photos.variants.filter((variant) => variant.file.includes('street'));
    expect(written.map((variant) => variant.path)).toContain('/images/uploads/street.jpg');
    expect(written.length).toBeGreaterThanOrEqual(4);
    for (const { file, path } of written) {
      expect(await hasExif(readFileSync(file)), path).toBe(false);
    }
    const original = written.find((variant) => variant.path === '/images/uploads/street.jpg')!;
    expect(await sharp(original.file).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
  });
});
