/** Copy of the /services/recreational/motorcycle-atv page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const motorcycleAtvPage = recreationalPage({
  serviceType: 'Motorcycle / ATV',
  noun: 'motorcycle or ATV',
  hero: {
    eyebrow: 'Recreational Insurance',
    title: 'Motorcycle & ATV Insurance',
    subtitle: 'Coverage for cruisers, sport bikes, touring bikes, dirt bikes and ATVs, from carriers that insure riders every day.',
    image: { src: 'https://images.unsplash.com/photo-1558981806-ec527fa84c39', alt: 'A motorcycle parked on an open country road' },
  },
  coverage: {
    title: 'What Motorcycle and ATV Insurance Covers',
    paragraphs: [
      'A motorcycle policy starts with the liability Illinois requires for every street-legal bike and adds what a car policy never had to think about: the work you put into the bike, the gear you ride in and the passenger behind you.',
      'ATVs and dirt bikes that never touch a public road are rated for trail and farm use, and many carriers let you lay a street bike up over the winter to lower the premium while it is stored.',
    ],
    list: [
      { title: 'Bodily injury and property damage liability', description: 'Injuries and damage you cause to others while riding, with limits well above the state minimum available.' },
      { title: 'Custom parts and equipment', description: 'Chrome, aftermarket exhaust, saddlebags, custom paint and seats, covered up to the amount you choose instead of being ignored at claim time.' },
      { title: 'Guest passenger liability', description: 'Injuries to the passenger riding with you, which some policies exclude unless it is added.' },
      { title: 'Collision and comprehensive', description: 'A crash, a tip-over, theft, fire, vandalism or a deer on a dark road.' },
      { title: 'Riding gear', description: 'Helmets, jackets, gloves and boots damaged in a covered accident.' },
      { title: 'Total loss replacement', description: 'A new bike of the same make and model if a newer motorcycle is totaled, instead of its depreciated value.' },
    ],
  },
});

export default motorcycleAtvPage;
