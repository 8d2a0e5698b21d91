import type { FormDefinition } from '../../types';
import type { Language } from './language';

export interface NewsletterWords {
  name: string;
  submitLabel: string;
  successTitle: string;
}

export const newsletterDefinition = ({ base, field, busy, toasts }: Language, words: NewsletterWords): FormDefinition<'newsletter'> => ({
  ...base,
  id: 'newsletter',
  name: words.name,
  fields: [field.email()],
  subject: () => 'Newsletter Subscription',
  submitLabel: words.submitLabel,
  busyLabel: busy.submitting,
  layout: 'inline',
  toasts: { success: { title: words.successTitle }, failure: toasts.genericFailure },
});
