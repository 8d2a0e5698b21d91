/** Client Service: a policy change, in effect only once the agent confirms it in writing. */
import { english } from './language';
import { policyChangeDefinition } from './shapes/policyChange';

export const policyChange = /* @__PURE__ */ policyChangeDefinition(english, {
  name: 'Request a policy change',
  changeType: {
    label: 'Type of change',
    message: 'Please select the change you need',
    options: {
      'add-vehicle': 'Add a vehicle',
      'remove-vehicle': 'Remove a vehicle',
      'add-driver': 'Add a driver',
      'remove-driver': 'Remove a driver',
      'address-change': 'Change of address',
      'coverage-change': 'Change of coverage',
      other: 'Other',
    },
  },
  effectiveDate: { label: 'Effective date', message: 'Please choose the date the change should take effect' },
  details: {
    label: 'Describe the change',
    placeholder:
      'For a vehicle: year, make, model and VIN. For a driver: their name and how they are related to you. For an address: the new address.',
    message: 'Please describe the change (minimum 20 characters)',
  },
  note: 'A change takes effect only when your agent confirms it in writing.',
  submitLabel: 'Request the Change',
});
