/**
 * The headers of every answer of the office's API (the inbox's, the
 * people's, the editor gateway's): the office's answers are its own, never
 * cached, never indexed.
 */
export const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;
