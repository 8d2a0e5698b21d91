/**
 * The Client Service page's copy (/service): for people who are already
 * clients. The portals and phones come from the config; the three request
 * forms are definitions in src/forms/definitions/.
 */
import { agency } from '../config/agency';
import { certificate } from '../forms/definitions/certificate';
import { idCards } from '../forms/definitions/idCards';
import { policyChange } from '../forms/definitions/policyChange';
import type { FormDefinition } from '../forms/types';
import type { IconName } from './icons';

export const clientServiceHero = {
  eyebrow: 'For our clients',
  title: 'Client Service',
  subtitle:
    'Already insured with us? Pay your bill, sign in to your account, report a claim, or ask us for a certificate of insurance, auto ID cards or a policy change. An agent answers every request within 24 hours on business days.',
};

export interface ServiceAction {
  title: string;
  description: string;
  icon: IconName;
  href: string;
  /** Another company's site (the portals): opens in a new tab. */
  external?: boolean;
}

export const serviceActions: { title: string; actions: ServiceAction[] } = {
  title: 'Right Away, Online',
  actions: [
    {
      title: 'Make a Payment',
      description: 'Pay your premium in the secure payment portal, at any hour.',
      icon: 'wallet',
      href: agency.links.payment,
      external: true,
    },
    {
      title: 'Sign In',
      description: 'See your policies and documents, and download your ID cards, in your online account.',
      icon: 'key-round',
      href: agency.links.signIn,
      external: true,
    },
    {
      title: 'File a Claim',
      description: 'Report a loss online; a claims representative contacts you within 24 hours.',
      icon: 'file-text',
      href: '/claims',
    },
  ],
};

export interface ServiceRequest {
  /** The section's anchor: /service#policy-change. */
  id: string;
  icon: IconName;
  /** The tab-like link at the top of the requests. */
  short: string;
  title: string;
  lead: string;
  /** What to know before sending, beside the form. */
  points: string[];
  form: FormDefinition<'certificate' | 'idCards' | 'policyChange'>;
}

export const serviceRequests: {
  title: string;
  lead: string;
  /** The accessible names of the hero's request links and of each request's side notes. */
  navLabel: string;
  asideLabel: (requestTitle: string) => string;
  /** The side notes' heading. */
  asideHeading: string;
  requests: ServiceRequest[];
} = {
  title: 'Send Us a Request',
  navLabel: 'Requests',
  asideLabel: (requestTitle) => `${requestTitle}: good to know`,
  asideHeading: 'Good to know',
  lead: 'Each request reaches your agent in writing, with everything needed to act on it. You receive a confirmation by e-mail as soon as you send it.',
  requests: [
    {
      id: 'certificate',
      icon: 'file-badge',
      short: 'Certificate of insurance',
      title: 'Certificate of Insurance',
      lead: 'A broker, a shipper, a landlord or a general contractor needs proof of your coverage? Tell us who the certificate is for and the date you need it by.',
      points: [
        "Give the holder's legal name and address exactly as they asked: the certificate shows them as you write them.",
        'Additional insured status depends on your policy; your agent tells you if it needs an endorsement first.',
        'Ask a few days ahead when you can: a weekend or a holiday may add a day.',
      ],
      form: certificate,
    },
    {
      id: 'id-cards',
      icon: 'id-card',
      short: 'Auto ID cards',
      title: 'Auto ID Cards',
      lead: 'Need proof of auto insurance for your glove box, a registration or a new lender? Ask for ID cards for the vehicles on your policy and we e-mail them to you.',
      points: [
        'You can also download your ID cards at any time once you sign in to your online account.',
        'A vehicle you just bought must be on your policy first: request a policy change below, and its ID card follows.',
      ],
      form: idCards,
    },
    {
      id: 'policy-change',
      icon: 'refresh-cw',
      short: 'Policy change',
      title: 'Policy Change',
      lead: 'Bought a car, added a driver, moved? Tell us the change and the date it should take effect. The change is in effect only once your agent confirms it in writing.',
      points: [
        'For your protection, policy changes are made in writing, by e-mail or through your online account, never by phone.',
        "Your agent's written confirmation also tells you any change in your premium.",
      ],
      form: policyChange,
    },
  ],
};
