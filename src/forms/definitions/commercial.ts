/** The four commercial detail forms (docs/forms.md): every field required. */
import type { FieldDefinition, FormDefinition } from '../types';
import { businessName, commercialEmail, firstName, lastName, phone, text } from './fields';
import { genericFailure, thankYou } from './toasts';

const contactFields = [firstName(), lastName(), commercialEmail, phone(), businessName];

const businessType = text('businessType', 'Type of business', 'Business type is required', {
  half: true,
  placeholder: 'e.g. Restaurant, contractor, retail store',
});

const employees: FieldDefinition = {
  name: 'employees',
  label: 'Number of employees',
  type: 'number',
  inputMode: 'numeric',
  half: true,
  rule: { kind: 'required', message: 'Number of employees is required' },
};

const commercial = <Id extends string>(id: Id, line: string, fields: readonly FieldDefinition[]): FormDefinition<Id> => ({
  id,
  name: `${line} quote`,
  fields: [...contactFields, ...fields],
  subject: () => `${line} - Quote Request`,
  submitLabel: 'Request a Quote',
  busyLabel: 'Submitting...',
  toasts: { success: thankYou, failure: genericFailure },
});

export const liability = commercial('liability', 'General Liability', [businessType, employees]);

export const workersComp = commercial('workersComp', "Workers' Compensation", [businessType, employees]);

export const property = commercial('property', 'Commercial Property', [
  text('propertyType', 'Property type', 'Property type is required', {
    half: true,
    placeholder: 'e.g. Office, warehouse, storefront',
  }),
  text('propertyValue', 'Estimated property value', 'Property value is required', {
    half: true,
    placeholder: 'e.g. $850,000',
  }),
]);

export const cyber = commercial('cyber', 'Cyber Liability', [
  businessType,
  text('dataSize', 'Customer records you store', 'Data size information is required', {
    placeholder: 'e.g. About 5,000 customer records',
  }),
]);
