import { quickQuoteDefinition } from '../shapes/quickQuote';
import { spanish } from './language';

export const quickQuote = /* @__PURE__ */ quickQuoteDefinition(spanish, {
  name: 'Solicite una cotización rápida',
  insuranceType: {
    label: 'Tipo de seguro',
    message: 'Seleccione un tipo de seguro',
    options: {
      auto: 'Seguro de auto',
      home: 'Seguro de hogar',
      life: 'Seguro de vida',
      health: 'Seguro de salud',
      business: 'Seguro para negocios',
      transportation: 'Seguro de transporte',
      cyber: 'Responsabilidad cibernética',
      liability: 'Responsabilidad civil general',
      property: 'Propiedad comercial',
      workers_comp: 'Compensación para trabajadores',
    },
  },
  submitLabel: 'Obtenga mi cotización gratis',
  successTitle: '¡Solicitud de cotización enviada!',
});
