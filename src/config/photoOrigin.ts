/**
 * Stock photos come from this host only (also allowed by the
 * Content-Security-Policy of the pages and of the editor's page). Apart from
 * ./agency.ts, which hands it on as `agency.photoOrigin`, so that the relay's
 * editor gateway reads it without the site's build settings
 * (src/relay/relayFacts.ts).
 */
export const PHOTO_ORIGIN = 'https://images.unsplash.com';
