/**
 * A real photo that carries what the site must never publish: a JPEG with an
 * EXIF block holding the camera and a GPS position (made with sharp, so no
 * binary is committed), and the check that a written file carries no EXIF.
 */
import sharp from 'sharp';

/** A photo-like JPEG (noise compresses as a photo does) whose EXIF names a phone and a GPS position. */
export async function gpsTaggedJpeg(width: number, height: number): Promise<Buffer> {
  const { data, info } = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const jpeg = await sharp(data, { raw: info })
    .jpeg({ quality: 90 })
    // libvips's EXIF directories: IFD0 the image's, IFD3 the GPS one.
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '88/1 4/1 0/1' } })
    .toBuffer();
  if (!(await gpsOf(jpeg))) throw new Error('the fixture JPEG lost its GPS position: sharp wrote no GPS directory');
  return jpeg;
}

/** Whether an image's EXIF holds a GPS directory (its pointer tag, 0x8825, in either byte order). */
async function gpsOf(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

/** Whether an image file (JPEG, PNG, WebP, AVIF) carries an EXIF block, as sharp reads its container. */
export async function hasExif(image: Buffer): Promise<boolean> {
  return (await sharp(image).metadata()).exif !== undefined;
}
