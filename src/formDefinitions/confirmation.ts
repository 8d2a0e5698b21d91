/**
 * The relay's automatic reply to the visitor (`_autoresponse`), posted by
 * every form with an e-mail field: what the visitor reads right after sending,
 * so nobody sends a form twice or calls to check. Built from the agency's
 * facts (docs/forms.md, "Where a lead came from, and the visitor's confirmation").
 * Spanish twin: es/confirmation.ts.
 */
import { agency } from '../config/agency';

/** Every form but the claim's. */
export const requestConfirmation = `${agency.name} received your request. An agent will reply within 24 hours, ${agency.hours.openDays}. For anything urgent, call ${agency.phone.display}.`;

/** The claim form's. */
export const claimConfirmation = `${agency.name} received your claim request. A claims representative will contact you within 24 hours. Claims line: ${agency.claimsPhone.display}.`;

/** Each one's subject: the agency's words, whatever the post says (docs/forms.md, "The lead relay"). */
export const confirmationSubject = {
  request: `${agency.name}: we received your request`,
  claim: `${agency.name}: we received your claim request`,
};
