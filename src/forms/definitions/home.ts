/** The home, homeowner and renters quote forms the site wires to the relay (docs/forms.md). */
import type { FieldDefinition, FormDefinition, Option } from '../types';
import { address, email, firstName, lastName, select } from './fields';
import { genericFailure, thankYou } from './toasts';

export const propertyTypes: readonly Option[] = [
  { value: 'single-family', label: 'Single-family home' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'rental', label: 'Rental property' },
];

export const homeValues: readonly Option[] = [
  { value: 'under-200k', label: 'Under $200,000' },
  { value: '200k-400k', label: '$200,000 - $400,000' },
  { value: '400k-600k', label: '$400,000 - $600,000' },
  { value: '600k-800k', label: '$600,000 - $800,000' },
  { value: 'over-800k', label: 'Over $800,000' },
];

export const personalPropertyValues: readonly Option[] = [
  { value: 'under-25k', label: 'Under $25,000' },
  { value: '25k-50k', label: '$25,000 - $50,000' },
  { value: '50k-75k', label: '$50,000 - $75,000' },
  { value: '75k-100k', label: '$75,000 - $100,000' },
  { value: 'over-100k', label: 'Over $100,000' },
];

const homeForm = <Id extends string>(id: Id, name: string, line: string, fields: readonly FieldDefinition[]): FormDefinition<Id> => ({
  id,
  name,
  fields: [firstName(), lastName(), email(), ...fields],
  subject: () => `${line} - Quote Request`,
  submitLabel: 'Get My Free Quote',
  busyLabel: 'Submitting...',
  toasts: { success: thankYou, failure: genericFailure },
});

export const home = homeForm('home', 'Home insurance quote', 'Home Insurance', [
  address('propertyAddress', 'Property address', 'Property address is required'),
  select('propertyType', 'Property type', propertyTypes, 'Please select a property type'),
]);

export const homeowner = homeForm('homeowner', 'Homeowners insurance quote', 'Homeowners Insurance', [
  address('homeAddress', 'Home address', 'Home address is required'),
  select('homeValue', 'Home value', homeValues, 'Please select a home value range'),
]);

export const renters = homeForm('renters', 'Renters insurance quote', 'Renters Insurance', [
  address('rentalAddress', 'Rental address', 'Rental address is required'),
  select('personalPropertyValue', 'Value of your belongings', personalPropertyValues, 'Please select a personal property value'),
]);
