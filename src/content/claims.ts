/** The File a Claim page's copy. The claims phone and hours come from the config. */
import { agency } from '../config/agency';
import { claim } from '../forms/definitions/claim';
import type { Step } from './types';

export const claimsHero = {
  eyebrow: 'Claims support',
  title: 'File a Claim',
  subtitle: 'Report a loss online in a few minutes. A claims representative contacts you within 24 hours and guides you through every next step.',
  startLabel: 'Start Your Claim',
};

export const claimsProcess = {
  title: 'How the Claims Process Works',
  lead: 'We stay on your side from the first call to the final settlement.',
  steps: [
    {
      title: 'Make sure everyone is safe',
      description: 'If anyone is hurt, call 911 first. Then, if it is safe, take steps to prevent further damage, such as covering a broken window.',
    },
    {
      title: 'Send us your claim request',
      description: 'Fill in the form below with your contact details, the type of claim, the date and what happened. Add your policy number if you have it handy.',
    },
    {
      title: 'We contact you within 24 hours',
      description: 'A claims representative calls or e-mails you within 24 hours to go over the details and report the claim to your insurance carrier.',
    },
    {
      title: 'Photos, documents and settlement',
      description: 'Your representative tells you which photos, estimates or reports the carrier needs, arranges how to send them, and follows the claim until it is settled.',
    },
  ] satisfies Step[],
};

export const claimsSupport = {
  title: 'Claims Support',
  hoursLabel: 'Support hours',
  hours: agency.hours.sentence,
  phoneLabel: 'Call our claims line',
  promise: 'Submit your claim online at any time. A claims representative contacts you within 24 hours.',
  /** For a client who came here for something else than a claim. */
  otherRequests: { text: 'Need a certificate of insurance, ID cards or a policy change?', linkLabel: 'Go to Client Service' },
};

export const claimForm = {
  /** The form itself: the page shows the definition of its own language. */
  form: claim,
  title: 'Submit a Claim Request',
  lead: 'Tell us what happened in your own words. The more detail you give, the faster we can get your claim moving.',
  notice: {
    title: 'Photos and documents',
    text: 'You do not need to attach anything now. After your first submission, your claims representative will arrange how to collect photos, repair estimates, police reports or any other documents your claim needs.',
  },
};
