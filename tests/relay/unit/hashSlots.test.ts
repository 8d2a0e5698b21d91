// @vitest-environment node
/**
 * The cap on the office's password hashes in flight
 * (src/relay/accounts/hashSlots.ts): untrusted tries refused at the cap, a
 * device's try let past it, a slot given back once however often its
 * release is called.
 */
import { expect, it } from 'vitest';
import { hashSlots } from '../../../src/relay/accounts/hashSlots';

it('refuses an untrusted try at the cap, lets a trusted one past it, and frees a slot once per take', () => {
  const slots = hashSlots(2);
  const first = slots.take(false)!;
  const second = slots.take(false)!;
  expect(slots.take(false)).toBeUndefined();
  const trusted = slots.take(true)!;
  expect(slots.inFlight).toBe(3);
  trusted();
  expect(slots.take(false)).toBeUndefined();
  first();
  first();
  expect(slots.inFlight).toBe(1);
  const third = slots.take(false)!;
  expect(slots.take(false)).toBeUndefined();
  second();
  third();
  expect(slots.inFlight).toBe(0);
});
