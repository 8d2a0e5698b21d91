// @vitest-environment node
/**
 * What the media library takes, told from the file before it is uploaded
 * (src/admin/uploadCheck.ts): a photo the build makes its variants from,
 * within the stated size; anything else refused in words naming the field.
 * The decoding of a chosen photo, and the refusal in the library itself,
 * are tests/e2e/cms-roundtrip.spec.ts's.
 */
import { describe, expect, it } from 'vitest';
import { fileProblem, pixelsProblem, UPLOAD_LIMITS } from '../../../src/admin/uploadCheck';

const MB = 1024 * 1024;

describe('an upload chosen in the media library', () => {
  it('takes a JPEG, PNG, WebP or AVIF photo whose name says so', () => {
    for (const [name, type] of [
      ['family.jpg', 'image/jpeg'],
      ['FAMILY.JPEG', 'image/jpeg'],
      ['family.png', 'image/png'],
      ['family.webp', 'image/webp'],
      ['family.avif', 'image/avif'],
    ]) {
      expect(fileProblem({ name: name!, type: type!, size: 3 * MB }, 'Photo'), name).toBeUndefined();
    }
  });

  it('refuses anything else, naming the field and the file', () => {
    expect(fileProblem({ name: 'Brochure.pdf', type: 'application/pdf', size: MB }, 'Photo')).toBe(
      'Photo: “Brochure.pdf” is not a photo the site can show. Choose a JPEG, PNG, WebP or AVIF photo.',
    );
    // A photo the build does not take, and a photo whose name hides what it is.
    expect(fileProblem({ name: 'logo.gif', type: 'image/gif', size: MB }, 'Photo')).toMatch(/^Photo: “logo\.gif” is not a photo/);
    expect(fileProblem({ name: 'scan.jpg', type: 'image/heic', size: MB }, 'Photo')).toMatch(/is not a photo/);
    expect(fileProblem({ name: 'photo', type: 'image/jpeg', size: MB }, 'Photo')).toMatch(/is not a photo/);
  });

  it(`refuses a photo over ${UPLOAD_LIMITS.megabytes} MB, saying its size`, () => {
    expect(fileProblem({ name: 'big.jpg', type: 'image/jpeg', size: UPLOAD_LIMITS.megabytes * MB }, 'Photo')).toBeUndefined();
    expect(fileProblem({ name: 'Big.jpg', type: 'image/jpeg', size: 33.6 * MB }, 'Photo')).toBe(
      'Photo: “Big.jpg” is 33.6 MB, over the 20 MB a photo may be. Save it smaller (the site makes its own smaller copies) and upload it again.',
    );
  });

  it(`refuses a photo over ${UPLOAD_LIMITS.pixels} pixels on either side`, () => {
    expect(pixelsProblem({ width: 6000, height: 4000 }, { name: 'a.jpg' }, 'Photo')).toBeUndefined();
    expect(pixelsProblem({ width: 4000, height: 6001 }, { name: 'Tall.jpg' }, 'Photo')).toBe(
      'Photo: “Tall.jpg” is 4000 × 6001 pixels, over the 6000 pixels on a side a photo may be. Make it smaller and upload it again.',
    );
  });
});
