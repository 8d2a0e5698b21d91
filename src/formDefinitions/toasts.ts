/** The toast texts several English forms share (docs/forms.md, "Toasts"); Spanish twin: es/toasts.ts. */
import { derivedFacts } from '../config/derivedFacts';
import type { SharedToasts } from './shapes/language';
import { thanksPage } from './thanks';

const genericFailure = { title: 'There was an error submitting your request. Please try again.' };

export const toasts: SharedToasts = {
  thankYou: { title: thanksPage.text },
  genericFailure,
  requestFailure: { ...genericFailure, description: `Please try again or call us directly at ${derivedFacts.phone.display}.` },
  quoteFailure: { title: 'There was an error submitting your quote request', description: 'Please try again or contact us directly.' },
  backSoon: "We'll get back to you as soon as possible.",
};
