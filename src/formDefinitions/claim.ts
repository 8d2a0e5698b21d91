import { derivedFacts } from '../config/derivedFacts';
import { english } from './language';
import { claimDefinition } from './shapes/claim';

export const claim = /* @__PURE__ */ claimDefinition(english, {
  name: 'File a claim request',
  phoneMessage: 'Please enter a valid phone number',
  claimType: {
    label: 'Claim type',
    message: 'Please select a claim type',
    options: {
      auto: 'Auto',
      home: 'Home',
      life: 'Life',
      health: 'Health',
      business: 'Business',
      liability: 'General Liability',
      workers_comp: "Workers' Compensation",
      property: 'Commercial Property',
      cyber: 'Cyber Liability',
      other: 'Other',
    },
  },
  dateOfIncident: { label: 'Date of incident', message: 'Date of incident is required' },
  description: {
    label: 'What happened?',
    placeholder: 'Where and when it happened, who was involved, and any damage or injuries.',
    message: 'Please provide a detailed description (minimum 20 characters)',
  },
  submitLabel: 'Submit Claim',
  failure: {
    title: 'There was an error submitting your claim',
    description: `Please try again or contact us directly at ${derivedFacts.phone.display}.`,
  },
});
