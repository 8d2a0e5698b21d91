/** The four commercial detail forms (docs/forms.md): every field required. */
import type { FieldDefinition, FormDefinition } from '../types';
import * as f from './fields';
import { formBase, type LanguageWords } from './language';

interface Described {
  label: string;
  message: string;
  placeholder: string;
}

export interface CommercialWords {
  /** Each form's accessible name. */
  names: { liability: string; workersComp: string; property: string; cyber: string };
  businessType: Described;
  employees: { label: string; message: string };
  propertyType: Described;
  propertyValue: Described;
  dataSize: Described;
  submitLabel: string;
}

export function commercialDefinitions(lang: LanguageWords, words: CommercialWords) {
  const contactFields = [f.firstName(lang), f.lastName(lang), f.commercialEmail(lang), f.phone(lang), f.businessName(lang)];
  const described = (name: string, { label, message, placeholder }: Described, half: boolean) =>
    f.text(name, label, message, { placeholder, ...(half ? { half } : {}) });
  const businessType = described('businessType', words.businessType, true);
  const employees: FieldDefinition = {
    name: 'employees',
    label: words.employees.label,
    type: 'number',
    inputMode: 'numeric',
    half: true,
    rule: { kind: 'required', message: words.employees.message },
  };

  /** `line`: the coverage as the office's subject line names it, in English whatever the page's language. */
  const commercial = <Id extends keyof CommercialWords['names']>(id: Id, line: string, fields: readonly FieldDefinition[]): FormDefinition<Id> => ({
    ...formBase(lang, id, { name: words.names[id], submitLabel: words.submitLabel }),
    fields: [...contactFields, ...fields],
    subject: () => `${line} - Quote Request`,
    toasts: { success: lang.toasts.thankYou, failure: lang.toasts.genericFailure },
  });

  return {
    liability: commercial('liability', 'General Liability', [businessType, employees]),
    workersComp: commercial('workersComp', "Workers' Compensation", [businessType, employees]),
    property: commercial('property', 'Commercial Property', [
      described('propertyType', words.propertyType, true),
      described('propertyValue', words.propertyValue, true),
    ]),
    cyber: commercial('cyber', 'Cyber Liability', [businessType, described('dataSize', words.dataSize, false)]),
  };
}
