import { english } from './language';
import { transportationDefinition } from './shapes/transportation';

export const transportation = /* @__PURE__ */ transportationDefinition(english, {
  name: 'Transportation insurance quote',
  businessType: {
    label: 'Business type',
    message: 'Please select a business type',
    options: {
      'owner-operator': 'Owner-Operator',
      'small-fleet': 'Small Fleet (2-10 trucks)',
      'mid-fleet': 'Mid-Size Fleet (11-50 trucks)',
      'large-fleet': 'Large Fleet (50+ trucks)',
      logistics: 'Logistics / Freight Broker',
      other: 'Other',
    },
  },
  submitLabel: 'Request a Quote',
  failure: { title: 'Error submitting quote request', description: 'Please try again or contact us directly.' },
});
