/**
 * Where a text is still written in a folder (docs/relay.md, "The lead
 * relay: forgetting"): every byte of every file under it, the text looked for
 * as UTF-8, UTF-16 in both byte orders (an SQLite database may keep its text
 * in any of the three), and base64 at each of its three alignments; each
 * file also with its line breaks and quoted-printable soft breaks removed
 * (an e-mail folds its headers and wraps base64 and quoted-printable bodies,
 * which can split the text over two lines).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The byte strings `text` may appear as. */
export function encodingsOf(text: string): Record<string, Buffer> {
  const utf8 = Buffer.from(text, 'utf8');
  const utf16be = Buffer.from(text, 'utf16le').swap16();
  const forms: Record<string, Buffer> = { 'UTF-8': utf8, 'UTF-16LE': Buffer.from(text, 'utf16le'), 'UTF-16BE': utf16be };
  // Base64 after 0, 1 or 2 other bytes: the characters that encode the text's bytes alone, whatever comes before or after.
  for (const before of [0, 1, 2]) {
    const total = before + utf8.length;
    const encoded = Buffer.concat([Buffer.alloc(before), utf8]).toString('base64');
    forms[`base64+${before}`] = Buffer.from(encoded.slice(before ? 4 : 0, Math.floor(total / 3) * 4), 'latin1');
  }
  return forms;
}

const count = (haystack: Buffer, needle: Buffer) => {
  let found = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found++;
  return found;
};

/** The bytes of a file without its line breaks and quoted-printable soft breaks. */
const unwrapped = (bytes: Buffer) => Buffer.from(bytes.toString('latin1').replace(/=\r?\n/g, '').replace(/\r?\n[ \t]*/g, ''), 'latin1');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

export interface Found {
  /** The file, relative to the folder searched. */
  file: string;
  /** The encoding it was found in (see encodingsOf), and how often. */
  encoding: string;
  count: number;
}

/** Every place under `dir` where `text` is found, in any of its encodings; empty when none. */
export function textInFiles(dir: string, text: string): Found[] {
  const forms = Object.entries(encodingsOf(text));
  const found: Found[] = [];
  for (const path of filesUnder(dir)) {
    const bytes = readFileSync(path);
    const flat = unwrapped(bytes);
    for (const [encoding, needle] of forms) {
      const hits = Math.max(count(bytes, needle), count(flat, needle));
      if (hits) found.push({ file: relative(dir, path), encoding, count: hits });
    }
  }
  return found;
}

/** "relay.sqlite-wal 7, outbox/x.eml 2": hits per file, for a test's message and its printed counts. */
export const foundSummary = (found: Found[]) => {
  const perFile = new Map<string, number>();
  for (const { file, count: hits } of found) perFile.set(file, (perFile.get(file) ?? 0) + hits);
  return [...perFile].map(([file, hits]) => `${file} ${hits}`).join(', ') || 'nowhere';
};
