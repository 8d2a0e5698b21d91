/** Copy of /services/recreational: the five recreational vehicles to choose from, with a back link home. */
import { recreationalHighlights, recreationalVehicleCards } from '../recreationalFrame';
import type { ServicePageContent } from '../types';

const recreationalChooser: ServicePageContent = {
  backLink: { label: 'Back to Home', href: '/' },
  hero: {
    eyebrow: 'Personal Insurance',
    title: 'Recreational Vehicle Insurance',
    subtitle: 'Your car and home policies leave your weekend vehicles mostly uncovered. Choose yours to see what its policy covers and request a quick quote.',
    image: { src: 'https://images.unsplash.com/photo-1469854523086-cc02fe5d8800', alt: 'A camper van on a highway through open country' },
  },
  sections: [
    {
      kind: 'cards',
      title: 'Choose Your Vehicle',
      lead: 'Each vehicle has its own policy, written by carriers that specialize in it.',
      cards: recreationalVehicleCards,
    },
    { kind: 'highlights', title: 'Why Riders and Boaters Choose Us', items: recreationalHighlights },
  ],
};

export default recreationalChooser;
