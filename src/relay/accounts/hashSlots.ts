/**
 * The cap on the office's password hashes in flight (docs/relay.md,
 * "The office"): every sign-in that will be checked holds a slot from its
 * first write until its hash is done, waiting or running. Past the cap an
 * untrusted try is answered 503 at once, before anything is written or
 * hashed, so a flood of sign-ins answers the flood, not the office: before
 * the cap, 60 wrong sign-ins at once from 60 addresses made the next one
 * wait for 60 scrypt derivations in line (39 s). A try with a valid device
 * cookie (./deviceCookie.ts) is let through beyond the cap: its own
 * allowance bounds how many such tries there can be.
 *
 * Per process on Node, per isolate on a Worker (each isolate answers its
 * own requests, with its own CPU).
 */

/** How many hashes may be in flight when the runtime does not say (the Worker's PBKDF2, tens of milliseconds each). */
export const DEFAULT_HASHES_IN_FLIGHT = 2;
/** What a try refused past the cap is told (the sign-in, and a password chosen through a link). */
export const SIGN_IN_BUSY = 'Too many sign-ins at once. Try again in a few seconds.';
/** Seconds a refused try is told to wait: the cap's hashes are done in about that (a few derivations). */
export const BUSY_RETRY_AFTER_S = 2;

export interface HashSlots {
  /** A slot, released by the function answered; undefined when `cap` are in flight and the try is untrusted. */
  take(trusted: boolean): (() => void) | undefined;
  /** How many are in flight now. */
  readonly inFlight: number;
}

export function hashSlots(cap: number): HashSlots {
  let inFlight = 0;
  return {
    take(trusted) {
      if (!trusted && inFlight >= cap) return undefined;
      inFlight++;
      let held = true;
      return () => {
        if (held) inFlight--;
        held = false;
      };
    },
    get inFlight() {
      return inFlight;
    },
  };
}
