/**
 * The relay's automatic reply to the visitor (`_autoresponse`), posted by
 * every form with an e-mail field: what the visitor reads right after sending,
 * so nobody sends a form twice or calls to check. Built from the agency's
 * facts (docs/forms.md, "Where a lead came from, and the visitor's confirmation").
 * Spanish twin: es/confirmation.ts.
 */
import { derivedFacts } from '../config/derivedFacts';

/** Every form but the claim's. */
export const requestConfirmation = `${derivedFacts.name} received your request. An agent will reply within 24 hours, ${derivedFacts.hours.openDays}. For anything urgent, call ${derivedFacts.phone.display}.`;

/** The claim form's. */
export const claimConfirmation = `${derivedFacts.name} received your claim request. A claims representative will contact you within 24 hours. Claims line: ${derivedFacts.claimsPhone.display}.`;

/** Each one's subject: the agency's words, whatever the post says (docs/forms.md, "The lead relay"). */
export const confirmationSubject = {
  request: `${derivedFacts.name}: we received your request`,
  claim: `${derivedFacts.name}: we received your claim request`,
};
