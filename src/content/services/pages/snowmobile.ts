/** Copy of the /services/recreational/snowmobile page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const snowmobilePage = recreationalPage({
  serviceType: 'Snowmobile',
  noun: 'snowmobile',
  hero: {
    eyebrow: 'Recreational Insurance',
    title: 'Snowmobile Insurance',
    subtitle: 'Protection for your sled, for you on the trail and for the riders with you, priced for a season that lasts a few months.',
    image: { src: 'https://images.unsplash.com/photo-1551524559-8af4e6624178', alt: 'Snowmobiles on a snowy trail through a forest' },
  },
  coverage: {
    title: 'What Snowmobile Insurance Covers',
    paragraphs: [
      'Snowmobiles ridden in Illinois must be registered with the Department of Natural Resources, and many riders trailer north to Wisconsin and Michigan for the longer season. A snowmobile policy goes with you on club trails, frozen lakes and private land in any of those states.',
      'Because the riding season is short, premiums are modest. Liability is the part riders most often skip and most often need: a sled at speed can cause serious injuries.',
    ],
    list: [
      { title: 'Liability', description: 'Injuries and property damage you cause on trails, frozen lakes and private land.' },
      { title: 'Guest passenger liability', description: 'Injuries to a passenger riding on your sled.' },
      { title: 'Collision', description: 'Hitting a tree, a rock, a fence post or another sled.' },
      { title: 'Comprehensive', description: 'Theft from a trailer or a lodge parking lot, fire and vandalism.' },
      { title: 'Safety apparel', description: 'Helmets, suits, gloves and boots damaged in a covered loss.' },
      { title: 'Trailer coverage', description: 'The trailer you haul your sleds on, against collision and theft.' },
    ],
  },
});

export default snowmobilePage;
