/**
 * What every English form shares: the view's words, the fields' labels and
 * messages (docs/forms.md, "Validation messages"), the progress labels, the
 * shared toasts and the visitor's confirmation. Spanish twin: es/language.ts.
 */
import { claimConfirmation, confirmationSubject, requestConfirmation } from './confirmation';
import type { LanguageWords } from './shapes/language';
import { toasts } from './toasts';

export const english: LanguageWords = {
  locale: 'en',
  chrome: {
    optional: ' (optional)',
    requiredNote: ['Fields marked ', ' are required.'],
    selectOne: 'Select one',
    attention: (count) => (count === 1 ? '1 field needs your attention.' : `${count} fields need your attention.`),
    honeypot: 'Leave this field empty',
    agreement: { before: 'I agree to the', terms: 'Terms of Service', and: 'and', privacy: 'Privacy Policy' },
  },
  fields: {
    firstName: { label: 'First name', message: 'First name is required' },
    lastName: { label: 'Last name', message: 'Last name is required' },
    email: { label: 'Email address', message: 'Invalid email address' },
    simpleEmailMessage: 'Valid email is required',
    phone: { label: 'Phone number', message: 'Phone number is required' },
    message: { label: 'Message', placeholder: 'Anything we should know before we call you?' },
    policyAgreementMessage: 'You must agree to the Terms of Service and Privacy Policy',
    policyNumber: { label: 'Policy number', placeholder: 'If you have it handy' },
    businessName: { label: 'Business name', message: 'Business name is required' },
    addressPlaceholder: 'Street, city, ZIP',
  },
  busy: { submitting: 'Submitting...', sending: 'Sending...' },
  toasts,
  confirmation: { request: requestConfirmation, claim: claimConfirmation, subject: confirmationSubject },
};
