/**
 * Where the forms send a lead (docs/forms.md, "The relay"): the relay's ajax
 * endpoint, which the script posts to, and its HTML endpoint, which is the
 * forms' `action` when no script runs. Both the browser bundle and the
 * server (Content-Security-Policy) read them from here.
 */
import { agency } from './agency';
import { buildEnv } from './buildEnv';
import { htmlEndpointOf, LEAD_RELAY_ENDPOINT } from './relayPaths';

/** FormSubmit's ajax endpoint for a mailbox. */
export const formSubmitEndpoint = (email: string) => `https://formsubmit.co/ajax/${email}`;

/** The relay the agency chose (agency.ts, `relay`). */
export const configuredRelayEndpoint: string = agency.relay === 'formsubmit' ? formSubmitEndpoint(agency.email) : LEAD_RELAY_ENDPOINT;

/** The ajax endpoint the script posts to. */
export const relayEndpoint: string = buildEnv.VITE_RELAY_ENDPOINT || configuredRelayEndpoint;

/** The forms' `action`: where the browser posts a form by itself. */
export const relayFormAction: string = buildEnv.VITE_RELAY_FORM_ACTION || htmlEndpointOf(relayEndpoint);
