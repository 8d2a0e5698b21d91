import { english } from './language';
import { recreationalDefinition } from './shapes/recreational';

export { recreationalServiceTypes, type RecreationalServiceType } from './shapes/recreational';

export const recreational = /* @__PURE__ */ recreationalDefinition(english, {
  name: 'Recreational vehicle quote',
  serviceType: {
    label: 'Service type',
    message: 'Service type is required',
    // In English the value reads as it is.
    options: {
      'Motorcycle / ATV': 'Motorcycle / ATV',
      'Boat / PWC': 'Boat / PWC',
      'Motor Home': 'Motor Home',
      'Travel Trailer': 'Travel Trailer',
      Snowmobile: 'Snowmobile',
    },
  },
  submitLabel: 'Request a Quote',
});
