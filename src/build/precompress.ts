import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
/**
 * Brotli's best quality (11) on every file of the site; a file above 1 MB
 * (only the content editor's bundle) gets quality 7, a few percent larger
 * and dozens of times faster, which keeps every build quick.
 */
const LARGE_FILE = 1024 * 1024;
const brotliQuality = (bytes: number) => (bytes > LARGE_FILE ? 7 : 11);
const brotliOptions = (content: Buffer) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.length) } });

/** The bytes `content` will be served as: the size of the brotli twin precompress writes for it. */
export const brotliSize = (content: string | Buffer) => {
  const bytes = Buffer.from(content);
  return brotliCompressSync(bytes, brotliOptions(bytes)).length;
};

/** Writes .br and .gz next to every text file, so the server never compresses per request. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const content = await readFile(path);
      await writeFile(`${path}.br`, await brotli(content, brotliOptions(content)));
      await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
    }),
  );
  return files.length;
}
