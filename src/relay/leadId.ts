/**
 * A lead's id: a UUID of version 7 (RFC 9562), its first 48 bits the time
 * in milliseconds and 74 of the rest random. Unguessable as a random UUID
 * is, and in the order the leads came, so a new lead's key goes at the end
 * of the leads' and the outbox's indexes instead of at a random page of each
 * (fewer pages written a commit: docs/performance.md, "The lead relay under
 * load").
 */
export function leadIdAt(milliseconds: number = Date.now()): string {
  // A random UUID (version 4) has the layout of version 7 but for its first 48 bits and its version digit:
  // those become the time and "7". Its random bits come from Node's pooled source, a getRandomValues call
  // each would cost more than the rest of the id.
  const random = crypto.randomUUID();
  const time = milliseconds.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
