import { derivedFacts } from '../config/derivedFacts';
import { english } from './language';
import { contactDefinition } from './shapes/contact';

export const contact = /* @__PURE__ */ contactDefinition(english, {
  name: 'Send us a message',
  subject: {
    label: 'Subject',
    message: 'Please select a subject',
    options: { quote: 'Request a Quote', policy: 'Policy Question', claim: 'Claim Inquiry', billing: 'Billing Question', other: 'Other' },
  },
  message: {
    label: 'Message',
    placeholder: 'How can we help? Include your policy number if you have one.',
    message: 'Message must be at least 10 characters',
  },
  submitLabel: 'Send Message',
  successTitle: 'Your message has been sent successfully!',
  failure: {
    title: 'There was an error sending your message',
    description: `Please try again or call us directly at ${derivedFacts.phone.display}.`,
  },
});
