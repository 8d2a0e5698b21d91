import { businessDefinition } from '../shapes/business';
import { spanish } from './language';

export const business = /* @__PURE__ */ businessDefinition(spanish, {
  name: 'Cotización de seguro para negocios',
  industry: {
    label: 'Industria',
    message: 'Seleccione una industria',
    options: {
      retail: 'Comercio minorista',
      restaurant: 'Restaurante / servicio de alimentos',
      professional: 'Servicios profesionales',
      construction: 'Construcción',
      manufacturing: 'Manufactura',
      technology: 'Tecnología',
      healthcare: 'Atención médica',
      other: 'Otro',
    },
  },
  employeesLabel: 'Número de empleados',
  submitLabel: 'Solicitar una cotización',
  successTitle: '¡Gracias! Su solicitud fue enviada.',
  failureTitle: 'Hubo un error. Inténtelo de nuevo.',
});
