/**
 * Client Service: a policy change, requested in writing (policy changes are
 * never taken by phone, docs/specification.md) and in effect only once the
 * agent confirms it.
 */
import type { FormDefinition } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export const changeTypeValues = ['add-vehicle', 'remove-vehicle', 'add-driver', 'remove-driver', 'address-change', 'coverage-change', 'other'] as const;

export interface PolicyChangeWords extends FormNaming {
  changeType: SelectWords<(typeof changeTypeValues)[number]>;
  effectiveDate: { label: string; message: string };
  details: { label: string; placeholder: string; message: string };
  note: string;
}

export const policyChangeDefinition = (lang: LanguageWords, words: PolicyChangeWords): FormDefinition<'policyChange'> => ({
  ...formBase(lang, 'policyChange', words),
  fields: [
    ...f.contactDetails(lang),
    f.policyNumber(lang),
    f.select(lang, 'changeType', changeTypeValues, words.changeType, { half: true }),
    // May be in the past: a car bought last week is added as of its purchase.
    f.requiredDate('effectiveDate', words.effectiveDate.label, words.effectiveDate.message),
    {
      name: 'details',
      label: words.details.label,
      type: 'textarea',
      rows: 4,
      placeholder: words.details.placeholder,
      rule: { kind: 'minLength', min: 20, message: words.details.message },
    },
    f.policyAgreement(lang),
  ],
  // The change's value, as the contact form's subject (docs/forms.md).
  subject: (values) => `Policy Change Request - ${values.changeType}`,
  subjectWithoutScript: 'Policy Change Request',
  note: words.note,
  toasts: { success: lang.toasts.thankYou, failure: lang.toasts.requestFailure },
});
