/** Copy of /services/commercial/workers-comp. */
import { commercialLinePage } from '../commercial/detailSections';
import { workersComp as workersCompForm } from '../../../forms/definitions/commercial';

const workersCompPage = commercialLinePage({
  hero: {
    title: "Workers' Compensation Insurance",
    subtitle:
      'Illinois requires nearly every employer to carry it, even with one part-time employee. We find a carrier that fits your payroll and class codes, then help you keep claims and audits under control.',
    image: {
      src: 'https://images.unsplash.com/photo-1504307651254-35680f356dfd',
      alt: 'Construction workers in hard hats and safety vests on a job site',
    },
  },
  coverage: {
    title: "What Workers' Compensation Covers",
    lead: "A workers compensation policy has two parts: the benefits Illinois law guarantees injured employees, and employer's liability for lawsuits that fall outside the system.",
    cards: [
      {
        icon: 'stethoscope',
        title: 'Medical Care',
        description:
          'Emergency treatment, doctor visits, surgery, prescriptions and physical therapy for a work injury or illness, with no deductible or copay for the employee.',
      },
      {
        icon: 'wallet',
        title: 'Lost Wages',
        description:
          "Temporary total disability pays two-thirds of the employee's average weekly wage while a doctor keeps them off work.",
      },
      {
        icon: 'accessibility',
        title: 'Permanent Disability',
        description:
          'Compensation for lasting loss of use of a hand, back, hearing or other body part, set by the Illinois schedule of benefits.',
      },
      {
        icon: 'graduation-cap',
        title: 'Vocational Rehabilitation',
        description:
          'Retraining and job placement when an injury keeps an employee from returning to the work they did before.',
      },
      {
        icon: 'heart-handshake',
        title: 'Death Benefits',
        description:
          "Income for a worker's surviving spouse and children, and funeral expenses, if a work accident is fatal.",
      },
      {
        icon: 'gavel',
        title: "Employer's Liability",
        description:
          'Defends you and pays damages when an employee, a spouse or a third party sues over a work injury outside the comp system.',
      },
    ],
  },
  whyChoose: {
    title: "Why Choose Us for Workers' Comp",
    items: [
      {
        title: 'Correct class codes from the start',
        description:
          'Your premium is priced per $100 of payroll in each job class. We classify your employees correctly so you do not overpay, or get a surprise bill at audit.',
      },
      {
        title: 'Pay-as-you-go options',
        description:
          'Many of our carriers bill premium with each payroll run based on actual wages, so you are not paying a large deposit up front.',
      },
      {
        title: 'Help lowering your experience mod',
        description:
          'We review your experience modification factor, explain what drives it and point you to safety and return-to-work programs that bring it down.',
      },
      {
        title: 'Audit and claim support',
        description:
          'We prepare you for the year-end payroll audit and stay involved when an employee is hurt, from the first report to return to work.',
      },
    ],
  },
  audience: {
    title: 'Industries We Serve',
    lead: "We write workers' compensation for Illinois employers in every class, including:",
    items: [
      'Construction & Contractors',
      'Restaurants & Hospitality',
      'Manufacturing',
      'Healthcare & Home Care',
      'Retail',
      'Warehousing & Distribution',
      'Landscaping',
      'Offices & Professional Services',
    ],
  },
  faqs: [
    {
      question: "Am I required to carry workers' compensation in Illinois?",
      answer:
        "Yes, nearly every Illinois employer with one or more employees, full-time or part-time, must carry it. The Illinois Workers' Compensation Commission can issue stop-work orders and daily fines to businesses without coverage, and the owner can be personally liable for an injured worker's benefits.",
    },
    {
      question: 'Do I need to cover myself as the owner?',
      answer:
        'Sole proprietors, partners and LLC members are not required to cover themselves but may elect to. Corporate officers usually count as employees, though some may elect out; the rules depend on how your business is organized. We walk through the trade-off, since your own health insurance may not pay for a work injury.',
    },
    {
      question: 'How is the premium calculated?',
      answer:
        'Each job class has a rate per $100 of payroll. The carrier multiplies your estimated payroll by those rates, then applies your experience modification factor and any credits. After the policy year, an audit compares actual payroll to the estimate and adjusts the premium.',
    },
    {
      question: 'Do I need to cover independent contractors or subcontractors?',
      answer:
        'If a subcontractor does not carry their own workers comp, your carrier will usually charge you for their payroll at audit. Collect a current certificate of insurance from every subcontractor before they start work; we can help you track them.',
    },
  ],
  quote: {
    title: "Get a Workers' Compensation Quote",
    lead: 'Tell us about your business and an agent will reply within 24 hours on business days.',
    form: workersCompForm,
  },
  related: ['liability', 'property', 'cyber'],
});

export default workersCompPage;
