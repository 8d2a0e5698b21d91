/** The toast texts of SPEC.md section 8 that several forms share. */
import type { ToastText } from '../types';

export const thankYou: ToastText = {
  title: 'Thank you, your request was sent, our team will get in touch with you shortly!',
};

export const genericFailure: ToastText = {
  title: 'There was an error submitting your request. Please try again.',
};

export const quoteFailure: ToastText = {
  title: 'There was an error submitting your quote request',
  description: 'Please try again or contact us directly.',
};

export const backSoon = "We'll get back to you as soon as possible.";
