// @vitest-environment node
/**
 * The office's passwords (src/relay/accounts/password.ts): each algorithm's
 * round trip at its real cost (scrypt N = 2^17 on Node, PBKDF2 at the
 * Worker's 100,000) and at the least cost a test asks for, a wrong
 * password, a tampered hash, and what a runtime
 * without scrypt says of a scrypt hash.
 */
import { describe, expect, it } from 'vitest';
import { nodeScrypt } from '../../../src/relay/node/scrypt';
import { constantTimeEqual, hashPassword, parsePasswordHash, PBKDF2_ITERATIONS, UnverifiableHash, verifyPassword } from '../../../src/relay/accounts/password';

const PASSWORD = 'correct horse battery staple';
const node = { scrypt: nodeScrypt };
const worker = {};

/** The hash with one character of its key changed. */
// The key's first character: all six of its bits are the key's (the last one's low bits may be padding only).
const tampered = (hash: string) => hash.replace(/\$(.)([^$]*)$/, (_, first: string, rest: string) => `$${first === 'A' ? 'B' : 'A'}${rest}`);

describe('office passwords', () => {
  it('scrypt where the runtime has it: a self-describing hash, the right password verified, a wrong one and a tampered hash refused', async () => {
    const hash = await hashPassword(PASSWORD, node);
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword(PASSWORD, hash, node)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash, node)).toBe(false);
    expect(await verifyPassword(PASSWORD, tampered(hash), node)).toBe(false);
    // The cost lowered in the stored string: a different key, refused.
    expect(await verifyPassword(PASSWORD, hash.replace('ln=17', 'ln=14'), node)).toBe(false);
    // A runtime without scrypt (the Worker) cannot check it, and says so rather than answering "wrong".
    await expect(verifyPassword(PASSWORD, hash, worker)).rejects.toThrow(UnverifiableHash);
    // Four derivations of 128 MiB each, one at a time: seconds on a busy machine.
  }, 30_000);

  it("PBKDF2-SHA256 at the Worker's limit where it has no scrypt; Node checks those too", async () => {
    const hash = await hashPassword(PASSWORD, worker);
    expect(hash).toMatch(new RegExp(`^pbkdf2-sha256\\$i=${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`));
    expect(await verifyPassword(PASSWORD, hash, worker)).toBe(true);
    expect(await verifyPassword(PASSWORD, hash, node)).toBe(true);
    expect(await verifyPassword(PASSWORD.toUpperCase(), hash, worker)).toBe(false);
    expect(await verifyPassword(PASSWORD, tampered(hash), worker)).toBe(false);
    expect(await verifyPassword(PASSWORD, hash.replace(`i=${PBKDF2_ITERATIONS}`, 'i=99999'), worker)).toBe(false);
  });

  it('writes another cost when asked (the tests that count tries): the hash says it, and either runtime checks it at it', async () => {
    const cost = { scrypt: { ln: 10, r: 8, p: 1 }, pbkdf2Iterations: 1_000 };
    const scrypt = await hashPassword(PASSWORD, node, cost);
    expect(scrypt).toMatch(/^scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword(PASSWORD, scrypt, node)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', scrypt, node)).toBe(false);
    const pbkdf2 = await hashPassword(PASSWORD, worker, cost);
    expect(pbkdf2).toMatch(/^pbkdf2-sha256\$i=1000\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword(PASSWORD, pbkdf2, worker)).toBe(true);
    expect(await verifyPassword(PASSWORD, pbkdf2, node)).toBe(true);
    expect(await verifyPassword(PASSWORD.toUpperCase(), pbkdf2, worker)).toBe(false);
  });

  it('refuses stored strings it does not write: other algorithms, costs out of bounds, broken salts and keys', async () => {
    const hash = await hashPassword(PASSWORD, worker);
    const [, , salt, key] = hash.split('$');
    for (const stored of [
      '',
      PASSWORD,
      `md5$i=1$${salt}$${key}`,
      `pbkdf2-sha256$i=1$${salt}$${key}`,
      `pbkdf2-sha256$i=100000000$${salt}$${key}`,
      `scrypt$ln=30,r=8,p=1$${salt}$${key}`,
      `pbkdf2-sha256$i=100000$${salt}$${key.slice(0, -4)}`,
      `pbkdf2-sha256$i=100000$!!$${key}`,
      `${hash}$extra`,
    ]) {
      expect(parsePasswordHash(stored), stored).toBeUndefined();
      expect(await verifyPassword(PASSWORD, stored, node), stored).toBe(false);
    }
  });

  it('compares keys byte for byte, lengths first', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
  });
});
