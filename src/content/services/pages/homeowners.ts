/** /services/home/homeowners: four coverages, an important note, four benefit tiles, 5+ years, the homeowner form. */
import type { ServicePageContent } from '../types';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { homeowner as homeownerForm } from '../../../forms/definitions/home';

const homeownersPage: ServicePageContent = {
  hero: {
    eyebrow: 'Home Insurance',
    title: 'Homeowners Insurance',
    subtitle: 'Coverage for the home you own and live in: the house, everything in it and your personal liability, from carriers we have compared for you.',
    image: { src: 'https://images.unsplash.com/photo-1570129477492-45c003edd2be', alt: 'A brick house with a porch and a green lawn' },
    actions: quoteAndCallActions(),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Homeowners Coverage',
      lead: 'Four coverages protect the owner who lives in the home.',
      columns: 4,
      cards: [
        {
          title: 'Dwelling Protection',
          description: "The cost to rebuild your house at today's labor and material prices, not its market value or what you paid for it.",
          icon: 'house',
        },
        {
          title: 'Personal Belongings',
          description: 'Furniture, clothing, electronics and appliances, whether they are damaged at home or stolen from your car or a hotel room.',
          icon: 'sofa',
        },
        {
          title: 'Liability Protection',
          description: 'Your legal defense and damages when a guest slips on the stairs or your dog bites a neighbor.',
          icon: 'scale',
        },
        {
          title: 'Additional Living Expenses',
          description: 'A rental, hotel and meals while your home is being repaired after a fire or a storm.',
          icon: 'hotel',
        },
      ],
    },
    {
      kind: 'note',
      id: 'important-note',
      title: 'Important Note',
      text: 'A homeowners policy is written for a home its owner lives in. If you rent the home out, live there only part of the year, or leave it vacant for more than 60 days, it needs a landlord or vacant-home policy instead; tell us and we quote the right one. Flood and earthquake are excluded and are insured separately.',
      icon: 'triangle-alert',
    },
    {
      kind: 'highlights',
      title: 'Benefits of Insuring Your Home With Us',
      items: [
        { title: 'Replacement Cost Options', description: 'Rebuild and replace with new, without depreciation taken off your claim.', icon: 'refresh-cw' },
        { title: 'Bundle Discounts', description: 'Home and auto with the same carrier usually lowers both premiums.', icon: 'piggy-bank' },
        { title: 'Claim Support', description: 'We help you report the claim and stay with it until it is paid.', icon: 'handshake' },
        { title: 'Yearly Coverage Review', description: 'Renovations and rising building costs are checked before each renewal.', icon: 'calendar-clock' },
      ],
    },
    {
      kind: 'figures',
      title: 'Experience You Can Count On',
      items: [
        { value: '5+', label: 'years of experience insuring owner-occupied homes' },
        { value: '24 hours', label: 'for a reply to your quote request on business days' },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Get Your Homeowners Quote',
      lead: 'Tell us where the home is and roughly what it is worth. An agent replies within 24 hours.',
      form: { form: homeownerForm },
    },
  ],
};

export default homeownersPage;
