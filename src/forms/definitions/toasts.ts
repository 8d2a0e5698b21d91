/** The toast texts several forms share (docs/forms.md, "Toasts"). */
import { agency } from '../../config/agency';
import { thanksPage } from './thanks';
import type { ToastText } from '../types';

/** The same words as the /thanks page a form lands on without script. */
export const thankYou: ToastText = { title: thanksPage.text };

export const genericFailure: ToastText = {
  title: 'There was an error submitting your request. Please try again.',
};

/** The client requests' (certificate, ID cards, policy change): the generic words and the phone. */
export const requestFailure: ToastText = {
  ...genericFailure,
  description: `Please try again or call us directly at ${agency.phone.display}.`,
};

export const quoteFailure: ToastText = {
  title: 'There was an error submitting your quote request',
  description: 'Please try again or contact us directly.',
};

export const backSoon = "We'll get back to you as soon as possible.";
