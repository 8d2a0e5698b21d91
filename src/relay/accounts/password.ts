/**
 * Office passwords (docs/relay.md, "The office"): hashed with a slow,
 * memory-hard function where the runtime has one, stored as self-describing
 * strings so that either runtime can tell what a stored hash needs:
 *   - `scrypt$ln=17,r=8,p=1$<salt>$<key>`: scrypt at OWASP's first choice
 *     (N = 2^17, r = 8, p = 1: 128 MiB, about half a second here). Node's,
 *     injected from src/relay/node/scrypt.ts: this module imports nothing of
 *     a runtime's own.
 *   - `pbkdf2-sha256$i=100000$<salt>$<key>`: WebCrypto's PBKDF2-SHA256, what
 *     a Worker computes: Cloudflare caps PBKDF2 at 100,000 iterations
 *     (workerd's limit), so the Worker hashes at that cap. workerd's
 *     `nodejs_compat` does have node:crypto's scrypt, but a Worker's isolate
 *     has 128 MB, which scrypt at this cost needs alone (docs/relay.md,
 *     "The office").
 * Salts and keys are base64 without padding. Verification recomputes with
 * the stored parameters and compares in constant time; a stored hash it
 * cannot read or compute is refused, never matched.
 */

/** scrypt's cost: N = 2^ln, the block size r, the parallelism p. */
export interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

/** The runtime's scrypt (Node's node:crypto), when it has one. */
export type Scrypt = (password: Uint8Array, salt: Uint8Array, params: ScryptParams, keyLength: number) => Promise<Uint8Array>;

/** What a runtime can compute: every runtime has WebCrypto's PBKDF2; Node adds scrypt. */
export interface PasswordHashing {
  scrypt?: Scrypt;
  /** How many sign-ins' hashes may be in flight at once (./hashSlots.ts): Node's scrypt says; by default DEFAULT_HASHES_IN_FLIGHT. */
  maxInFlight?: number;
}

export const SCRYPT_PARAMS: ScryptParams = { ln: 17, r: 8, p: 1 };
/** Cloudflare Workers refuse PBKDF2 above 100,000 iterations (workerd's limit; the local workerd does not enforce it). */
export const PBKDF2_ITERATIONS = 100_000;

/** What a new hash costs: scrypt's parameters where the runtime has scrypt, PBKDF2's iterations otherwise. */
export interface HashCost {
  scrypt: ScryptParams;
  pbkdf2Iterations: number;
}
/**
 * The cost every hash the relay writes has. Only a test passes another
 * (tests/support/officeAccount.ts): one that counts wrong tries needs the
 * hashes checked, not their production cost, and the stored string says
 * what it needs.
 */
export const PASSWORD_COST: HashCost = { scrypt: SCRYPT_PARAMS, pbkdf2Iterations: PBKDF2_ITERATIONS };
/** Fewer characters than this are refused when an account is made (NIST SP 800-63B: 15 for a password alone). */
export const MIN_PASSWORD_LENGTH = 15;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds on what a stored hash may ask for: a row edited by hand cannot make a sign-in take minutes or gigabytes. */
const SCRYPT_BOUNDS = { ln: [10, 20], r: [1, 32], p: [1, 16] } as const;
const PBKDF2_BOUNDS = [1_000, 10_000_000] as const;

const encoder = new TextEncoder();

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
function fromBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text.padEnd(Math.ceil(text.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

async function pbkdf2(password: Uint8Array, salt: Uint8Array, iterations: number, keyLength: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', password as BufferSource, 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, keyLength * 8));
}

/** Equal bytes, in a time that depends on the length alone. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index] ^ b[index];
  return difference === 0;
}

/** A new hash of `password`: scrypt where the runtime has it, PBKDF2 otherwise, at PASSWORD_COST. */
export async function hashPassword(password: string, { scrypt }: PasswordHashing, cost: HashCost = PASSWORD_COST): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const secret = encoder.encode(password.normalize('NFC'));
  if (scrypt) {
    const { ln, r, p } = cost.scrypt;
    return `scrypt$ln=${ln},r=${r},p=${p}$${base64(salt)}$${base64(await scrypt(secret, salt, cost.scrypt, KEY_BYTES))}`;
  }
  const iterations = cost.pbkdf2Iterations;
  return `pbkdf2-sha256$i=${iterations}$${base64(salt)}$${base64(await pbkdf2(secret, salt, iterations, KEY_BYTES))}`;
}

const within = (value: number, [low, high]: readonly [number, number]) => Number.isInteger(value) && value >= low && value <= high;

/** The stored hash read: its algorithm, parameters, salt and key; undefined when it is not one this module writes. */
export function parsePasswordHash(stored: string) {
  const [algorithm, params, saltText, keyText, ...rest] = stored.split('$');
  const salt = fromBase64(saltText ?? '');
  const key = fromBase64(keyText ?? '');
  if (rest.length || !salt || !key || salt.length < SALT_BYTES || key.length !== KEY_BYTES) return undefined;
  if (algorithm === 'scrypt') {
    const match = /^ln=(\d+),r=(\d+),p=(\d+)$/.exec(params ?? '');
    if (!match) return undefined;
    const [ln, r, p] = match.slice(1).map(Number);
    if (!within(ln, SCRYPT_BOUNDS.ln) || !within(r, SCRYPT_BOUNDS.r) || !within(p, SCRYPT_BOUNDS.p)) return undefined;
    return { algorithm, params: { ln, r, p }, salt, key } as const;
  }
  if (algorithm === 'pbkdf2-sha256') {
    const iterations = Number(/^i=(\d+)$/.exec(params ?? '')?.[1]);
    if (!within(iterations, PBKDF2_BOUNDS)) return undefined;
    return { algorithm, iterations, salt, key } as const;
  }
  return undefined;
}

/** A stored hash this runtime cannot compute (scrypt on a Worker): the account must be made again for it (docs/deploy.md). */
export class UnverifiableHash extends Error {}

/** Whether `password` is the one `stored` was made from. Throws UnverifiableHash when this runtime cannot compute it. */
export async function verifyPassword(password: string, stored: string, { scrypt }: PasswordHashing): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const secret = encoder.encode(password.normalize('NFC'));
  let key: Uint8Array;
  if (parsed.algorithm === 'scrypt') {
    if (!scrypt) throw new UnverifiableHash('this runtime has no scrypt: the account needs a pbkdf2-sha256 hash (npm run office:account -- <email> --d1)');
    key = await scrypt(secret, parsed.salt, parsed.params, parsed.key.length);
  } else {
    key = await pbkdf2(secret, parsed.salt, parsed.iterations, parsed.key.length);
  }
  return constantTimeEqual(key, parsed.key);
}
