/** The four commercial detail forms in Spanish (twin of ../commercial.ts). */
import { commercialDefinitions } from '../shapes/commercial';
import { spanish } from './language';

export const { liability, workersComp, property, cyber } = /* @__PURE__ */ commercialDefinitions(spanish, {
  names: {
    liability: 'Cotización de responsabilidad civil general',
    workersComp: 'Cotización de compensación para trabajadores',
    property: 'Cotización de propiedad comercial',
    cyber: 'Cotización de responsabilidad cibernética',
  },
  businessType: {
    label: 'Tipo de negocio',
    message: 'El tipo de negocio es obligatorio',
    placeholder: 'p. ej., restaurante, contratista, tienda minorista',
  },
  employees: { label: 'Número de empleados', message: 'El número de empleados es obligatorio' },
  propertyType: { label: 'Tipo de propiedad', message: 'El tipo de propiedad es obligatorio', placeholder: 'p. ej., oficina, almacén, local comercial' },
  propertyValue: { label: 'Valor estimado de la propiedad', message: 'El valor de la propiedad es obligatorio', placeholder: 'p. ej., $850,000' },
  dataSize: {
    label: 'Registros de clientes que guarda',
    message: 'La información sobre el volumen de datos es obligatoria',
    placeholder: 'p. ej., unos 5,000 registros de clientes',
  },
  submitLabel: 'Solicitar una cotización',
});
