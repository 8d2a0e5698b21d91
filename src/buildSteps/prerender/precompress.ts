import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, gzip } from 'node:zlib';

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
 * Brotli twins already made, by their content's hash: the critical-CSS step
 * measures every page as it will be written, and precompress then writes that
 * twin instead of compressing the page again. They are kept between builds
 * too (node_modules/.cache, named by the content's hash, brotli's version and
 * the quality): quality 11 was 16 of the prerender step's 29 CPU-seconds on a
 * 2-core machine (2026-11-30), and a build after an edit (the office's
 * Publish, `npm start` after a pull, the tests' builds) changes a few files
 * of some 250. A twin is written whole under a temporary name, then renamed:
 * builds side by side never read half of one. Twins no build has used for a
 * week are removed after each build.
 */
const twins = new Map<string, Buffer>();
const keptTwins = resolve(import.meta.dirname, '../../../node_modules/.cache/brotli-twins');
const UNUSED_FOR = 7 * 24 * 60 * 60 * 1000;
/** A twin's name: the content's hash, brotli's version and the quality (the key of this build's and the kept ones). */
const twinName = (content: Buffer) => `${createHash('sha256').update(content).digest('hex')}-${process.versions.brotli}-q${brotliQuality(content.length)}`;
const keptFile = (name: string) => join(keptTwins, `${name}.br`);
/** Where a build keeps the brotli twin of `content` for the next. */
export const keptTwinFile = (content: Buffer) => keptFile(twinName(content));

function keptTwin(content: Buffer, name: string): Buffer | undefined {
  const file = keptFile(name);
  try {
    const twin = readFileSync(file);
    // Whatever became of the file since (a disk that filled, a hand), only a twin that gives the content back is used.
    if (!brotliDecompressSync(twin).equals(content)) return undefined;
    const now = new Date();
    utimesSync(file, now, now);
    return twin;
  } catch {
    return undefined;
  }
}

function keepTwin(name: string, twin: Buffer) {
  const file = keptFile(name);
  const partial = `${file}.${process.pid}.part`;
  try {
    mkdirSync(keptTwins, { recursive: true });
    writeFileSync(partial, twin);
    renameSync(partial, file);
  } catch {
    // A twin not kept is made again by the next build: never a reason to fail this one.
    rmSync(partial, { force: true });
  }
}

/** The brotli twin of `content`: made by this build or an earlier one, else by `compress` (then kept). */
function twinOf<Twin extends Buffer | Promise<Buffer>>(content: Buffer, compress: (content: Buffer) => Twin): Buffer | Twin {
  const name = twinName(content);
  const known = twins.get(name) ?? keptTwin(content, name);
  if (known) {
    twins.set(name, known);
    return known;
  }
  const keep = (twin: Buffer) => {
    twins.set(name, twin);
    keepTwin(name, twin);
    return twin;
  };
  const made = compress(content);
  return (made instanceof Promise ? made.then(keep) : keep(made)) as Twin;
}

/** The bytes `content` will be served as: the size of the brotli twin precompress writes for it. */
export const brotliSize = (text: string | Buffer) => twinOf(Buffer.from(text), (content) => brotliCompressSync(content, brotliOptions(content))).length;

/** Removes the kept twins no build has used for a week. */
async function forgetUnusedTwins() {
  const names = await readdir(keptTwins).catch(() => [] as string[]);
  const before = Date.now() - UNUSED_FOR;
  for (const name of names) {
    const file = join(keptTwins, name);
    const used = await stat(file).then((info) => info.mtimeMs, () => Infinity);
    if (used < before) await rm(file, { force: true });
  }
}

/** Writes .br and .gz next to every text file, so the server never compresses per request. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const content = await readFile(path);
      await writeFile(`${path}.br`, await twinOf(content, (bytes) => brotli(bytes, brotliOptions(bytes))));
      await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
    }),
  );
  await forgetUnusedTwins();
  return files.length;
}
