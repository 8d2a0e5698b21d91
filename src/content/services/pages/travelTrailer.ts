/** Copy of the /services/recreational/travel-trailer page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const travelTrailerPage = recreationalPage({
  serviceType: 'Travel Trailer',
  noun: 'travel trailer',
  hero: {
    eyebrow: 'Recreational Insurance',
    title: 'Travel Trailer Insurance',
    subtitle: 'Coverage for travel trailers, fifth-wheels, pop-ups and toy haulers, and for the time you spend at the campsite.',
    image: { src: 'https://images.unsplash.com/photo-1504280390367-361c6d9f38f4', alt: 'A travel trailer parked beside a lake at dusk' },
  },
  coverage: {
    title: 'What Travel Trailer Insurance Covers',
    paragraphs: [
      'Your auto policy extends liability to the trailer while you tow it. It does not pay to repair the trailer after a storm, replace it after a theft or cover what you keep inside, and once the trailer is unhitched at the campground its liability is a different question.',
      'A travel trailer policy fills those gaps, whether the trailer spends the summer at a seasonal site or the winter in a storage lot.',
    ],
    list: [
      { title: 'Comprehensive and collision', description: 'Hail, fire, theft, falling trees, and damage from a towing accident or a jackknife.' },
      { title: 'Total loss replacement', description: 'A new trailer of similar make and model if a newer trailer is totaled, instead of its depreciated value.' },
      { title: 'Vacation liability', description: 'Injuries to guests and neighbors while the trailer is parked at a campground and used as a vacation residence.' },
      { title: 'Personal effects', description: 'Bedding, cookware, electronics and outdoor gear kept in the trailer.' },
      { title: 'Attached structures at a seasonal site', description: 'Decks, screen rooms and sheds you build next to a trailer that stays at the same site all season.' },
      { title: 'Emergency expenses', description: 'Lodging and transportation when a covered loss ends the trip far from home.' },
    ],
  },
});

export default travelTrailerPage;
