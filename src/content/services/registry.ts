/**
 * The coverage pages, each declared once: its path, its name and meta
 * description (the route table and head), the overview it belongs to
 * (breadcrumbs), its label in the navigation and footer, and the card that
 * links to it from overviews and "related services". The route table,
 * navigation, footer, cards, sitemap and breadcrumbs all derive from here;
 * no other module spells a coverage page's path.
 *
 * A page's copy is its own module, src/content/services/pages/<key>.ts
 * (default export), loaded with the page (see src/app/routes.ts). Adding a
 * coverage page is adding that module and one entry here (docs/architecture.md).
 */
import type { ServiceCard } from './types';

export type CoverageGroup = 'personal' | 'commercial';

export interface CoveragePage {
  path: string;
  /** The page's name: the document title is "title - agency name", and the breadcrumb reads it. */
  title: string;
  /** Meta description, 50-160 characters. */
  description: string;
  /** The overview the page sits under (its breadcrumb parent). */
  group: CoverageGroup;
  /** The group's overview page itself. */
  overview?: true;
  /** Its entry in the navigation dropdown of its group (and the footer's column). */
  nav?: string;
  /** The card that links to it from overviews and related-service lists. */
  card?: Required<Pick<ServiceCard, 'title' | 'description' | 'icon'>>;
}

const pages = {
  personalOverview: {
    path: '/services',
    group: 'personal',
    overview: true,
    title: 'Personal Insurance',
    description: 'Personal insurance from an independent agent: auto, homeowners, renters and recreational vehicles, compared across many carriers for you.',
  },
  commercialOverview: {
    path: '/commercial',
    group: 'commercial',
    overview: true,
    title: 'Commercial Insurance',
    description: 'Commercial insurance for Illinois businesses and truckers: general liability, workers compensation, property, cyber and transportation coverage.',
  },
  auto: {
    path: '/services/auto',
    group: 'personal',
    nav: 'Auto',
    title: 'Auto Insurance',
    description: 'Auto insurance quotes from many carriers: liability, collision, comprehensive, medical payments, uninsured motorist and roadside assistance.',
    card: {
      title: 'Auto Insurance',
      description: 'Liability, collision, comprehensive and the extras that matter, compared across carriers for every car in the household.',
      icon: 'car',
    },
  },
  home: {
    path: '/services/home',
    group: 'personal',
    nav: 'Home',
    title: 'Home Insurance',
    description: 'Home insurance for owners and renters: dwelling, personal property, liability and loss-of-use coverage, compared across carriers by a local agent.',
    card: {
      title: 'Home Insurance',
      description: 'Not sure which policy fits? Start here to compare homeowners and renters coverage and what each one protects.',
      icon: 'house',
    },
  },
  homeowners: {
    path: '/services/home/homeowners',
    group: 'personal',
    title: 'Homeowners Insurance',
    description: 'Homeowners insurance for owner-occupied homes: protect the dwelling, other structures, belongings and liability with a policy that fits.',
    card: {
      title: 'Homeowners Insurance',
      description: 'For the home you own and live in: the house, other structures, your belongings and your personal liability.',
      icon: 'house-plus',
    },
  },
  renters: {
    path: '/services/home/renters',
    group: 'personal',
    title: 'Renters Insurance',
    description: 'Renters insurance that covers your belongings, liability and extra living costs, with premiums averaging $15 to $30 per month.',
    card: {
      title: 'Renters Insurance',
      description: "Your landlord's policy stops at the walls. Cover your belongings, your liability and a place to stay after a fire.",
      icon: 'sofa',
    },
  },
  recreational: {
    path: '/services/recreational',
    group: 'personal',
    nav: 'Recreational',
    title: 'Recreational Vehicle Insurance',
    description: 'Insurance for motorcycles and ATVs, boats and personal watercraft, motor homes, travel trailers and snowmobiles. Choose your vehicle to start.',
    card: {
      title: 'Recreational Insurance',
      description: 'Motorcycles, ATVs, boats, personal watercraft, motor homes, travel trailers and snowmobiles, each on the policy it needs.',
      icon: 'caravan',
    },
  },
  motorcycleAtv: {
    path: '/services/recreational/motorcycle-atv',
    group: 'personal',
    title: 'Motorcycle & ATV Insurance',
    description: 'Motorcycle and ATV insurance with fast underwriting, simple administration and claim handling by people who understand riders.',
    card: {
      title: 'Motorcycle / ATV',
      description: 'Street bikes, cruisers, touring bikes, dirt bikes and ATVs, with custom parts and riding gear covered.',
      icon: 'motorbike',
    },
  },
  boatPwc: {
    path: '/services/recreational/boat-pwc',
    group: 'personal',
    title: 'Boat & Personal Watercraft Insurance',
    description: 'Boat and personal watercraft insurance covering hull, motor, trailer, liability on the water and on-water towing, quoted fast.',
    card: {
      title: 'Boat / PWC',
      description: 'Fishing boats, pontoons, sailboats, runabouts and personal watercraft, with on-water towing and spill liability.',
      icon: 'sailboat',
    },
  },
  motorHome: {
    path: '/services/recreational/motor-home',
    group: 'personal',
    title: 'Motor Home Insurance',
    description: 'Motor home insurance for Class A, B and C coaches: liability, physical damage, personal effects and vacation liability in one policy.',
    card: {
      title: 'Motor Home',
      description: 'Class A, B and C motor homes, from a few weekends a year to full-time living on the road.',
      icon: 'caravan',
    },
  },
  travelTrailer: {
    path: '/services/recreational/travel-trailer',
    group: 'personal',
    title: 'Travel Trailer Insurance',
    description: 'Travel trailer and fifth-wheel insurance for the trailer, its contents and campsite liability, with specialized claim handling.',
    card: {
      title: 'Travel Trailer',
      description: 'Travel trailers, fifth-wheels, pop-ups and toy haulers, on the road, in storage and at the campsite.',
      icon: 'trailer',
    },
  },
  snowmobile: {
    path: '/services/recreational/snowmobile',
    group: 'personal',
    title: 'Snowmobile Insurance',
    description: 'Snowmobile insurance for trail riders: liability, collision, comprehensive and safety apparel coverage, with a fast quote turnaround.',
    card: {
      title: 'Snowmobile',
      description: 'Trail sleds, mountain sleds and utility snowmobiles, priced for a short riding season.',
      icon: 'snowflake',
    },
  },
  business: {
    path: '/services/business',
    group: 'commercial',
    nav: 'Business',
    title: 'Business Insurance',
    description: 'Business insurance for Illinois companies: liability, property, workers compensation, cyber and more, from an agency protecting 15,000+ businesses.',
    card: {
      title: 'Business Insurance',
      description: 'Liability, property, workers comp, auto and cyber coverage assembled into one program for your company.',
      icon: 'briefcase',
    },
  },
  transportation: {
    path: '/services/transportation',
    group: 'commercial',
    nav: 'Transportation',
    title: 'Transportation & Trucking Insurance',
    description: 'Trucking insurance for owner-operators and fleets: auto liability, physical damage, motor truck cargo and occupational accident coverage.',
    card: {
      title: 'Transportation & Trucking',
      description: 'Complete programs for owner-operators, small fleets and logistics companies, with filings handled for you.',
      icon: 'truck',
    },
  },
  autoLiability: {
    path: '/services/transportation/auto-liability',
    group: 'commercial',
    title: 'Commercial Auto Liability',
    description: 'Commercial auto liability for trucks: bodily injury, property damage and pollution cleanup, meeting the FMCSA $750,000 minimum and more.',
    card: {
      title: 'Auto Liability',
      description: 'Bodily injury, property damage and pollution cleanup when your truck is at fault, written to meet FMCSA minimums.',
      icon: 'scale',
    },
  },
  physicalDamage: {
    path: '/services/transportation/physical-damage',
    group: 'commercial',
    title: 'Truck Physical Damage Insurance',
    description: 'Physical damage insurance for trucks and trailers: comprehensive, specified cause of loss and collision coverage to repair or replace your rig.',
    card: {
      title: 'Physical Damage',
      description: 'Repairs or replaces your tractor and trailer after a collision, theft, fire, flood or vandalism.',
      icon: 'wrench',
    },
  },
  motorTruckCargo: {
    path: '/services/transportation/motor-truck-cargo',
    group: 'commercial',
    title: 'Motor Truck Cargo Insurance',
    description: 'Motor truck cargo insurance that protects the freight you haul, with limits typically from $5,000 to $250,000 or more per load.',
    card: {
      title: 'Motor Truck Cargo',
      description: 'Protects the freight you haul from loss or damage, with limits that satisfy your brokers and shippers.',
      icon: 'package',
    },
  },
  occupationalAccident: {
    path: '/services/transportation/occupational-accident',
    group: 'commercial',
    title: 'Occupational Accident Insurance',
    description: 'Occupational accident insurance for owner-operators and independent contractors: medical, disability and death benefits when injured on the job.',
    card: {
      title: 'Occupational Accident',
      description: 'Medical, disability and death benefits for owner-operators and independent contractors injured on the job.',
      icon: 'heart-pulse',
    },
  },
  liability: {
    path: '/services/commercial/liability',
    group: 'commercial',
    nav: 'General Liability',
    title: 'General Liability Insurance',
    description: 'General liability insurance for bodily injury, property damage, and personal and advertising injury claims against your business.',
    card: {
      title: 'General Liability',
      description: 'Covers injuries and property damage your business causes to customers, vendors and the public, plus your legal defense.',
      icon: 'shield-check',
    },
  },
  workersComp: {
    path: '/services/commercial/workers-comp',
    group: 'commercial',
    nav: "Workers' Compensation",
    title: "Workers' Compensation Insurance",
    description: "Workers' compensation insurance for Illinois employers: medical care and lost wages for injured employees, and employer's liability protection.",
    card: {
      title: "Workers' Compensation",
      description: 'Medical care and lost wages for employees hurt on the job, as Illinois law requires of nearly every employer.',
      icon: 'hard-hat',
    },
  },
  property: {
    path: '/services/commercial/property',
    group: 'commercial',
    nav: 'Commercial Property',
    title: 'Commercial Property Insurance',
    description: 'Commercial property insurance for buildings, equipment, inventory and business income after fire, theft, storms and other covered losses.',
    card: {
      title: 'Commercial Property',
      description: 'Repairs or replaces your building, equipment and inventory after fire, theft or storm damage, and replaces lost income.',
      icon: 'building-2',
    },
  },
  cyber: {
    path: '/services/commercial/cyber',
    group: 'commercial',
    nav: 'Cyber Liability',
    title: 'Cyber Liability Insurance',
    description: 'Cyber liability insurance for data breaches, ransomware and business interruption: notification costs, forensics, legal defense and recovery.',
    card: {
      title: 'Cyber Liability',
      description: 'Pays for breach response, ransomware recovery, lost income and lawsuits when customer data is exposed.',
      icon: 'shield-alert',
    },
  },
} as const satisfies Record<string, CoveragePage>;

export type CoverageKey = keyof typeof pages;

/** The pages that have a card to link to them with. */
export type CardKey = { [K in CoverageKey]: (typeof pages)[K] extends { card: object } ? K : never }[CoverageKey];

export type RegisteredPage<K extends string = string> = CoveragePage & { key: K };

/** What the rest of the site reads, derived from a set of declarations (a test adds one to it). */
export function coverageRegistry<K extends string>(declared: Readonly<Record<K, CoveragePage>>) {
  const list: readonly RegisteredPage<K>[] = (Object.entries(declared) as [K, CoveragePage][]).map(([key, page]) => ({ key, ...page }));
  const byKey = (key: K) => list.find((page) => page.key === key)!;
  return {
    /** Every coverage page with its key, in the order of the route table and the navigation. */
    coveragePages: list,
    pathOf: (key: K): string => byKey(key).path,
    /** The page's card, linking to it. */
    cardOf: (key: K): ServiceCard => {
      const { card, path } = byKey(key);
      if (!card) throw new Error(`Coverage page "${key}" has no card`);
      return { ...card, path };
    },
    /** A group's overview page (/services, /commercial). */
    overviewOf: (group: CoverageGroup) => list.find((page) => page.overview && page.group === group)!,
    /** The coverage page at a path, if it is one. */
    coverageAt: (path: string) => list.find((page) => page.path === path),
  };
}

const registry = coverageRegistry(pages);

export const { coveragePages, pathOf, overviewOf, coverageAt } = registry;

/** The page's card, linking to it (only pages that have one). */
export const cardOf: (key: CardKey) => ServiceCard = registry.cardOf;
