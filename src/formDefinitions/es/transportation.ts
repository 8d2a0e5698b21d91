import { transportationDefinition } from '../shapes/transportation';
import { spanish } from './language';

export const transportation = /* @__PURE__ */ transportationDefinition(spanish, {
  name: 'Cotización de seguro de transporte',
  businessType: {
    label: 'Tipo de negocio',
    message: 'Seleccione un tipo de negocio',
    options: {
      'owner-operator': 'Propietario-operador',
      'small-fleet': 'Flotilla pequeña (2-10 camiones)',
      'mid-fleet': 'Flotilla mediana (11-50 camiones)',
      'large-fleet': 'Flotilla grande (más de 50 camiones)',
      logistics: 'Logística / bróker de carga',
      other: 'Otro',
    },
  },
  submitLabel: 'Solicitar una cotización',
  failure: { title: 'Error al enviar la solicitud de cotización', description: 'Inténtelo de nuevo o comuníquese directamente con nosotros.' },
});
