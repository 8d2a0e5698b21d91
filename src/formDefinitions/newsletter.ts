import { english } from './language';
import { newsletterDefinition } from './shapes/newsletter';

export const newsletter = /* @__PURE__ */ newsletterDefinition(english, {
  name: 'Newsletter sign-up',
  submitLabel: 'Subscribe',
  successTitle: 'Thanks for subscribing!',
});
