/**
 * The coverage pages, each declared once: its path, its name (the route
 * table and head; its meta description is in src/content/descriptions.ts,
 * read only by the head builder), the overview it belongs to
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
  },
  commercialOverview: {
    path: '/commercial',
    group: 'commercial',
    overview: true,
    title: 'Commercial Insurance',
  },
  auto: {
    path: '/services/auto',
    group: 'personal',
    nav: 'Auto',
    title: 'Auto Insurance',
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
