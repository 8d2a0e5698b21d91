/** Copy of /services/transportation/motor-truck-cargo. */
import { transportationLinePage } from '../transportation/detailSections';

const motorTruckCargoPage = transportationLinePage({
  hero: {
    title: 'Motor Truck Cargo Insurance',
    subtitle:
      'When a load is stolen, soaked, spoiled or dumped in a ditch, the shipper looks to you. Motor truck cargo insurance pays for the freight in your care so you keep the customer and the broker relationship.',
    image: {
      src: 'https://images.unsplash.com/photo-1494412574643-ff11b0a5c1c3',
      alt: 'Stacked shipping containers and a truck at a freight terminal',
    },
  },
  features: {
    title: 'Cargo Coverage Built Around Your Freight',
    cards: [
      {
        icon: 'package',
        title: 'Freight in Your Care',
        description:
          'Covers the goods you haul from the moment they are loaded until they are signed for, against accidents, fire, theft and weather.',
      },
      {
        icon: 'sliders-horizontal',
        title: 'Limits That Fit the Load',
        description:
          'Dry van general freight, building materials, electronics and produce carry very different values. We set your limit by what you actually haul.',
      },
      {
        icon: 'file-text',
        title: 'Certificates for Every Broker',
        description:
          'We send proof of cargo coverage to each broker and shipper you work with, and update them when your limits change.',
      },
    ],
  },
  details: {
    title: 'Six Benefits of Motor Truck Cargo Coverage',
    paragraphs: [
      'Cargo limits typically run from $5,000 to $250,000 or more per load. Most brokers ask for at least $100,000; high-value freight calls for more. Be sure the policy covers the commodities you haul, because many policies exclude items such as electronics, tobacco or alcohol unless they are scheduled.',
    ],
    list: [
      {
        icon: 'handshake',
        title: 'Qualifies you for more loads',
        description: 'Meets the cargo requirements of the brokers and shippers you want to work with.',
      },
      {
        icon: 'car-front',
        title: 'Pays for freight damaged in an accident',
        description: 'Collision, overturn, fire and weather damage to the load, up to your limit.',
      },
      {
        icon: 'shield-alert',
        title: 'Covers theft of the load',
        description: "Freight stolen from your trailer at a truck stop, a drop yard or the shipper's dock.",
      },
      {
        icon: 'trash-2',
        title: 'Removes debris after an accident',
        description: 'Pays to clean up and haul away spilled or damaged cargo from the roadway.',
      },
      {
        icon: 'thermometer-snowflake',
        title: 'Reefer breakdown option',
        description: 'Covers spoiled produce, meat and pharmaceuticals when your refrigeration unit fails.',
      },
      {
        icon: 'receipt',
        title: 'Protects your earned freight',
        description: 'Reimburses the freight charges you cannot collect because the load was lost.',
      },
    ],
  },
  keyFigure: {
    title: 'Typical Cargo Limits',
    lead: 'Choose a limit that covers the most valuable load you haul, not the average one.',
    figure: { value: '$5,000 to $250,000+', label: 'per load, set by the freight you haul' },
  },
});

export default motorTruckCargoPage;
