/** /services: the personal insurance overview, linking every personal page. */
import type { ServicePageContent } from '../types';
import { recreationalVehicleCards } from '../recreationalFrame';
import { cardOf } from '../cards';

const personalOverview: ServicePageContent = {
  hero: {
    eyebrow: 'Personal Insurance',
    title: 'Personal Insurance',
    subtitle: 'Auto, home, renters and recreational coverage for Illinois families, compared across many insurance companies by one independent agent who answers to you.',
    image: { src: 'https://images.unsplash.com/photo-1511895426328-dc8714191300', alt: 'A family sitting together on the front steps of their home' },
    actions: [{ kind: 'link', label: 'Get a Free Quote', href: '/contact?subject=quote' }, { kind: 'phone', label: 'Talk to an Agent' }],
  },
  sections: [
    {
      kind: 'cards',
      title: 'Auto and Home',
      lead: 'The policies most households need. Insure them together and most carriers lower both premiums.',
      columns: 4,
      cards: [cardOf('auto'), cardOf('home'), cardOf('homeowners'), cardOf('renters')],
    },
    {
      kind: 'cards',
      title: 'Recreational Vehicles',
      lead: 'Your weekend vehicles need policies of their own. Start with the overview or go straight to yours.',
      cards: [cardOf('recreational'), ...recreationalVehicleCards],
    },
    {
      kind: 'reasons',
      title: 'How We Work for You',
      items: [
        { title: 'Many insurance markets', description: 'As an independent agency we quote several carriers and show you the differences in plain English.', icon: 'layers' },
        { title: 'Impartial advice', description: 'We represent you, not one insurance company, so our recommendation follows your needs and budget.', icon: 'scale' },
        { title: 'No hidden fees', description: "You pay the carrier's premium and nothing on top of it.", icon: 'badge-dollar-sign' },
        { title: 'A reply within 24 hours', description: 'Every quote request gets an answer within 24 hours on business days.', icon: 'clock' },
      ],
    },
    {
      kind: 'actions',
      title: 'Not Sure What You Need?',
      text: 'Tell us about your household and we recommend the coverages that fit, with quotes to compare.',
      actions: [{ kind: 'link', label: 'Get a Free Quote', href: '/contact?subject=quote' }, { kind: 'phone', label: 'Talk to an Agent' }],
    },
  ],
};

export default personalOverview;
