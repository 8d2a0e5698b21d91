import type { FormDefinition } from '../types';
import { email } from './fields';
import { genericFailure } from './toasts';

export const newsletter: FormDefinition<'newsletter'> = {
  id: 'newsletter',
  name: 'Newsletter sign-up',
  fields: [email()],
  subject: () => 'Newsletter Subscription',
  submitLabel: 'Subscribe',
  busyLabel: 'Submitting...',
  layout: 'inline',
  toasts: { success: { title: 'Thanks for subscribing!' }, failure: genericFailure },
};
