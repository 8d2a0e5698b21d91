/**
 * The version of a consent's words (docs/relay.md, "Consent kept"): the
 * 64-bit FNV-1a hash of their UTF-8 bytes, 16 hex digits. It changes when
 * the words change, and only then; it is computed at load, synchronously,
 * the same on Node and the Worker; anyone can compute it again from the
 * stored words. A name for the words, not a secret nor a signature. (The
 * Terms' and Privacy Policy's "Last updated" dates are content the relay
 * does not read: the office edits them, and the relay is not rebuilt.)
 */
const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;

export function consentVersion(text: string): string {
  let hash = OFFSET;
  for (const byte of new TextEncoder().encode(text)) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * PRIME);
  return hash.toString(16).padStart(16, '0');
}
