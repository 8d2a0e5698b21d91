/**
 * The office's cookie tokens (docs/relay.md, "The office"): the
 * session's and the device's, each 32 random bytes, of which the database
 * keeps only the SHA-256, so a copy of the database signs nobody in and
 * vouches for no browser.
 */

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The row's id for a token: its SHA-256, hex. */
export const tokenId = async (token: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));

/** 32 random bytes, base64url. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token as a cookie may bring it: longer ones are nobody's (and not worth hashing). */
export const plausibleToken = (token: string | undefined): token is string => Boolean(token) && token!.length <= 100;
