import type { FormDefinition } from '../types';
import * as f from './fields.ts';
import { formBase, type FormNaming, type LanguageWords } from './language.ts';

/** docs/forms.md: the page sets one of these; the visitor cannot change it. Posted as they are in every language. */
export const recreationalServiceTypes = ['Motorcycle / ATV', 'Boat / PWC', 'Motor Home', 'Travel Trailer', 'Snowmobile'] as const;
export type RecreationalServiceType = (typeof recreationalServiceTypes)[number];

export interface RecreationalWords extends FormNaming {
  serviceType: { label: string; message: string; options: Record<RecreationalServiceType, string> };
}

export const recreationalDefinition = (lang: LanguageWords, words: RecreationalWords): FormDefinition<'recreational'> => ({
  ...formBase(lang, 'recreational', words),
  fields: [
    ...f.contactDetails(lang),
    {
      name: 'serviceType',
      label: words.serviceType.label,
      type: 'text',
      readOnly: true,
      // What the visitor reads for the value the page sets (FormField shows the label, posts the value).
      options: f.optionsOf(recreationalServiceTypes, words.serviceType.options),
      rule: { kind: 'required', message: words.serviceType.message },
    },
    f.optionalMessage(lang, 3),
    f.policyAgreement(lang),
  ],
  subject: (values) => `${values.serviceType} - Quote Request`,
  toasts: { success: lang.toasts.thankYou, failure: lang.toasts.quoteFailure },
});
