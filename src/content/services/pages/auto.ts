/** /services/auto: six coverages, why choose us, five FAQs, the auto quick quote form. */
import type { ServicePageContent } from '../types';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { cardOf } from '../cards';
import { pathOf } from '../registry';
import { auto as autoForm } from '../../../forms/definitions/auto';

const autoPage: ServicePageContent = {
  hero: {
    eyebrow: 'Personal Insurance',
    title: 'Auto Insurance',
    subtitle: 'Illinois drivers compare rates from many carriers with one call. We build your policy around your cars, your commute and your budget, and reply to every quote request within 24 hours.',
    image: { src: 'https://images.unsplash.com/photo-1494976388531-d1058494cdd8', alt: 'A car driving on a highway at sunset' },
    actions: quoteAndCallActions(),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Coverage Options',
      lead: 'Six coverages make up most auto policies. We explain each one and help you choose limits that protect what you own.',
      cards: [
        {
          title: 'Liability Coverage',
          description: 'Pays for injuries and property damage you cause to others. Illinois requires at least 25/50/20; if you own a home or have savings, higher limits protect them.',
          icon: 'shield',
        },
        {
          title: 'Collision Coverage',
          description: 'Repairs or replaces your car after a crash with another vehicle or an object such as a guardrail or a light pole, whoever is at fault, minus your deductible.',
          icon: 'car',
        },
        {
          title: 'Comprehensive Coverage',
          description: 'Theft, vandalism, fire, hail, flooding, a fallen tree or a deer: the damage that does not come from a collision.',
          icon: 'cloud-hail',
        },
        {
          title: 'Medical Payments',
          description: "Medical bills for you and your passengers after an accident, no matter who caused it, including your health plan's deductibles and copays.",
          icon: 'heart-pulse',
        },
        {
          title: 'Uninsured Motorist',
          description: 'Protects you when the other driver has no insurance or too little to pay for your injuries. Illinois requires it on every auto policy.',
          icon: 'user-x',
        },
        {
          title: 'Roadside Assistance',
          description: 'Towing, jump-starts, flat-tire changes, fuel delivery and lockout service, for a few dollars a month.',
          icon: 'life-buoy',
        },
      ],
    },
    {
      kind: 'reasons',
      title: 'Why Choose Us for Auto Insurance',
      items: [
        { title: 'Many carriers, one conversation', description: 'We compare quotes from several insurance companies, so you do not fill out the same forms again and again.' },
        { title: 'Every discount we can find', description: 'Multi-car, home and auto bundles, good student, safe driver, anti-theft and paid-in-full discounts add up.' },
        { title: 'Impartial advice', description: 'We work for you, not for one insurer, and we tell you when a cheaper policy leaves a gap.' },
        { title: 'No hidden fees', description: 'The premium we quote is the premium you pay. We do not add broker fees.' },
        { title: 'Changes in writing', description: 'Adding a car or a driver? E-mail us or use your online account, and the change is confirmed in writing.' },
        { title: 'Help when you have a claim', description: 'Call us after an accident. We help you report it and follow it until it is settled.' },
      ],
    },
    {
      kind: 'faq',
      title: 'Auto Insurance FAQs',
      faqs: [
        {
          question: 'How much auto insurance do I need in Illinois?',
          answer:
            'Illinois requires liability limits of at least $25,000 per person and $50,000 per accident for injuries and $20,000 for property damage, plus uninsured motorist coverage at the same injury limits. Those minimums are quickly used up after a serious crash, so most of our clients carry 100/300/100 or more, especially homeowners.',
        },
        {
          question: 'What affects my auto insurance premium?',
          answer:
            'Your driving record, the car you drive, where it is parked overnight, how many miles you drive a year, your age and driving experience, the coverages and deductibles you choose and, with most carriers, your credit-based insurance score.',
        },
        {
          question: 'Do I still need collision and comprehensive on an older car?',
          answer:
            'If you could replace the car from savings, or the two coverages cost more each year than about a tenth of what the car is worth, dropping them can make sense. If you have a loan or a lease, the lender requires both.',
        },
        {
          question: 'How do I add a car or a driver to my policy?',
          answer:
            'E-mail us or make the change in your online account. We handle policy changes in writing rather than by phone, so there is a record of exactly what changed and from when.',
        },
        {
          question: 'How fast will I get my quote?',
          answer:
            "Send the quick quote form and an agent replies within 24 hours on business days, usually sooner. Have the driver's license numbers and the year, make and model of each car at hand.",
        },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Get Your Auto Quote',
      lead: 'Tell us who you are and what you drive. An agent replies within 24 hours with your options.',
      form: { form: autoForm },
    },
    {
      kind: 'note',
      title: 'Ride, tow or boat too?',
      text: 'Motorcycles, ATVs, boats, motor homes, travel trailers and snowmobiles need their own policies. We insure those as well, often with a multi-policy discount.',
      icon: 'motorbike',
      link: { label: 'Explore recreational insurance', href: pathOf('recreational') },
    },
    { kind: 'cards', title: 'Related Services', cards: [cardOf('home'), cardOf('renters'), cardOf('recreational')] },
  ],
};

export default autoPage;
