/** Client Service: auto ID cards, in Spanish (twin of ../idCards.ts). */
import { idCardsDefinition } from '../shapes/idCards';
import { spanish } from './language';

export const idCards = /* @__PURE__ */ idCardsDefinition(spanish, {
  name: 'Solicitar tarjetas de identificación del seguro de auto',
  vehicles: { label: 'Vehículos (uno por línea)', placeholder: 'Año, marca, modelo' },
  submitLabel: 'Solicitar las tarjetas',
});
