/** /services/home: homeowners or renters, six coverages, four reasons, four FAQs, the home quote form. */
import type { ServiceCard, ServicePageContent } from '../types';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { cardOf } from '../cards';
import { home as homeForm } from '../../../forms/definitions/home';

/** Business insurance as a homeowner meets it: the business run from home. */
const homeBusinessCard: ServiceCard = {
  ...cardOf('business'),
  description: 'Running a business from home or a storefront? Homeowners policies exclude most business losses; a business policy does not.',
  icon: 'building-2',
};

const homePage: ServicePageContent = {
  hero: {
    eyebrow: 'Personal Insurance',
    title: 'Home Insurance',
    subtitle: 'Whether you own the house or rent the apartment, the right policy protects your home, your belongings and your savings. Tell us which one you are and we take it from there.',
    image: { src: 'https://images.unsplash.com/photo-1568605114967-8130f3a36994', alt: 'A two-story family home with a front lawn' },
    actions: quoteAndCallActions(),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Do You Own or Rent?',
      lead: 'Owners insure the building and everything in it; renters insure their belongings and liability. Choose yours.',
      columns: 2,
      cards: [
        { ...cardOf('homeowners'), linkLabel: 'Explore homeowners coverage' },
        { ...cardOf('renters'), linkLabel: 'Explore renters coverage' },
      ],
    },
    {
      kind: 'cards',
      title: 'What Home Insurance Covers',
      lead: 'A standard policy combines six coverages. We set each limit with you, so a claim pays what it should.',
      cards: [
        {
          title: 'Dwelling',
          description: 'Rebuilds the structure of your home, including the roof, plumbing, wiring and built-in appliances, after fire, wind, hail, lightning and other covered losses.',
          icon: 'house',
        },
        {
          title: 'Other Structures',
          description: 'Detached garages, sheds, fences and gazebos, usually insured for 10% of your dwelling limit.',
          icon: 'warehouse',
        },
        {
          title: 'Personal Property',
          description: 'Furniture, clothing, electronics and other belongings, at home or while you travel. Replacement cost pays what new items cost today.',
          icon: 'sofa',
        },
        {
          title: 'Personal Liability',
          description: "Legal defense and damages if someone is hurt on your property or you accidentally damage someone else's property.",
          icon: 'scale',
        },
        {
          title: 'Loss of Use',
          description: 'Hotel bills, rent and the extra cost of meals while your home is repaired after a covered loss.',
          icon: 'hotel',
        },
        {
          title: 'Medical Payments to Others',
          description: 'Small medical bills for guests injured at your home, whoever is at fault, often settled without a lawsuit.',
          icon: 'stethoscope',
        },
      ],
    },
    {
      kind: 'reasons',
      title: 'Why Insure Your Home With Us',
      items: [
        { title: 'We shop many markets', description: 'We compare several home insurers and show you side by side what each quote covers, not only what it costs.', icon: 'search' },
        { title: 'Coverage that fits the home', description: 'An older house, a finished basement, a home office or a pool: we find a carrier that is comfortable with it.', icon: 'house-plus' },
        { title: 'Bundle and save', description: 'Insuring your home and your cars with the same company usually lowers both premiums.', icon: 'piggy-bank' },
        { title: 'On your side at claim time', description: 'We help you document the damage, report the claim and follow it with the adjuster until you are paid.', icon: 'handshake' },
      ],
    },
    {
      kind: 'faq',
      title: 'Home Insurance FAQs',
      faqs: [
        {
          question: 'How much personal property coverage do I need?',
          answer:
            "Personal property is usually covered at 50-70% of your dwelling coverage. A quick room-by-room inventory shows whether that is enough; jewelry, art and collections worth more than the policy's sub-limits can be listed separately.",
        },
        {
          question: 'Is water damage from a flood or a sump pump covered?',
          answer:
            'Not by a standard policy. Flood needs a separate flood policy, which usually has a 30-day waiting period, so buy it before the forecast turns. Water backing up through a drain or a failed sump pump is covered only if you add sewer and sump backup coverage, which we recommend for any home with a basement.',
        },
        {
          question: 'What is the difference between replacement cost and actual cash value?',
          answer:
            'Replacement cost pays to repair or replace with new items of similar kind and quality. Actual cash value subtracts depreciation, so a ten-year-old sofa pays out at a fraction of a new one. Replacement cost costs a little more and is almost always worth it.',
        },
        {
          question: 'How can I lower my home insurance premium?',
          answer:
            'A higher deductible, bundling with auto, a newer roof, monitored smoke and burglar alarms and a claim-free history all help. We check every discount each carrier offers when we quote.',
        },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Get Your Home Insurance Quote',
      lead: 'Tell us about the property and an agent replies within 24 hours with quotes from several carriers.',
      form: { form: homeForm },
    },
    { kind: 'cards', title: 'Related Services', cards: [cardOf('auto'), cardOf('recreational'), homeBusinessCard] },
  ],
};

export default homePage;
