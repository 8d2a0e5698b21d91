/** The home page's copy and cards. The page component only lays these out. */
import { agency } from '../config/agency';
import { quickQuote } from '../forms/definitions/quickQuote';
import { pathOf } from './services/registry';
import type { CardData, Feature } from './types';
import { cardWords } from './blog/cardWords';
import articleList from 'virtual:blog-articles/en';

export const homeHero = {
  title: 'Insurance Solutions You Can Trust',
  subtitle: 'Protecting what matters most with comprehensive coverage tailored to your unique needs.',
  eyebrow: `Independent insurance agency · ${agency.address.city}, ${agency.address.stateName}`,
  image: {
    src: 'https://images.unsplash.com/photo-1600585154340-be6161a56a0c',
    alt: 'A family home with a well-kept front lawn at dusk',
  },
  quoteLabel: 'Get a Free Quote',
  agentLabel: 'Talk to an Agent',
};

/** The promises' heading, read by screen readers only. */
export const trustHeading: string = 'Our promises';

/** The promises a visitor should see first (the marketing claims of docs/specification.md). */
export const trustPoints: Feature[] = [
  { icon: 'badge-dollar-sign', title: 'No hidden fees', description: 'The premium we quote is the premium you pay.' },
  { icon: 'building-2', title: 'Many insurance markets', description: 'We compare carriers so you do not have to.' },
  { icon: 'scale', title: 'Impartial advice', description: 'We work for you, not for an insurance company.' },
  { icon: 'clock', title: 'Quote reply within 24 hours', description: 'On business days, from a licensed agent.' },
];

export const servicesSection = {
  eyebrow: 'What we insure',
  title: 'Coverage for Your Family and Your Business',
  lead: 'From the car in your driveway to the trucks in your fleet, we find the policy that fits and explain exactly what it covers.',
};

/** The home grid: the eight lines most visitors come for, two rows of four on desktop. */
export const homeServices: CardData[] = [
  {
    title: 'Auto Insurance',
    description: 'Liability, collision and comprehensive coverage for every car and driver in your household, with discounts compared across carriers.',
    icon: 'car',
    tone: 'blue',
    path: pathOf('auto'),
  },
  {
    title: 'Home Insurance',
    description: 'Protect your house, your belongings and your liability, whether you own your home or rent an apartment.',
    icon: 'house',
    tone: 'green',
    path: pathOf('home'),
  },
  {
    title: 'Recreational Vehicles',
    description: 'Motorcycles, ATVs, boats, motor homes, travel trailers and snowmobiles, insured for the way you ride.',
    icon: 'sailboat',
    tone: 'sky',
    path: pathOf('recreational'),
  },
  {
    title: 'Business Insurance',
    description: 'Coverage packages for shops, offices, restaurants and contractors, built around how your business actually runs.',
    icon: 'briefcase',
    tone: 'amber',
    path: pathOf('business'),
  },
  {
    title: 'Transportation',
    description: 'Auto liability, physical damage, cargo and occupational accident coverage for owner-operators and fleets.',
    icon: 'truck',
    tone: 'slate',
    path: pathOf('transportation'),
  },
  {
    title: 'General Liability',
    description: 'Protection when a customer is injured or their property is damaged because of your work, products or premises.',
    icon: 'shield',
    tone: 'teal',
    path: pathOf('liability'),
  },
  {
    title: "Workers' Compensation",
    description: 'Medical bills and lost wages for employees hurt on the job, the coverage Illinois requires of nearly every employer.',
    icon: 'hard-hat',
    tone: 'rose',
    path: pathOf('workersComp'),
  },
  {
    title: 'Cyber Liability',
    description: 'Breach response, ransomware recovery and liability for lost customer data, for businesses of every size.',
    icon: 'lock',
    tone: 'violet',
    path: pathOf('cyber'),
  },
];

export const advantagesSection = {
  eyebrow: 'Why an independent agent',
  title: 'Our Advantages',
  lead: 'An independent agency works for you. Here is what that means when you buy a policy, and when you need it.',
};

/** The five advantages of docs/specification.md, in its order. */
export const advantages: Feature[] = [
  {
    icon: 'timer',
    title: 'Time Savings',
    description: 'One conversation replaces a dozen calls. You tell us about your needs once; we shop the market and come back with the options worth considering.',
  },
  {
    icon: 'piggy-bank',
    title: 'Cost Savings on Premiums',
    description: 'Because we quote with many insurance markets, we can find the carrier that prices your risk best, and we never add hidden fees.',
    tone: 'green',
  },
  {
    icon: 'messages-square',
    title: 'The Right Advice',
    description: 'Licensed agents explain what each coverage does and recommend limits that fit your family or business, not a one-size-fits-all policy.',
    tone: 'sky',
  },
  {
    icon: 'scale',
    title: 'Impartiality',
    description: 'No insurance company employs us, so our advice is impartial: we recommend the policy that serves you best, whoever writes it.',
    tone: 'amber',
  },
  {
    icon: 'life-buoy',
    title: 'Claim Assistance',
    description: 'When something goes wrong, we help you report the claim, follow it with the carrier and push for a fair, prompt settlement.',
    tone: 'rose',
  },
];

export const articlesSection = {
  eyebrow: 'Insurance made clear',
  title: 'Latest Articles & Resources',
  lead: 'Plain-English guides from our agents to help you choose coverage with confidence.',
  /** The three teasers, by article id (the blog's list holds the details). */
  articleIds: ['auto-insurance-coverage-options', 'home-insurance-premium-factors', 'life-insurance-guide'],
  /** The cards' words (category labels, 'Read article'), shared with the blog's copy. */
  cards: cardWords,
  /** The blog's list in this language, from which the teasers are picked. */
  articles: articleList,
  allLabel: 'View All Articles',
  allPath: '/blog',
};

export const getStarted = {
  /** The quick quote form beside the text, in the page's language. */
  form: quickQuote,
  title: 'Ready to Get Started?',
  text: 'Tell us what you need to protect. A licensed agent compares your options across many insurance markets and replies to every quote request within 24 hours, with no hidden fees and no obligation.',
  quoteLabel: 'Get a Free Quote',
  agentLabel: 'Talk to an Agent',
  formTitle: 'Request a Quick Quote',
  formLead: 'A few details are enough to start. We reply within 24 hours on business days.',
};
