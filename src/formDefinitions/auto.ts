import { english } from './language';
import { autoDefinition } from './shapes/auto';

export const auto = /* @__PURE__ */ autoDefinition(english, {
  name: 'Auto insurance quote',
  vehicleInfo: { label: 'Vehicle', placeholder: 'Year, Make, Model' },
  submitLabel: 'Get My Auto Quote',
});
