/** Copy of /services/business: six coverage cards, three highlights, four FAQs and the business quote form. */
import type { ServicePageContent } from '../types';
import { cardOf } from '../cards';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { business as businessForm } from '../../../forms/definitions/business';

const businessPage: ServicePageContent = {
  hero: {
    eyebrow: 'Commercial Insurance',
    title: 'Business Insurance',
    subtitle:
      'Coverage built around how your company really runs, from the storefront and the payroll to the delivery van and the customer list on your server.',
    image: {
      src: 'https://images.unsplash.com/photo-1556761175-b413da4baf72',
      alt: 'A small business owner reviewing paperwork with a colleague at a conference table',
    },
    actions: quoteAndCallActions('Get a Quote'),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Coverage for Your Business',
      lead: 'Most Illinois businesses need several of these policies. We help you decide which ones, at what limits, and package them so nothing falls between two policies.',
      columns: 3,
      cards: [
        {
          ...cardOf('liability'),
          description:
            'Pays for injuries and property damage you cause to customers and the public, and for your legal defense. Usually the first certificate a landlord or client asks for.',
        },
        {
          ...cardOf('property'),
          description:
            'Covers your building, equipment, furniture and inventory after fire, theft, wind or water damage, owned or leased.',
        },
        {
          ...cardOf('workersComp'),
          description:
            'Required in Illinois once you have an employee. Pays medical bills and lost wages for work injuries and protects you from employee lawsuits.',
        },
        {
          title: 'Commercial Auto',
          icon: 'car',
          description:
            'Liability and physical damage for vans, pickups and service vehicles titled to the business, plus hired and non-owned auto for employees who drive their own cars on errands.',
        },
        {
          ...cardOf('cyber'),
          description:
            'Covers breach notification, forensic investigation, ransomware and lost income when your systems go down or customer data is exposed.',
        },
        {
          title: 'Professional Liability',
          icon: 'briefcase',
          description:
            'Also called errors and omissions: defends you when a client says your advice, design or service cost them money. Essential for consultants, agencies and contractors who design.',
        },
      ],
    },
    {
      kind: 'highlights',
      title: 'Why Businesses Work With Us',
      items: [
        {
          icon: 'building',
          title: '15,000+ Businesses Protected',
          description:
            'Restaurants, contractors, medical offices, manufacturers and shops across Illinois trust us to protect more than 15,000 businesses.',
        },
        {
          icon: 'scale',
          title: 'Many Carriers, One Agent',
          description:
            'We compare the insurance markets that write your industry and show you the differences in coverage, not just the premium.',
        },
        {
          icon: 'file-check',
          title: 'Service After the Sale',
          description:
            'Certificates of insurance, added locations, payroll audits and claims are handled by the same office that wrote your policy.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Business Insurance Questions',
      faqs: [
        {
          question: 'What insurance does a small business in Illinois need?',
          answer:
            "Almost every business needs general liability and coverage for its property. If you have even one employee, Illinois requires workers' compensation. Vehicles titled to the business need commercial auto, and if you store customer or patient data, cyber liability is worth a serious look. Leases and client contracts often add their own requirements, so bring them when we talk.",
        },
        {
          question: "What is a Business Owner's Policy (BOP)?",
          answer:
            'A BOP packages general liability, property and business income coverage into one policy, usually for less than buying them separately. It suits many offices, shops and small restaurants. Larger or higher-risk operations, such as contractors or manufacturers, often need the coverages written separately.',
        },
        {
          question: 'How much does business insurance cost?',
          answer:
            'It depends on your industry, revenue, payroll, location, property values and claims history. A small office may pay a few hundred dollars a year for a BOP, while a roofing contractor pays far more for liability and workers comp. We shop several carriers so you see the real range for your type of business.',
        },
        {
          question: 'What do I need to have ready for a quote?',
          answer:
            'Your business name and address, what you do, years in business, annual revenue and payroll, number of employees, the value of your building or equipment, and any claims in the last five years. If you have a current policy, its declarations page speeds things up.',
        },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Request a Business Insurance Quote',
      lead: 'Tell us about your business and an agent will reply within 24 hours on business days.',
      form: { form: businessForm },
    },
  ],
};

export default businessPage;
