/** Copy of /services/transportation/physical-damage. */
import { transportationLinePage } from '../transportation/detailSections';

const physicalDamagePage = transportationLinePage({
  hero: {
    title: 'Truck Physical Damage Insurance',
    subtitle:
      'Your tractor and trailer are likely the most expensive things your business owns. Physical damage coverage repairs or replaces them after a wreck, a fire, a theft or a storm, so you are back on the road instead of shopping for a loan.',
    image: {
      src: 'https://images.unsplash.com/photo-1592838064575-70ed626d3a0e',
      alt: 'A row of semi tractors parked side by side at a truck yard',
    },
  },
  features: {
    title: 'Three Ways to Protect Your Equipment',
    lead: 'Pair collision with either comprehensive or specified cause of loss. We insure each unit at a stated amount based on its value, with a deductible you can comfortably pay.',
    cards: [
      {
        icon: 'shield',
        title: 'Comprehensive',
        description:
          'The broadest protection against damage that is not a collision: fire, theft, vandalism, hail, flood, falling objects and hitting a deer on a rural highway.',
      },
      {
        icon: 'list-checks',
        title: 'Specified Cause of Loss',
        description:
          'A lower-cost alternative to comprehensive that covers only the six named perils listed below. A good fit for older equipment.',
      },
      {
        icon: 'car-front',
        title: 'Collision',
        description:
          'Repairs your truck or trailer after it hits another vehicle or object or overturns, no matter who is at fault.',
      },
    ],
  },
  details: {
    title: 'The Six Specified Causes of Loss',
    paragraphs: [
      'Specified cause of loss costs less than comprehensive because it names exactly what it covers. Your tractor or trailer is protected against damage from these six perils, and nothing else:',
    ],
    list: [
      {
        icon: 'flame',
        title: 'Fire, lightning or explosion',
        description: 'An engine fire, a lightning strike at the yard, or an explosion that damages the truck.',
      },
      {
        icon: 'key-round',
        title: 'Theft',
        description: 'The truck or trailer stolen, or parts and equipment stripped from it.',
      },
      {
        icon: 'cloud-hail',
        title: 'Windstorm, hail or earthquake',
        description: 'A tornado, straight-line winds, hail damage to the cab and trailer roof, or an earthquake.',
      },
      {
        icon: 'waves',
        title: 'Flood',
        description: 'Rising water that floods a parked or stranded truck.',
      },
      {
        icon: 'spray-can',
        title: 'Mischief or vandalism',
        description: 'Smashed windows, slashed tires or graffiti left by someone else.',
      },
      {
        icon: 'ship',
        title: 'Sinking, burning, collision or derailment of a conveyance',
        description: 'Damage while your truck or trailer is itself being carried by a ship, ferry, train or other vehicle.',
      },
    ],
  },
});

export default physicalDamagePage;
