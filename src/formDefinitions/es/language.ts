/**
 * What every Spanish form shares (twin of ../language.ts): the view's words,
 * the fields' labels and messages (the fixed texts of docs/forms.md, "Two
 * languages"), the progress labels, the shared toasts and the visitor's
 * confirmation. Usted throughout, terms of docs/glossary.md.
 */
import type { LanguageWords } from '../shapes/language';
import { claimConfirmation, confirmationSubject, requestConfirmation } from './confirmation';
import { toasts } from './toasts';

export const spanish: LanguageWords = {
  locale: 'es',
  chrome: {
    optional: ' (opcional)',
    requiredNote: ['Los campos marcados con ', ' son obligatorios.'],
    selectOne: 'Seleccione una opción',
    attention: (count) => (count === 1 ? '1 campo requiere su atención.' : `${count} campos requieren su atención.`),
    honeypot: 'Deje este campo vacío',
    agreement: { before: 'Acepto los', terms: 'Términos del servicio', and: 'y la', privacy: 'Política de privacidad' },
  },
  fields: {
    firstName: { label: 'Nombre', message: 'El nombre es obligatorio' },
    lastName: { label: 'Apellido', message: 'El apellido es obligatorio' },
    email: { label: 'Correo electrónico', message: 'Correo electrónico no válido' },
    simpleEmailMessage: 'Se requiere un correo electrónico válido',
    phone: { label: 'Teléfono', message: 'El teléfono es obligatorio' },
    message: { label: 'Mensaje', placeholder: '¿Hay algo que debamos saber antes de llamarle?' },
    policyAgreementMessage: 'Debe aceptar los Términos del servicio y la Política de privacidad',
    policyNumber: { label: 'Número de póliza', placeholder: 'Si lo tiene a mano' },
    businessName: { label: 'Nombre del negocio', message: 'El nombre del negocio es obligatorio' },
    addressPlaceholder: 'Calle, ciudad, código postal',
  },
  busy: { submitting: 'Enviando...', sending: 'Enviando...' },
  toasts,
  confirmation: { request: requestConfirmation, claim: claimConfirmation, subject: confirmationSubject },
};
