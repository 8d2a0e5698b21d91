/**
 * The visitor's confirmation e-mail in Spanish (twin of ../confirmation.ts):
 * a visitor who wrote in Spanish is answered in Spanish (docs/forms.md,
 * "Two languages").
 */
import { derivedFacts } from '../../config/derivedFacts';

/** "lunes a viernes": the Spanish writing of the office's hours (src/config/derivedFacts.ts). */
const spanishOpenDays = derivedFacts.hours.es.openDays;

/** Every form but the claim's. */
export const requestConfirmation = `${derivedFacts.name} recibió su solicitud. Un agente le responderá en un plazo de 24 horas, de ${spanishOpenDays}. Si es urgente, llame al ${derivedFacts.phone.display}.`;

/** The claim form's. */
export const claimConfirmation = `${derivedFacts.name} recibió su solicitud de reclamo. Un representante de reclamos se comunicará con usted en un plazo de 24 horas. Línea de reclamos: ${derivedFacts.claimsPhone.display}.`;

/** Each one's subject, in Spanish: the agency's words, whatever the post says (docs/forms.md, "The lead relay"). */
export const confirmationSubject = {
  request: `${derivedFacts.name}: recibimos su solicitud`,
  claim: `${derivedFacts.name}: recibimos su solicitud de reclamo`,
};
