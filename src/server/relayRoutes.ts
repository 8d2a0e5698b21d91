/**
 * What of the bundled server's paths the lead relay answers (src/server/main.ts):
 * its two doors, and the office (sign-in and inbox) under /office/
 * (docs/relay.md, "The office").
 */
import { OFFICE_PATH, RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../relay/index';
import type { RequestHandler } from './siteServer';

export const relayRoutesOf = (listener: RequestHandler): Record<string, RequestHandler> => ({
  [RELAY_AJAX_PATH]: listener,
  [RELAY_FORM_PATH]: listener,
  [`${OFFICE_PATH}/*`]: listener,
});
