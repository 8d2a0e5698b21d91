import type { FormDefinition } from '../../types';
import { optionsOf } from './fields';
import type { Language } from './language';

/** docs/forms.md: the page sets one of these; the visitor cannot change it. Posted as they are in every language. */
export const recreationalServiceTypes = ['Motorcycle / ATV', 'Boat / PWC', 'Motor Home', 'Travel Trailer', 'Snowmobile'] as const;
export type RecreationalServiceType = (typeof recreationalServiceTypes)[number];

export interface RecreationalWords {
  name: string;
  serviceType: { label: string; message: string; options: Record<RecreationalServiceType, string> };
  submitLabel: string;
}

export const recreationalDefinition = ({ base, field, busy, toasts }: Language, words: RecreationalWords): FormDefinition<'recreational'> => ({
  ...base,
  id: 'recreational',
  name: words.name,
  fields: [
    ...field.contactDetails(),
    {
      name: 'serviceType',
      label: words.serviceType.label,
      type: 'text',
      readOnly: true,
      // What the visitor reads for the value the page sets (FormField shows the label, posts the value).
      options: optionsOf(recreationalServiceTypes, words.serviceType.options),
      rule: { kind: 'required', message: words.serviceType.message },
    },
    field.optionalMessage(3),
    field.policyAgreement,
  ],
  subject: (values) => `${values.serviceType} - Quote Request`,
  submitLabel: words.submitLabel,
  busyLabel: busy.submitting,
  toasts: { success: toasts.thankYou, failure: toasts.quoteFailure },
});
