/** /services/home/renters: four coverages, four reasons, $15 to $30 per month, the renters form, a link to /privacy. */
import type { ServicePageContent } from '../types';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { renters as rentersForm } from '../../../forms/definitions/home';

const rentersPage: ServicePageContent = {
  hero: {
    eyebrow: 'Home Insurance',
    title: 'Renters Insurance',
    subtitle: "Your landlord's policy covers the building, not your things. Renters insurance protects your belongings and your liability, with premiums averaging $15 to $30 per month.",
    image: { src: 'https://images.unsplash.com/photo-1522708323590-d24dbb6b0267', alt: 'A bright apartment living room with a sofa and plants' },
    actions: quoteAndCallActions(),
  },
  sections: [
    {
      kind: 'cards',
      title: 'What Renters Insurance Covers',
      lead: 'One policy, four coverages. Leases that require renters insurance usually ask for the liability part.',
      columns: 4,
      cards: [
        {
          title: 'Personal Property',
          description: 'Your furniture, clothes, laptop and bike after a fire, a burst pipe or a break-in, at home or away.',
          icon: 'sofa',
        },
        {
          title: 'Personal Liability',
          description: 'Legal defense and damages if a guest is injured in your apartment or you flood the unit below.',
          icon: 'scale',
        },
        {
          title: 'Additional Living Expenses',
          description: 'A hotel and meals while your apartment cannot be lived in after a covered loss.',
          icon: 'hotel',
        },
        {
          title: 'Medical Payments',
          description: 'Small medical bills for guests hurt in your home, paid without a lawsuit or a question of fault.',
          icon: 'stethoscope',
        },
      ],
    },
    {
      kind: 'reasons',
      title: 'Why Renters Choose Us',
      items: [
        { title: 'Affordable protection', description: 'Premiums average $15 to $30 per month, depending on where you live and how much you insure.', icon: 'piggy-bank' },
        { title: 'Proof for your landlord', description: 'Many leases require renters insurance. We send your declarations page the day the policy starts and can list your landlord on it.', icon: 'file-text' },
        { title: 'Coverage that moves with you', description: 'Moving to a new apartment? E-mail us the new address and your policy follows you.', icon: 'map-pin' },
        { title: 'Bundle with auto', description: 'Adding renters insurance to your auto policy often costs little once the multi-policy discount applies.', icon: 'car' },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Get Your Renters Quote',
      lead: 'Four details are all we need. An agent replies within 24 hours with your options.',
      form: { form: rentersForm },
      footnote: { before: 'We use your details only to prepare your quote. Read our ', link: { label: 'Privacy Policy', href: '/privacy' }, after: '.' },
    },
  ],
};

export default rentersPage;
