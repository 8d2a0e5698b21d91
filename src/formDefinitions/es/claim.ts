import { derivedFacts } from '../../config/derivedFacts';
import { claimDefinition } from '../shapes/claim';
import { spanish } from './language';

export const claim = /* @__PURE__ */ claimDefinition(spanish, {
  name: 'Presentar una solicitud de reclamo',
  phoneMessage: 'Ingrese un número de teléfono válido',
  claimType: {
    label: 'Tipo de reclamo',
    message: 'Seleccione un tipo de reclamo',
    options: {
      auto: 'Auto',
      home: 'Hogar',
      life: 'Vida',
      health: 'Salud',
      business: 'Negocio',
      liability: 'Responsabilidad civil general',
      workers_comp: 'Compensación para trabajadores',
      property: 'Propiedad comercial',
      cyber: 'Responsabilidad cibernética',
      other: 'Otro',
    },
  },
  dateOfIncident: { label: 'Fecha del incidente', message: 'La fecha del incidente es obligatoria' },
  description: {
    label: '¿Qué sucedió?',
    placeholder: 'Dónde y cuándo sucedió, quiénes estuvieron involucrados y cualquier daño o lesión.',
    message: 'Describa lo sucedido con detalle (mínimo 20 caracteres)',
  },
  submitLabel: 'Enviar reclamo',
  failure: {
    title: 'Hubo un error al enviar su reclamo',
    description: `Inténtelo de nuevo o comuníquese directamente con nosotros al ${derivedFacts.phone.display}.`,
  },
});
