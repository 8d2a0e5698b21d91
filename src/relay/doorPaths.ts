/**
 * The relay's two doors on the site's own origin (docs/relay.md, "The lead
 * relay"): what the app serves (./app.ts) and the servers route to it, apart
 * from the app so that the relay's entry (./index.ts) hands them on without it.
 */
import { htmlEndpointOf, LEAD_RELAY_ENDPOINT } from '../config/relayPaths';

/** The ajax door, on the site's own origin (the default build posts here). */
export const RELAY_AJAX_PATH = LEAD_RELAY_ENDPOINT;
/** The form door: the same path without `/ajax`, as FormSubmit's. */
export const RELAY_FORM_PATH = htmlEndpointOf(RELAY_AJAX_PATH);
