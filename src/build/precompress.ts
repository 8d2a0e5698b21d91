import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

/** Writes .br and .gz next to every text file, so the server never compresses per request. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const content = await readFile(path);
      await writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
    }),
  );
  return files.length;
}
