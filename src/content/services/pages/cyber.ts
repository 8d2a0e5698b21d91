/** Copy of /services/commercial/cyber. */
import { commercialLinePage } from '../commercial/detailSections';
import { cyber as cyberForm } from '../../../forms/definitions/commercial';

const cyberPage = commercialLinePage({
  hero: {
    title: 'Cyber Liability Insurance',
    subtitle:
      "One clicked link can lock every computer in your office and expose your customers' records. Cyber insurance pays the experts who get you running again and the costs that follow a breach.",
    image: {
      src: 'https://images.unsplash.com/photo-1550751827-4bd374c3f58b',
      alt: 'Lines of computer code glowing on a dark screen',
    },
  },
  coverage: {
    title: 'What Cyber Liability Covers',
    lead: 'A cyber policy pays both your own costs after an attack and the claims others bring against you for exposing their data.',
    cards: [
      {
        icon: 'bell-ring',
        title: 'Breach Response',
        description:
          'Forensic investigators, a breach attorney, notification letters, call centers and credit monitoring for the people whose data was exposed.',
      },
      {
        icon: 'lock',
        title: 'Ransomware & Extortion',
        description:
          'Negotiators and, where lawful, the ransom payment itself when criminals encrypt your systems or threaten to publish stolen data.',
      },
      {
        icon: 'server-crash',
        title: 'Business Interruption',
        description:
          'Lost income and extra expenses while your network, website or point-of-sale system is down because of an attack.',
      },
      {
        icon: 'hard-drive',
        title: 'Data Restoration',
        description:
          'The cost of restoring or recreating software, records and files that were corrupted or destroyed.',
      },
      {
        icon: 'mail-warning',
        title: 'Funds Transfer Fraud',
        description:
          'Money stolen when a criminal impersonates a vendor or executive by e-mail and tricks your staff into wiring funds.',
      },
      {
        icon: 'scale',
        title: 'Privacy Liability & Regulatory Defense',
        description:
          'Lawsuits from customers or partners over exposed data, and defense of regulatory investigations, including fines where insurable.',
      },
    ],
  },
  whyChoose: {
    title: 'Why Choose Us for Cyber Liability',
    items: [
      {
        title: 'We explain the application',
        description:
          'Carriers now ask about multi-factor authentication, backups and endpoint protection. We help you answer accurately so coverage is not denied after a claim.',
      },
      {
        title: 'Stand-alone policies, not token endorsements',
        description:
          'A $25,000 cyber add-on to a package policy rarely covers a real breach. We compare stand-alone policies with limits that fit your records and revenue.',
      },
      {
        title: 'A response team on call',
        description:
          'The carriers we use give you a 24-hour breach hotline with attorneys and forensic firms already retained, so you are not hiring strangers in a crisis.',
      },
      {
        title: 'Risk tools included',
        description:
          'Many policies include phishing training, vulnerability scans and incident response templates at no extra cost. We make sure you know how to use them.',
      },
    ],
  },
  audience: {
    title: 'Industries We Serve',
    lead: 'Any business that stores customer data or depends on its computers needs cyber coverage. We insure:',
    items: [
      'Healthcare & Dental Practices',
      'Law & Accounting Firms',
      'Retail & E-commerce',
      'Financial Services',
      'Manufacturing',
      'Real Estate',
      'Nonprofits & Schools',
      'Technology & IT Services',
    ],
  },
  faqs: [
    {
      question: 'Are small businesses really targets for cyber attacks?',
      answer:
        'Yes. Criminals count on smaller companies having fewer defenses, and most ransomware and e-mail fraud attempts are automated, not aimed at big names. A single incident can cost a small business tens of thousands of dollars in recovery, notification and lost sales.',
    },
    {
      question: "Doesn't my general liability or property policy cover this?",
      answer:
        'Usually not. General liability policies exclude data breaches and electronic data, and property policies cover physical damage, not corrupted files or lost income from a network outage. Cyber insurance was created to fill exactly that gap.',
    },
    {
      question: 'What do I have to do if customer data is breached in Illinois?',
      answer:
        "Illinois' Personal Information Protection Act requires you to notify affected Illinois residents without unreasonable delay, and larger breaches must also be reported to the Attorney General. A cyber policy's breach coach tells you what the law requires and pays for the notices.",
    },
    {
      question: 'What affects the cost of cyber insurance?',
      answer:
        'Your industry, revenue, the number and kind of records you hold, and your security controls. Multi-factor authentication, tested offline backups and employee training can lower the premium and are often required to get coverage at all.',
    },
  ],
  quote: {
    title: 'Get a Cyber Liability Quote',
    lead: 'Tell us about your business and data and an agent will reply within 24 hours on business days.',
    form: cyberForm,
  },
  related: ['liability', 'property', 'workersComp'],
});

export default cyberPage;
