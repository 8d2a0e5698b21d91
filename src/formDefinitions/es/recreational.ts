import { recreationalDefinition } from '../shapes/recreational';
import { spanish } from './language';

export const recreational = /* @__PURE__ */ recreationalDefinition(spanish, {
  name: 'Cotización de vehículo recreativo',
  serviceType: {
    label: 'Tipo de servicio',
    message: 'El tipo de servicio es obligatorio',
    // The visitor reads these; the office's mail gets the English value.
    options: {
      'Motorcycle / ATV': 'Motocicleta / vehículo todoterreno (ATV)',
      'Boat / PWC': 'Embarcación / moto acuática (PWC)',
      'Motor Home': 'Casa rodante',
      'Travel Trailer': 'Remolque de viaje',
      Snowmobile: 'Motonieve',
    },
  },
  submitLabel: 'Solicitar una cotización',
});
