import { autoDefinition } from '../shapes/auto';
import { spanish } from './language';

export const auto = /* @__PURE__ */ autoDefinition(spanish, {
  name: 'Cotización de seguro de auto',
  vehicleInfo: { label: 'Vehículo', placeholder: 'Año, marca, modelo' },
  submitLabel: 'Obtenga mi cotización de auto',
});
