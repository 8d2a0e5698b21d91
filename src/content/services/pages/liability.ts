/** Copy of /services/commercial/liability. */
import { commercialLinePage } from '../commercial/detailSections';
import { liability as liabilityForm } from '../../../forms/definitions/commercial';

const liabilityPage = commercialLinePage({
  hero: {
    title: 'General Liability Insurance',
    subtitle:
      "When a customer slips in your store, a crew member cracks a client's countertop or a competitor claims your ad copied theirs, general liability pays for the damage and for your lawyer.",
    image: {
      src: 'https://images.unsplash.com/photo-1521791136064-7986c2920216',
      alt: 'Two business people shaking hands across a desk',
    },
  },
  coverage: {
    title: 'What General Liability Covers',
    lead: 'A commercial general liability (CGL) policy answers for the harm your business does to other people and their property. Most small businesses carry $1,000,000 per occurrence and $2,000,000 aggregate; contracts sometimes require more.',
    cards: [
      {
        icon: 'bandage',
        title: 'Bodily Injury',
        description:
          'Medical bills, lost wages and settlements when someone other than an employee is hurt at your premises or because of your work.',
      },
      {
        icon: 'hammer',
        title: 'Property Damage',
        description:
          "Repairs to a customer's or neighbor's property your business damages, like a flooded apartment below a plumber's job.",
      },
      {
        icon: 'megaphone',
        title: 'Personal & Advertising Injury',
        description:
          "Claims of libel, slander, false arrest or copying someone's advertising idea, common for retailers and anyone who markets online.",
      },
      {
        icon: 'package-check',
        title: 'Products & Completed Operations',
        description:
          'Injuries or damage caused by a product you sold or by work you finished, even months after the job is closed out.',
      },
      {
        icon: 'stethoscope',
        title: 'Medical Payments',
        description:
          'Small medical bills for a guest hurt on your premises, paid regardless of fault, which often keeps a minor accident from becoming a lawsuit.',
      },
      {
        icon: 'gavel',
        title: 'Legal Defense',
        description:
          'Attorney fees, court costs and investigation of covered claims, paid in addition to your limits, even when the suit has no merit.',
      },
    ],
  },
  whyChoose: {
    title: 'Why Choose Us for General Liability',
    items: [
      {
        title: 'Limits matched to your contracts',
        description:
          'We read the insurance section of your leases and client agreements so your limits and endorsements meet them the first time.',
      },
      {
        title: 'Certificates when a job needs them',
        description:
          "Need a certificate of insurance or an additional insured endorsement for a new job? Send us the holder's details and we usually issue it the same business day.",
      },
      {
        title: 'Carriers that want your class',
        description:
          'Premiums swing widely by industry. We go to the carriers that write your class of business instead of the one that is easiest to quote.',
      },
      {
        title: 'An advocate when a claim comes in',
        description:
          'We help you report the claim, keep the adjuster moving and explain what the policy will and will not pay.',
      },
    ],
  },
  audience: {
    title: 'Industries We Serve',
    lead: 'We place general liability for Illinois businesses of every size, including:',
    items: [
      'Contractors & Trades',
      'Retail Stores',
      'Restaurants & Bars',
      'Professional Offices',
      'Manufacturers',
      'Landscaping & Snow Removal',
      'Salons & Personal Services',
      'Real Estate & Property Managers',
    ],
  },
  faqs: [
    {
      question: 'Is general liability insurance required in Illinois?',
      answer:
        'No state law requires it for most businesses, but landlords, general contractors, municipalities issuing permits and many clients do. In practice, most businesses need it before they can sign a lease or start a job.',
    },
    {
      question: 'What does general liability not cover?',
      answer:
        "Injuries to your own employees (that is workers' compensation), damage to your own property (commercial property), accidents in vehicles (commercial auto), mistakes in professional advice (professional liability) and data breaches (cyber liability).",
    },
    {
      question: 'What is an additional insured endorsement?',
      answer:
        'It extends your policy to protect another party, such as a landlord or general contractor, for claims arising from your work. Many contracts require it. We add it to your policy and show it on the certificate of insurance.',
    },
    {
      question: 'How much does general liability cost?',
      answer:
        "It depends on your industry, revenue or payroll, location and claims history. An accounting office may pay a few hundred dollars a year; a roofing contractor pays much more. Packaging it with property in a Business Owner's Policy often lowers the total.",
    },
  ],
  quote: {
    title: 'Get a General Liability Quote',
    lead: 'Tell us about your business and an agent will reply within 24 hours on business days.',
    form: liabilityForm,
  },
  related: ['workersComp', 'property', 'cyber'],
});

export default liabilityPage;
