/** The home, homeowner and renters quote forms in Spanish (twin of ../home.ts). */
import { homeDefinitions } from '../shapes/home';
import { spanish } from './language';

export const { home, homeowner, renters } = /* @__PURE__ */ homeDefinitions(spanish, {
  names: {
    home: 'Cotización de seguro de hogar',
    homeowner: 'Cotización de seguro de propietarios de vivienda',
    renters: 'Cotización de seguro de inquilinos',
  },
  propertyAddress: { label: 'Dirección de la propiedad', message: 'La dirección de la propiedad es obligatoria' },
  propertyType: {
    label: 'Tipo de propiedad',
    message: 'Seleccione un tipo de propiedad',
    options: { 'single-family': 'Casa unifamiliar', condo: 'Condominio', townhouse: 'Casa adosada', rental: 'Propiedad de alquiler' },
  },
  homeAddress: { label: 'Dirección de la vivienda', message: 'La dirección de la vivienda es obligatoria' },
  homeValue: {
    label: 'Valor de la vivienda',
    message: 'Seleccione un rango de valor de la vivienda',
    options: {
      'under-200k': 'Menos de $200,000',
      '200k-400k': '$200,000 - $400,000',
      '400k-600k': '$400,000 - $600,000',
      '600k-800k': '$600,000 - $800,000',
      'over-800k': 'Más de $800,000',
    },
  },
  rentalAddress: { label: 'Dirección del alquiler', message: 'La dirección del alquiler es obligatoria' },
  personalPropertyValue: {
    label: 'Valor de sus bienes personales',
    message: 'Seleccione el valor de sus bienes personales',
    options: {
      'under-25k': 'Menos de $25,000',
      '25k-50k': '$25,000 - $50,000',
      '50k-75k': '$50,000 - $75,000',
      '75k-100k': '$75,000 - $100,000',
      'over-100k': 'Más de $100,000',
    },
  },
  submitLabel: 'Obtenga mi cotización gratis',
});
