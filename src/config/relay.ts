/**
 * Where the forms send a lead (docs/forms.md, "The relay"): the relay's ajax
 * endpoint, which the script posts to, and its HTML endpoint, which is the
 * forms' `action` when no script runs. Both the browser bundle and the
 * server (Content-Security-Policy) read them from here.
 */
import { agency } from './agency';
import { buildEnv } from './buildEnv';

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

/** FormSubmit's ajax endpoint for a mailbox. */
export const formSubmitEndpoint = (email: string) => `https://formsubmit.co/ajax/${email}`;

/** The relay the agency chose (agency.ts, `relay`). */
export const configuredRelayEndpoint: string = agency.relay === 'formsubmit' ? formSubmitEndpoint(agency.email) : LEAD_RELAY_ENDPOINT;

/** The ajax endpoint the script posts to. */
export const relayEndpoint: string = buildEnv.VITE_RELAY_ENDPOINT || configuredRelayEndpoint;

/** The forms' `action`: where the browser posts a form by itself. */
export const relayFormAction: string = buildEnv.VITE_RELAY_FORM_ACTION || htmlEndpointOf(relayEndpoint);
