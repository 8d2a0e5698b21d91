/**
 * Node's scrypt for the office's passwords (src/relay/accounts/password.ts).
 * One derivation at a time: each takes 128 MiB at the chosen cost, so a
 * burst of sign-ins waits in line instead of taking the server's memory.
 * The sign-in lets at most SCRYPT_IN_FLIGHT be in that line
 * (src/relay/accounts/hashSlots.ts; docs/relay.md, "The office"), so
 * no one waits for more than that many derivations.
 */
import { scrypt as scryptCallback } from 'node:crypto';
import type { Scrypt } from '../accounts/password';

/** The sign-in's cap on derivations in line: one running, three waiting, about 1.2 s on a quiet machine (a third of a second each). */
export const SCRYPT_IN_FLIGHT = 4;

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
