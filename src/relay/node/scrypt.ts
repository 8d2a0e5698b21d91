/**
 * Node's scrypt for the office's passwords (src/relay/office/password.ts).
 * One derivation at a time: each takes 128 MiB at the chosen cost, so a
 * burst of sign-ins waits in line instead of taking the server's memory
 * (the sign-in limits keep the line short: docs/architecture.md, "The
 * office").
 */
import { scrypt as scryptCallback } from 'node:crypto';
import type { Scrypt } from '../office/password';

let line: Promise<unknown> = Promise.resolve();

export const nodeScrypt: Scrypt = (password, salt, { ln, r, p }, keyLength) => {
  const N = 2 ** ln;
  const derive = () =>
    new Promise<Uint8Array>((resolve, reject) => {
      // scrypt needs 128 * N * r bytes; Node refuses more than maxmem (32 MiB by default).
      scryptCallback(password, salt, keyLength, { N, r, p, maxmem: 2 * 128 * N * r + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))));
    });
  const result = line.then(derive, derive);
  line = result.catch(() => {});
  return result;
};
