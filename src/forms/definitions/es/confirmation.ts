/**
 * The visitor's confirmation e-mail in Spanish (twin of ../confirmation.ts):
 * a visitor who wrote in Spanish is answered in Spanish (docs/forms.md,
 * "Two languages").
 */
import { agency } from '../../../config/agency';
import { openDays, SPANISH_HOURS_WORDS } from '../../../config/hoursWritings';

/**
 * "lunes a viernes", derived like the English writing from the office's hours
 * (schema.org's opening hours keep every open day and its times), with the
 * Spanish day names of Intl.
 */
const spanishOpenDays = /* @__PURE__ */ openDays({ timeZone: agency.hours.timeZone, open: agency.hours.openingHours }, 'es', SPANISH_HOURS_WORDS);

/** Every form but the claim's. */
export const requestConfirmation = `${agency.name} recibió su solicitud. Un agente le responderá en un plazo de 24 horas, de ${spanishOpenDays}. Si es urgente, llame al ${agency.phone.display}.`;

/** The claim form's. */
export const claimConfirmation = `${agency.name} recibió su solicitud de reclamo. Un representante de reclamos se comunicará con usted en un plazo de 24 horas. Línea de reclamos: ${agency.claimsPhone.display}.`;
