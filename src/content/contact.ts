/** The Contact page's copy. The facts (address, phones, hours) come from the config. */
import { agency } from '../config/agency';
import { contact } from '../forms/definitions/contact';
import { CLIENT_SERVICE_PATH } from './navigation';

export const contactHero = {
  eyebrow: 'We are here to help',
  title: 'Contact Us',
  subtitle: `Questions about coverage, a quote, or a policy you already have? Send us a message, call, or stop by our ${agency.address.city} office. We reply within 24 hours on business days.`,
};

export const contactForm = {
  /** The form itself: the page shows the definition of its own language. */
  form: contact,
  title: 'Send Us a Message',
  lead: 'Choose a subject so the right person answers. For a quote, a few details about what you want to insure help us reply with real numbers.',
};

export const contactInfoTitle: string = 'Contact Information';

export const policyChangesNotice = {
  title: 'Changing a policy?',
  text: 'For your protection, policy changes are handled by e-mail or through your online account, never by phone. Send the change in writing and we confirm it once the carrier has processed it.',
  link: { label: 'Request a policy change', href: `${CLIENT_SERVICE_PATH}#policy-change` },
};

export const mapSection = {
  title: 'Find Our Office',
  lead: `Our office is in ${agency.address.city}, ${agency.address.stateName}. Visitors are welcome during business hours; call ahead and we will have your file ready.`,
};
