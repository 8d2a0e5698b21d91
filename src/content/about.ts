/** The About page's copy and link grids. */
import { agency } from '../config/agency';
import { pathOf } from './services/registry';
import type { CtaAction, IconListItem, LinkTile } from './types';

const { city, stateName } = agency.address;

export const aboutHero = {
  eyebrow: 'About Us',
  title: `About ${agency.name}`,
  subtitle: `An independent insurance agency in ${city}, ${stateName}, helping families, businesses and truckers find the right coverage from many carriers.`,
  image: {
    src: 'https://images.unsplash.com/photo-1600880292203-757bb62b4baf',
    alt: 'Insurance agents reviewing coverage options with clients at a conference table',
  },
};

export const aboutIntro = {
  title: 'Your Independent Insurance Agency',
  paragraphs: [
    `${agency.name} is an independent agency. That means we do not work for one insurance company: we are appointed with many, and our job is to compare them on your behalf. When you call us, you get a licensed agent who listens first, then shops the market for coverage that fits your life or your business.`,
    `We insure drivers, homeowners and renters, riders and boaters, small businesses and trucking operations across ${stateName}. Whether you need a single auto policy or a fleet program, you deal with the same people, by phone or e-mail, from the first quote to the day you file a claim.`,
  ],
};

export const research = {
  title: 'We do the research',
  lead: 'Insurance is a promise you hope never to use, so the details matter. We read the fine print and compare the markets so you do not have to.',
  points: [
    {
      title: 'Competitive rates',
      text: 'We request quotes from several carriers for the same coverage, so you see real prices side by side and pay a competitive rate, with no hidden fees.',
    },
    {
      title: 'Customized service after purchase',
      text: 'Our work continues after you buy: we review your policy as your life or business changes, handle renewals, and help you through every claim.',
    },
  ] satisfies IconListItem[],
  image: {
    src: 'https://images.unsplash.com/photo-1554224155-6726b3ff858f',
    alt: 'An agent comparing insurance quotes with a calculator and printed policy documents',
  },
};

export const coverageSection = {
  title: 'Insurance We Offer',
  lead: 'Choose a line of coverage to learn what it protects and request a quote.',
};

export const personalLinks = {
  id: 'personal-links-heading',
  title: 'Personal Insurance',
  lead: 'Coverage for the people and things you care about most.',
  links: [
    { title: 'Auto', path: pathOf('auto'), icon: 'car' },
    { title: 'Homeowner', path: pathOf('homeowners'), icon: 'house' },
    { title: 'Renters', path: pathOf('renters'), icon: 'key-round' },
    { title: 'Motorcycle / ATV', path: pathOf('motorcycleAtv'), icon: 'bike' },
    { title: 'Boat/PWC', path: pathOf('boatPwc'), icon: 'sailboat' },
    { title: 'Motor Home', path: pathOf('motorHome'), icon: 'bus' },
    { title: 'Snowmobile', path: pathOf('snowmobile'), icon: 'snowflake' },
    { title: 'Travel Trailer', path: pathOf('travelTrailer'), icon: 'caravan' },
  ] satisfies LinkTile[],
};

export const commercialLinks = {
  id: 'commercial-links-heading',
  title: 'Commercial Insurance',
  lead: 'Protection for the business you have built and the people who run it with you.',
  links: [
    { title: 'Auto Liability', path: pathOf('autoLiability'), icon: 'truck' },
    { title: 'General Liability', path: pathOf('liability'), icon: 'shield' },
    { title: 'Workers Comp', path: pathOf('workersComp'), icon: 'hard-hat' },
    { title: 'Property', path: pathOf('property'), icon: 'building-2' },
    { title: 'Physical Damage', path: pathOf('physicalDamage'), icon: 'wrench' },
    { title: 'Cyber Insurance', path: pathOf('cyber'), icon: 'lock' },
  ] satisfies LinkTile[],
};

export const visitUs = {
  title: 'Visit Our Office',
  lead: `Stop by our ${city} office during business hours, or call ahead and we will have your file ready.`,
};

export const aboutCta = {
  title: 'Let us compare your options',
  text: 'Tell us what you need to insure. We reply to every request within 24 hours on business days.',
  action: { label: 'Contact Us', href: '/contact', icon: 'mail' } satisfies CtaAction,
};
