import { createHash } from 'node:crypto';
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

/**
 * Brotli twins already made by brotliSize, by their content's hash: the
 * critical-CSS step measures every page as it will be written, and
 * precompress then writes that twin instead of compressing the page again
 * (quality 11 on some sixty pages: seconds of every build).
 */
const twins = new Map<string, Buffer>();
const keyOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

/** The bytes `content` will be served as: the size of the brotli twin precompress writes for it. */
export const brotliSize = (content: string | Buffer) => {
  const bytes = Buffer.from(content);
  const key = keyOf(bytes);
  let twin = twins.get(key);
  if (!twin) twins.set(key, (twin = brotliCompressSync(bytes, brotliOptions(bytes))));
  return twin.length;
};

/** Writes .br and .gz next to every text file, so the server never compresses per request. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const content = await readFile(path);
      await writeFile(`${path}.br`, twins.get(keyOf(content)) ?? (await brotli(content, brotliOptions(content))));
      await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
    }),
  );
  return files.length;
}
