import { agency } from '../../config/agency';
import type { FormDefinition } from '../types';
import { email, firstName, lastName, phone, policyAgreement, policyNumber, requiredDate, select } from './fields';
import { claimConfirmation } from './confirmation';
import { thankYou } from './toasts';

export const claimTypes = [
  { value: 'auto', label: 'Auto' },
  { value: 'home', label: 'Home' },
  { value: 'life', label: 'Life' },
  { value: 'health', label: 'Health' },
  { value: 'business', label: 'Business' },
  { value: 'liability', label: 'General Liability' },
  { value: 'workers_comp', label: "Workers' Compensation" },
  { value: 'property', label: 'Commercial Property' },
  { value: 'cyber', label: 'Cyber Liability' },
  { value: 'other', label: 'Other' },
] as const;

export const claim: FormDefinition<'claim'> = {
  id: 'claim',
  name: 'File a claim request',
  fields: [
    firstName(2),
    lastName(2),
    email(true),
    phone('Please enter a valid phone number', 10),
    policyNumber,
    select('claimType', 'Claim type', claimTypes, 'Please select a claim type', { half: true }),
    requiredDate('dateOfIncident', 'Date of incident', 'Date of incident is required'),
    {
      name: 'description',
      label: 'What happened?',
      type: 'textarea',
      rows: 5,
      placeholder: 'Where and when it happened, who was involved, and any damage or injuries.',
      rule: { kind: 'minLength', min: 20, message: 'Please provide a detailed description (minimum 20 characters)' },
    },
    policyAgreement,
  ],
  subject: () => 'New Claim Submission',
  submitLabel: 'Submit Claim',
  busyLabel: 'Submitting...',
  confirmation: claimConfirmation,
  toasts: {
    success: thankYou,
    failure: {
      title: 'There was an error submitting your claim',
      description: `Please try again or contact us directly at ${agency.phone.display}.`,
    },
  },
};
