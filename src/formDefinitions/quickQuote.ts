import { english } from './language';
import { quickQuoteDefinition } from './shapes/quickQuote';

export const quickQuote = /* @__PURE__ */ quickQuoteDefinition(english, {
  name: 'Request a Quick Quote',
  insuranceType: {
    label: 'Insurance type',
    message: 'Please select an insurance type',
    options: {
      auto: 'Auto Insurance',
      home: 'Home Insurance',
      life: 'Life Insurance',
      health: 'Health Insurance',
      business: 'Business Insurance',
      transportation: 'Transportation Insurance',
      cyber: 'Cyber Liability',
      liability: 'General Liability',
      property: 'Commercial Property',
      workers_comp: "Workers' Compensation",
    },
  },
  submitLabel: 'Get My Free Quote',
  successTitle: 'Quote request submitted!',
});
