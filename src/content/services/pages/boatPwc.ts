/** Copy of the /services/recreational/boat-pwc page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const boatPwcPage = recreationalPage({
  serviceType: 'Boat / PWC',
  noun: 'boat or personal watercraft',
  hero: {
    eyebrow: 'Recreational Insurance',
    title: 'Boat & Personal Watercraft Insurance',
    subtitle: 'Hull, motor, trailer and liability on the water for fishing boats, pontoons, sailboats, runabouts and personal watercraft.',
    image: { src: 'https://images.unsplash.com/photo-1567899378494-47b22a2ae96a', alt: 'A motorboat at anchor on a calm lake' },
  },
  coverage: {
    title: 'What Boat and PWC Insurance Covers',
    paragraphs: [
      'A homeowners policy covers a small boat for a few hundred or a thousand dollars, and usually not at all once the motor passes a modest horsepower. A boat policy covers the hull, the motor and the trailer for what they are worth, and the liability that follows you onto the water.',
      'Personal watercraft are written the same way, with liability for the riders you lend them to when the policy allows it. Tell us where you keep the boat and when it comes out of the water, and we find a carrier that fits your season.',
    ],
    list: [
      { title: 'Agreed value hull coverage', description: "You and the carrier settle the boat's value when the policy starts, so a total loss pays that amount with no argument over depreciation." },
      { title: 'Liability on the water', description: 'Injuries to swimmers, skiers, tubers and other boaters, and damage to docks and other boats.' },
      { title: 'On-water towing and assistance', description: 'A tow back to port, fuel delivery, a jump-start or help off a sandbar when you are stranded on the lake.' },
      { title: 'Fuel spill liability', description: 'Cleanup costs and fines when fuel or oil escapes into the water, which federal law charges to the owner.' },
      { title: 'Trailer coverage', description: 'The trailer you haul the boat on, against collision, theft and storm damage.' },
      { title: 'Personal effects and fishing equipment', description: 'Rods, tackle, electronics, life jackets and skis kept on board.' },
    ],
  },
});

export default boatPwcPage;
