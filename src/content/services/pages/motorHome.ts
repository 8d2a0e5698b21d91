/** Copy of the /services/recreational/motor-home page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const motorHomePage = recreationalPage({
  serviceType: 'Motor Home',
  noun: 'motor home',
  hero: {
    eyebrow: 'Recreational Insurance',
    title: 'Motor Home Insurance',
    subtitle: 'One policy for the coach you drive and the home you live in on the road: Class A, Class B camper vans and Class C motor homes.',
    image: { src: 'https://images.unsplash.com/photo-1523987355523-c7b5b0dd90a7', alt: 'A motor home parked at a campsite among pine trees' },
  },
  coverage: {
    title: 'What Motor Home Insurance Covers',
    paragraphs: [
      'A motor home is a vehicle and a residence at once, so its policy combines auto coverages with some of what a home policy does. What it costs depends on the class, the value and how you use it: a few weekends a year, long seasonal trips or full-time living.',
      'Full-timers need more than weekend campers, including liability that works like a homeowners policy for the place they actually live. We ask how you travel and match the policy to it.',
    ],
    list: [
      { title: 'Liability and physical damage', description: 'Injuries and damage you cause on the road, and collision and comprehensive for the coach itself.' },
      { title: 'Vacation liability', description: 'Injuries to others around your campsite while the motor home is parked and used as a vacation residence.' },
      { title: 'Personal effects', description: 'Clothing, electronics, cookware, bikes and camping gear you carry on board.' },
      { title: 'Total loss replacement', description: 'A new motor home of similar make and model if a newer coach is totaled.' },
      { title: 'Emergency expenses', description: 'Lodging, meals and the trip home when a covered loss strands you far from home.' },
      { title: 'Roadside assistance for large vehicles', description: 'Towing and service sized for a motor home, not a passenger car.' },
    ],
  },
});

export default motorHomePage;
