import { newsletterDefinition } from '../shapes/newsletter';
import { spanish } from './language';

export const newsletter = /* @__PURE__ */ newsletterDefinition(spanish, {
  name: 'Suscripción al boletín',
  submitLabel: 'Suscribirse',
  successTitle: '¡Gracias por suscribirse!',
});
