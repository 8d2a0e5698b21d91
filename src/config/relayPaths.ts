/**
 * The lead relay's paths on the site's own origin (docs/forms.md, "The
 * relay"), apart from ./relay.ts, which adds the endpoint the agency and the
 * build choose: the relay itself (src/relay/doorPaths.ts) serves these and
 * reads nothing of the site's build settings.
 */

/**
 * The relay's HTML endpoint for an ajax endpoint: the same URL without its
 * `/ajax` path segment (FormSubmit's convention:
 * https://formsubmit.co/ajax/<e-mail> → https://formsubmit.co/<e-mail>).
 * Works for absolute URLs and same-origin paths alike.
 */
export function htmlEndpointOf(ajaxEndpoint: string): string {
  return ajaxEndpoint.replace(/\/ajax(?=\/|$|\?)/, '');
}

/** Everything of the lead relay's on the site's own origin: the hosts send this prefix to the relay (src/buildSteps/prerender/hostingHeaders.ts, src/relay/worker/deploy.ts). */
export const LEAD_RELAY_PREFIX = '/relay/';

/** The lead relay's ajax door, on the site's own origin (src/relay/app.ts serves it). */
export const LEAD_RELAY_ENDPOINT = `${LEAD_RELAY_PREFIX}ajax/submit`;
