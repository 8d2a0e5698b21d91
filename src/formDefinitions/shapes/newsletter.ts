import type { FormDefinition } from '../types';
import * as f from './fields';
import type { Language } from './language';

export interface NewsletterWords {
  name: string;
  submitLabel: string;
  successTitle: string;
}

export const newsletterDefinition = (lang: Language, words: NewsletterWords): FormDefinition<'newsletter'> => ({
  ...lang.base,
  id: 'newsletter',
  name: words.name,
  fields: [f.email(lang)],
  subject: () => 'Newsletter Subscription',
  submitLabel: words.submitLabel,
  busyLabel: lang.busy.submitting,
  layout: 'inline',
  toasts: { success: { title: words.successTitle }, failure: lang.toasts.genericFailure },
});
