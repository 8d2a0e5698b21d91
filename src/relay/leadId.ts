/**
 * A lead's id: a UUID of version 7 (RFC 9562), its first 48 bits the time
 * in milliseconds and 74 of the rest random. Unguessable as a random UUID
 * is, and in the order the leads came, so a new lead's key goes at the end
 * of the leads' and the outbox's indexes instead of at a random page of each
 * (fewer pages written a commit: docs/performance.md, "The lead relay under
 * load").
 */
export function leadIdAt(milliseconds: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let index = 5, time = milliseconds; index >= 0; index--, time = Math.floor(time / 256)) bytes[index] = time % 256;
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
