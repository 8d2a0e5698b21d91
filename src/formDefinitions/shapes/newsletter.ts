import type { FormDefinition } from '../types';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export interface NewsletterWords extends FormNaming {
  successTitle: string;
}

export const newsletterDefinition = (lang: LanguageWords, words: NewsletterWords): FormDefinition<'newsletter'> => ({
  ...formBase(lang, 'newsletter', words),
  fields: [f.email(lang)],
  subject: () => 'Newsletter Subscription',
  layout: 'inline',
  toasts: { success: { title: words.successTitle }, failure: lang.toasts.genericFailure },
});
