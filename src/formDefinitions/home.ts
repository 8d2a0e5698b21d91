/** The home, homeowner and renters quote forms the site wires to the relay (docs/forms.md). */
import { english } from './language';
import { homeDefinitions } from './shapes/home';

export const { home, homeowner, renters } = /* @__PURE__ */ homeDefinitions(english, {
  names: { home: 'Home insurance quote', homeowner: 'Homeowners insurance quote', renters: 'Renters insurance quote' },
  propertyAddress: { label: 'Property address', message: 'Property address is required' },
  propertyType: {
    label: 'Property type',
    message: 'Please select a property type',
    options: { 'single-family': 'Single-family home', condo: 'Condo', townhouse: 'Townhouse', rental: 'Rental property' },
  },
  homeAddress: { label: 'Home address', message: 'Home address is required' },
  homeValue: {
    label: 'Home value',
    message: 'Please select a home value range',
    options: {
      'under-200k': 'Under $200,000',
      '200k-400k': '$200,000 - $400,000',
      '400k-600k': '$400,000 - $600,000',
      '600k-800k': '$600,000 - $800,000',
      'over-800k': 'Over $800,000',
    },
  },
  rentalAddress: { label: 'Rental address', message: 'Rental address is required' },
  personalPropertyValue: {
    label: 'Value of your belongings',
    message: 'Please select a personal property value',
    options: {
      'under-25k': 'Under $25,000',
      '25k-50k': '$25,000 - $50,000',
      '50k-75k': '$50,000 - $75,000',
      '75k-100k': '$75,000 - $100,000',
      'over-100k': 'Over $100,000',
    },
  },
  submitLabel: 'Get My Free Quote',
});
