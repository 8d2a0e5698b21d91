/**
 * Client Service: a policy change, requested in writing (policy changes are
 * never taken by phone, docs/specification.md) and in effect only once the
 * agent confirms it.
 */
import type { FormDefinition } from '../types';
import { contactDetails, policyAgreement, policyNumber, requiredDate, select } from './fields';
import { requestFailure, thankYou } from './toasts';

export const changeTypes = [
  { value: 'add-vehicle', label: 'Add a vehicle' },
  { value: 'remove-vehicle', label: 'Remove a vehicle' },
  { value: 'add-driver', label: 'Add a driver' },
  { value: 'remove-driver', label: 'Remove a driver' },
  { value: 'address-change', label: 'Change of address' },
  { value: 'coverage-change', label: 'Change of coverage' },
  { value: 'other', label: 'Other' },
] as const;

export const policyChange: FormDefinition<'policyChange'> = {
  id: 'policyChange',
  name: 'Request a policy change',
  fields: [
    ...contactDetails(),
    policyNumber,
    select('changeType', 'Type of change', changeTypes, 'Please select the change you need', { half: true }),
    // May be in the past: a car bought last week is added as of its purchase.
    requiredDate('effectiveDate', 'Effective date', 'Please choose the date the change should take effect'),
    {
      name: 'details',
      label: 'Describe the change',
      type: 'textarea',
      rows: 4,
      placeholder: 'For a vehicle: year, make, model and VIN. For a driver: their name and how they are related to you. For an address: the new address.',
      rule: { kind: 'minLength', min: 20, message: 'Please describe the change (minimum 20 characters)' },
    },
    policyAgreement,
  ],
  // The change's value, as the contact form's subject (docs/forms.md).
  subject: (values) => `Policy Change Request - ${values.changeType}`,
  subjectWithoutScript: 'Policy Change Request',
  note: 'A change takes effect only when your agent confirms it in writing.',
  submitLabel: 'Request the Change',
  busyLabel: 'Submitting...',
  toasts: { success: thankYou, failure: requestFailure },
};
