/** Copy of /services/transportation/occupational-accident. */
import { transportationLinePage } from '../transportation/detailSections';

const occupationalAccidentPage = transportationLinePage({
  hero: {
    title: 'Occupational Accident Insurance',
    subtitle:
      "Owner-operators and independent contractors are not covered by a motor carrier's workers' compensation. Occupational accident insurance pays your medical bills and replaces income when you are hurt on the job.",
    image: {
      src: 'https://images.unsplash.com/photo-1591768793355-74d04bb6608f',
      alt: 'A truck driver climbing into the cab of a semi truck',
    },
  },
  features: {
    title: 'What Occupational Accident Covers',
    lead: 'Benefits are paid for injuries on the job, whether you are driving, loading, securing a load or fueling.',
    cards: [
      {
        icon: 'stethoscope',
        title: 'Accident Medical Expenses',
        description:
          'Hospital stays, surgery, doctor visits and rehabilitation after an on-the-job injury, up to the limit you choose.',
      },
      {
        icon: 'wallet',
        title: 'Disability Income',
        description:
          'Weekly payments while you cannot drive, for temporary disability, and longer-term benefits if the injury is permanent.',
      },
      {
        icon: 'heart-handshake',
        title: 'Accidental Death & Dismemberment',
        description:
          'A lump-sum benefit for loss of a limb or sight, and support for your family and funeral costs if an accident is fatal.',
      },
    ],
  },
  details: {
    title: 'Built for Owner-Operators and Independent Contractors',
    paragraphs: [
      'If you run as an owner-operator or independent contractor, you are responsible for your own injury coverage. Many motor carriers require occupational accident from every owner-operator they lease, and it costs far less than a workers compensation policy of your own.',
      'Fleets over 30 owner operators get 24/7 online policy management: enroll and remove drivers, print certificates and report claims at any hour, without waiting on a phone call.',
    ],
    list: [
      {
        icon: 'user',
        title: 'Owner-operators leased to a carrier',
        description: 'Meet your lease requirement with your own policy, or join the program your carrier offers.',
      },
      {
        icon: 'id-card',
        title: 'Independent contractor drivers',
        description: "Protection for 1099 drivers who are not on any employer's workers compensation.",
      },
      {
        icon: 'building',
        title: 'Motor carriers contracting drivers',
        description: 'A group program that covers every contractor you lease on, with enrollment handled online.',
      },
    ],
  },
  keyFigure: {
    title: 'Fleet Programs',
    lead: 'Contracting more than 30 owner operators? Your program comes with self-service tools.',
    figure: { value: '24/7', label: 'online policy management for fleets over 30 owner operators' },
  },
});

export default occupationalAccidentPage;
