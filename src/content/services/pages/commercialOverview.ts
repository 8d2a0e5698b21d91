/** Copy of /commercial: the introduction and link cards to every commercial and transportation page. */
import type { ServicePageContent } from '../types';
import { cardOf } from '../cards';

const commercialOverviewPage: ServicePageContent = {
  hero: {
    eyebrow: 'Commercial Insurance',
    title: 'Insurance for Illinois Businesses and Truckers',
    subtitle:
      'From a two-person shop in Naperville to a 40-truck fleet running I-80, we compare carriers side by side and build coverage around the way you actually operate.',
    image: {
      src: 'https://images.unsplash.com/photo-1486406146926-c627a92ad1ab',
      alt: 'Glass office towers seen from street level',
    },
    actions: [
      { kind: 'link', label: 'Get a Quote', href: '/contact?subject=quote' },
      { kind: 'phone', label: 'Talk to an Agent' },
    ],
  },
  sections: [
    {
      kind: 'text',
      title: 'One Agent for Every Policy Your Business Carries',
      paragraphs: [
        'As an independent agency we are not tied to one insurance company. We take your details once, shop them with the carriers that write your industry, and explain the differences in coverage, not just price.',
        'After you buy, we stay on the file: certificates of insurance for your clients, endorsements when you add a location or a truck, payroll audits, renewals and claims. You call one office and reach someone who knows your account.',
      ],
    },
    {
      kind: 'cards',
      title: 'Start With an Overview',
      lead: 'See the full picture for your kind of operation, then read about each coverage below.',
      columns: 2,
      cards: [cardOf('business'), cardOf('transportation')],
    },
    {
      kind: 'cards',
      title: 'Business Coverage',
      lead: 'The policies most companies carry, each explained with what it pays for and who needs it.',
      columns: 4,
      cards: [cardOf('liability'), cardOf('workersComp'), cardOf('property'), cardOf('cyber')],
    },
    {
      kind: 'cards',
      title: 'Trucking Coverage',
      lead: 'The four parts of a trucking program, with federal and Illinois filings handled for you.',
      columns: 4,
      cards: [cardOf('autoLiability'), cardOf('physicalDamage'), cardOf('motorTruckCargo'), cardOf('occupationalAccident')],
    },
    {
      kind: 'actions',
      title: 'Not Sure Where to Start?',
      text: 'Tell us what your business does and how many people and vehicles you have. An agent will reply within 24 hours on business days with the coverage we would recommend.',
      actions: [
        { kind: 'link', label: 'Request a Quote', href: '/contact?subject=quote' },
        { kind: 'phone', label: 'Call an Agent' },
      ],
    },
  ],
};

export default commercialOverviewPage;
