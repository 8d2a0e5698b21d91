/** Copy of /services/transportation/auto-liability. */
import { transportationLinePage } from '../transportation/detailSections';

const autoLiabilityPage = transportationLinePage({
  hero: {
    title: 'Commercial Auto Liability Insurance',
    subtitle:
      'The coverage your operating authority depends on. When your truck is at fault, auto liability pays for the people hurt, the property damaged and the spill cleaned up, so one accident does not end your business.',
    image: {
      src: 'https://images.unsplash.com/photo-1601584115197-04ecc0da31d7',
      alt: 'A red semi tractor parked at a truck stop',
    },
  },
  features: {
    title: 'What Auto Liability Covers',
    lead: 'Auto liability pays others for harm your truck causes. It does not repair your own rig; that is physical damage.',
    cards: [
      {
        icon: 'bandage',
        title: 'Bodily Injury',
        description:
          "Medical bills, lost wages, pain and suffering and legal defense when other drivers, passengers or pedestrians are hurt in an accident you cause.",
      },
      {
        icon: 'car-front',
        title: 'Property Damage',
        description:
          "Repairs or replacement of the vehicles, guardrails, buildings and other property your truck damages, including the other driver's car.",
      },
      {
        icon: 'droplets',
        title: 'Pollution Cleanup',
        description:
          'Cleanup of diesel, oil and other fluids that spill from your truck after a crash, which environmental agencies can require you to pay for.',
      },
    ],
  },
  details: {
    title: 'Meeting FMCSA and Broker Requirements',
    paragraphs: [
      'Interstate for-hire carriers must prove their liability coverage to the Federal Motor Carrier Safety Administration before their authority becomes active. The FMCSA minimum liability is $750,000 for most commercial vehicles, and higher for many hazardous materials.',
      'Minimums keep you legal, but most brokers and shippers will not load you with less than $1,000,000. We quote both and explain what the difference costs.',
    ],
    list: [
      {
        icon: 'file-check',
        title: 'MCS-90 endorsement',
        description: 'The federal endorsement that guarantees payment to the public; we make sure it is attached to your policy.',
      },
      {
        icon: 'landmark',
        title: 'Federal and Illinois filings',
        description:
          'Your carrier files the BMC-91X with the FMCSA and any Illinois intrastate filing, so your authority is not held up.',
      },
      {
        icon: 'layers',
        title: 'Excess and umbrella limits',
        description: 'Additional limits above your primary policy for contracts, shippers or hauls that require $2,000,000 or more.',
      },
      {
        icon: 'route',
        title: 'Non-trucking (bobtail) liability',
        description:
          'For owner-operators leased to a carrier: covers your truck when you drive it off dispatch, for personal use.',
      },
    ],
  },
  keyFigure: {
    title: 'The Federal Minimum',
    figure: { value: '$750,000', label: 'FMCSA minimum liability for most commercial vehicles' },
  },
});

export default autoLiabilityPage;
