/**
 * The visitor's confirmation e-mail in Spanish (twin of ../confirmation.ts):
 * a visitor who wrote in Spanish is answered in Spanish (docs/forms.md,
 * "Two languages").
 */
import { agency } from '../../config/agency';

/** "lunes a viernes": the Spanish writing of the office's hours (src/config/agency.ts). */
const spanishOpenDays = agency.hours.es.openDays;

/** Every form but the claim's. */
export const requestConfirmation = `${agency.name} recibió su solicitud. Un agente le responderá en un plazo de 24 horas, de ${spanishOpenDays}. Si es urgente, llame al ${agency.phone.display}.`;

/** The claim form's. */
export const claimConfirmation = `${agency.name} recibió su solicitud de reclamo. Un representante de reclamos se comunicará con usted en un plazo de 24 horas. Línea de reclamos: ${agency.claimsPhone.display}.`;

/** Each one's subject, in Spanish: the agency's words, whatever the post says (docs/forms.md, "The lead relay"). */
export const confirmationSubject = {
  request: `${agency.name}: recibimos su solicitud`,
  claim: `${agency.name}: recibimos su solicitud de reclamo`,
};
