/**
 * Copy of /services/transportation: links to the four detail pages, four
 * coverage groups, four FAQs and the transportation quote form.
 */
import type { ServicePageContent } from '../types';
import { cardOf } from '../cards';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { transportation as transportationForm } from '../../../forms/definitions/transportation';

const transportationOverviewPage: ServicePageContent = {
  hero: {
    eyebrow: 'Transportation Insurance',
    title: 'Trucking & Transportation Insurance',
    subtitle:
      'Owner-operators, small fleets and logistics companies trust us to keep their authority active, their trucks rolling and their brokers satisfied, with filings and certificates handled for them.',
    image: {
      src: 'https://images.unsplash.com/photo-1519003722824-194d4455a60c',
      alt: 'A semi truck hauling a trailer on an open highway',
    },
    actions: quoteAndCallActions('Get a Quote'),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Our Transportation Coverages',
      lead: 'Most trucking operations need all four. Learn what each one pays for and what carriers and brokers expect you to carry.',
      columns: 4,
      cards: [cardOf('autoLiability'), cardOf('physicalDamage'), cardOf('motorTruckCargo'), cardOf('occupationalAccident')],
    },
    {
      kind: 'text',
      title: 'Complete Protection for Your Operation',
      lead: 'We build a trucking program in four parts, so nothing between the driver, the rig and the load is left uncovered.',
      paragraphs: [
        'Whether you run under your own authority or are leased onto a motor carrier, we quote the pieces you need and leave out the ones your carrier already provides.',
      ],
      list: [
        {
          icon: 'file-badge',
          title: 'Liability & Filings',
          description:
            'Primary auto liability with the MCS-90 endorsement, federal BMC-91X and Illinois intrastate filings, non-trucking (bobtail) liability for leased owner-operators, and excess limits for contracts that demand more.',
        },
        {
          icon: 'truck',
          title: 'Tractors & Trailers',
          description:
            'Physical damage on your power units and trailers, trailer interchange for equipment you pull under agreement, towing and rental reimbursement while your truck is in the shop.',
        },
        {
          icon: 'package',
          title: 'Cargo & Freight',
          description:
            'Motor truck cargo sized to what you haul, reefer breakdown for temperature-controlled loads, and debris removal after an accident.',
        },
        {
          icon: 'hard-hat',
          title: 'Drivers & Your Business',
          description:
            "Occupational accident for owner-operators and contractors, workers' compensation for employed drivers, and general liability for your yard, terminal or warehouse.",
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Trucking Insurance Questions',
      faqs: [
        {
          question: 'How much liability insurance do I need for my own authority?',
          answer:
            'The FMCSA requires at least $750,000 in liability for most for-hire carriers of general freight, and more for certain hazardous materials. Most brokers and shippers ask for $1,000,000 liability and $100,000 cargo before they will load you, so that is where most of our quotes start.',
        },
        {
          question: "I'm leased onto a motor carrier. What do I need to buy myself?",
          answer:
            "Your motor carrier's liability covers you while you are under dispatch. You typically need non-trucking (bobtail) liability for personal use of the truck, physical damage on your own equipment, and occupational accident, because contractors are not covered by the carrier's workers' compensation. Check your lease agreement; we will review it with you.",
        },
        {
          question: 'How quickly can you file with the FMCSA and send certificates?',
          answer:
            'Once the policy is bound, the carrier files your BMC-91X electronically, usually within one business day. We send certificates of insurance to your brokers and shippers as soon as you request them, and add new ones whenever you pick up a customer.',
        },
        {
          question: 'What affects the cost of trucking insurance?',
          answer:
            'Years in business and driving experience, motor vehicle records, CSA scores, radius of operation, the commodities you haul, where the trucks are garaged, the value of your equipment and your claims history. New authorities pay more in their first years; a clean record brings better carriers into reach.',
        },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Request a Transportation Quote',
      lead: 'Tell us about your trucks and the freight you haul. An agent who writes trucking insurance every day will reply within 24 hours.',
      form: { form: transportationForm },
    },
  ],
};

export default transportationOverviewPage;
