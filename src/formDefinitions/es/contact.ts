import { derivedFacts } from '../../config/derivedFacts';
import { contactDefinition } from '../shapes/contact';
import { spanish } from './language';

export const contact = /* @__PURE__ */ contactDefinition(spanish, {
  name: 'Envíenos un mensaje',
  subject: {
    label: 'Asunto',
    message: 'Seleccione un asunto',
    options: {
      quote: 'Solicitar una cotización',
      policy: 'Pregunta sobre una póliza',
      claim: 'Consulta sobre un reclamo',
      billing: 'Pregunta sobre facturación',
      other: 'Otro',
    },
  },
  message: {
    label: 'Mensaje',
    placeholder: '¿Cómo podemos ayudarle? Incluya su número de póliza si lo tiene.',
    message: 'El mensaje debe tener al menos 10 caracteres',
  },
  submitLabel: 'Enviar mensaje',
  successTitle: '¡Su mensaje fue enviado con éxito!',
  failure: {
    title: 'Hubo un error al enviar su mensaje',
    description: `Inténtelo de nuevo o llámenos directamente al ${derivedFacts.phone.display}.`,
  },
});
