/**
 * The recreational chooser and its five detail pages. The detail pages share
 * their frame (back link, highlights, the 'Get a quick quote' section) and
 * differ in what each vehicle's policy covers, which is written per vehicle.
 */
import type { RecreationalServiceType } from '../../../forms/definitions/recreational';
import { quoteAndCallActions } from '../quoteSection';
import type { HeroContent, Point, ServiceCard, ServicePageContent, TextSection } from '../types';

/** The section every 'Get a Quote' button of a detail page scrolls to (SPEC.md: quote-form-section). */
export const RECREATIONAL_FORM_ID = 'quote-form-section';

export const chooserPath = '/services/recreational';

/** The three strengths SPEC.md names for every recreational line. */
export const recreationalHighlights: Point[] = [
  {
    title: 'Fast Underwriting Turnaround',
    description: 'Recreational carriers rate these vehicles quickly. Send your details and an agent replies within 24 hours, so you are covered before the season starts.',
    icon: 'i-lucide-timer',
  },
  {
    title: 'Simple Administration',
    description: 'Documents arrive by e-mail, changes go through your online account, and we review every renewal before it is due. One agent for all your policies.',
    icon: 'i-lucide-clipboard-check',
  },
  {
    title: 'Specialized Claim Handling',
    description: 'Claims go to adjusters who handle motorcycles, boats and RVs every day, and to repair shops that know them, not to a general auto desk.',
    icon: 'i-lucide-wrench',
  },
];

export interface RecreationalVehicle {
  path: string;
  /** The recreational form's prefilled serviceType (PRODUCT.md section 6). */
  serviceType: RecreationalServiceType;
  /** The chooser's card for this vehicle. */
  card: ServiceCard;
  hero: HeroContent;
  /** What this vehicle's policy covers: specific to the vehicle. */
  coverage: Omit<TextSection, 'kind'>;
  /** How the vehicle is named in the quote section's lead ("your boat"). */
  noun: string;
}

export const vehicles: RecreationalVehicle[] = [
  {
    path: '/services/recreational/motorcycle-atv',
    serviceType: 'Motorcycle / ATV',
    noun: 'motorcycle or ATV',
    card: {
      title: 'Motorcycle / ATV',
      description: 'Street bikes, cruisers, touring bikes, dirt bikes and ATVs, with custom parts and riding gear covered.',
      icon: 'i-lucide-motorbike',
    },
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
  },
  {
    path: '/services/recreational/boat-pwc',
    serviceType: 'Boat / PWC',
    noun: 'boat or personal watercraft',
    card: {
      title: 'Boat / PWC',
      description: 'Fishing boats, pontoons, sailboats, runabouts and personal watercraft, with on-water towing and spill liability.',
      icon: 'i-lucide-sailboat',
    },
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
  },
  {
    path: '/services/recreational/motor-home',
    serviceType: 'Motor Home',
    noun: 'motor home',
    card: {
      title: 'Motor Home',
      description: 'Class A, B and C motor homes, from a few weekends a year to full-time living on the road.',
      icon: 'i-lucide-caravan',
    },
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
  },
  {
    path: '/services/recreational/travel-trailer',
    serviceType: 'Travel Trailer',
    noun: 'travel trailer',
    card: {
      title: 'Travel Trailer',
      description: 'Travel trailers, fifth-wheels, pop-ups and toy haulers, on the road, in storage and at the campsite.',
      icon: 'i-lucide-trailer',
    },
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
  },
  {
    path: '/services/recreational/snowmobile',
    serviceType: 'Snowmobile',
    noun: 'snowmobile',
    card: {
      title: 'Snowmobile',
      description: 'Trail sleds, mountain sleds and utility snowmobiles, priced for a short riding season.',
      icon: 'i-lucide-snowflake',
    },
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
  },
];


/** The chooser's cards: each vehicle's card linking to its page. */
export const vehicleCards: ServiceCard[] = vehicles.map((vehicle) => ({ ...vehicle.card, path: vehicle.path }));

/** A detail page: the shared frame around the vehicle's own hero and coverage. */
export function recreationalPage(vehicle: RecreationalVehicle): ServicePageContent {
  return {
    backLink: { label: 'Back to Recreational Insurance', href: chooserPath },
    hero: {
      ...vehicle.hero,
      actions: quoteAndCallActions('Get a Quote', RECREATIONAL_FORM_ID),
    },
    sections: [
      { kind: 'highlights', title: 'Why Choose Us', items: recreationalHighlights },
      { kind: 'text', ...vehicle.coverage },
      {
        kind: 'quote',
        id: RECREATIONAL_FORM_ID,
        title: 'Get a quick quote',
        lead: `Your ${vehicle.noun} is already filled in. Tell us how to reach you and an agent replies within 24 hours.`,
        form: { form: 'recreational', serviceType: vehicle.serviceType },
      },
    ],
  };
}

export const recreationalChooser: ServicePageContent = {
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
      cards: vehicleCards,
    },
    { kind: 'highlights', title: 'Why Riders and Boaters Choose Us', items: recreationalHighlights },
  ],
};

/** Every detail page by its route path (RecreationalDetailPage picks one with the current route). */
export const recreationalPages: Readonly<Record<string, ServicePageContent>> = Object.fromEntries(
  vehicles.map((vehicle) => [vehicle.path, recreationalPage(vehicle)]),
);
