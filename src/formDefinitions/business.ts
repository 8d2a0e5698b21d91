import { english } from './language';
import { businessDefinition } from './shapes/business';

export const business = /* @__PURE__ */ businessDefinition(english, {
  name: 'Business insurance quote',
  industry: {
    label: 'Industry',
    message: 'Please select an industry',
    options: {
      retail: 'Retail',
      restaurant: 'Restaurant / Food Service',
      professional: 'Professional Services',
      construction: 'Construction',
      manufacturing: 'Manufacturing',
      technology: 'Technology',
      healthcare: 'Healthcare',
      other: 'Other',
    },
  },
  employeesLabel: 'Number of employees',
  submitLabel: 'Request a Quote',
  successTitle: 'Thanks! Your request was sent.',
  failureTitle: 'There was an error. Please try again.',
});
