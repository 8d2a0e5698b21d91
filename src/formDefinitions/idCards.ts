/** Client Service: auto ID cards (proof of insurance) for the vehicles on a policy. */
import { english } from './language';
import { idCardsDefinition } from './shapes/idCards';

export const idCards = /* @__PURE__ */ idCardsDefinition(english, {
  name: 'Request auto ID cards',
  vehicles: { label: 'Vehicles (one a line)', placeholder: 'Year, Make, Model' },
  submitLabel: 'Request ID Cards',
});
