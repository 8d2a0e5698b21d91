/**
 * Every page's title and meta description in English (the Spanish twin,
 * src/content/es/heads.ts, has the same type). Only the head builder reads
 * them (the prerender step, and the browser on a client navigation, which
 * loads the builder lazily), so they stay out of the app's first module
 * (docs/architecture.md, "Hydration in slices"). Descriptions are 50-160
 * characters. Coverage pages are keyed by their registry key and the other
 * pages by their route key (a missing one is a type error); an article's
 * title and description are its own (front matter and excerpt).
 */
import { agency } from '../config/agency';
import type { PageKey } from './routeEntry';
// The names through the frame's words, so that they stay one chunk with them.
import { words } from './words';
import { coveragePages, type CoverageKey } from './services/registry';

export interface TitleAndDescription {
  /** The page's name: the document title is "title - agency name" (home: the headline), and the breadcrumb reads it. */
  title: string;
  description: string;
}

export interface Heads {
  pages: Record<PageKey, TitleAndDescription>;
  coverage: Record<CoverageKey, TitleAndDescription>;
  notFound: TitleAndDescription;
  /** The home page's name in breadcrumbs. */
  homeCrumb: string;
}

const city = agency.address.city;

const pages: Heads['pages'] = {
  home: {
    title: 'Insurance Solutions You Can Trust',
    description: `Independent insurance agency in ${city}, Illinois: auto, home, business and trucking coverage from many carriers, with a quote reply within 24 hours.`,
  },
  about: {
    title: 'About Us',
    description: `Meet the independent agency in ${city}, Illinois that researches many insurance markets to find the right coverage at a competitive rate.`,
  },
  blog: {
    title: 'Insurance Articles & Resources',
    description: 'Plain-English guides to auto, home, life, business and health insurance, and how to file a claim, from independent insurance agents.',
  },
  contact: {
    title: 'Contact Us',
    description: `Request a quote or ask a question. Call, e-mail or write to our ${city}, Illinois office; an agent replies within 24 hours on business days.`,
  },
  claims: {
    title: 'File a Claim',
    description: 'Start an insurance claim online. A claims representative contacts you within 24 hours and guides you through photos, documents and next steps.',
  },
  service: {
    title: 'Client Service',
    description: 'For our clients: pay a bill, sign in, file a claim, or request a certificate of insurance, auto ID cards or a policy change online.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'How we collect, use, keep and protect the personal information you share through this website, and how to ask us to change or delete it.',
  },
  terms: {
    title: 'Terms of Service',
    description: 'The terms for using this website: information only, not insurance advice; coverage is governed by the carrier policy documents; Illinois law applies.',
  },
  thanks: {
    title: 'Thank You',
    description: 'Your request has reached our office. An agent will get in touch with you shortly by phone or e-mail.',
  },
};

const coverageDescriptions: Record<CoverageKey, string> = {
  personalOverview: 'Personal insurance from an independent agent: auto, homeowners, renters and recreational vehicles, compared across many carriers for you.',
  commercialOverview: 'Commercial insurance for Illinois businesses and truckers: general liability, workers compensation, property, cyber and transportation coverage.',
  auto: 'Auto insurance quotes from many carriers: liability, collision, comprehensive, medical payments, uninsured motorist and roadside assistance.',
  home: 'Home insurance for owners and renters: dwelling, personal property, liability and loss-of-use coverage, compared across carriers by a local agent.',
  homeowners: 'Homeowners insurance for owner-occupied homes: protect the dwelling, other structures, belongings and liability with a policy that fits.',
  renters: 'Renters insurance that covers your belongings, liability and extra living costs, with premiums averaging $15 to $30 per month.',
  recreational: 'Insurance for motorcycles and ATVs, boats and personal watercraft, motor homes, travel trailers and snowmobiles. Choose your vehicle to start.',
  motorcycleAtv: 'Motorcycle and ATV insurance with fast underwriting, simple administration and claim handling by people who understand riders.',
  boatPwc: 'Boat and personal watercraft insurance covering hull, motor, trailer, liability on the water and on-water towing, quoted fast.',
  motorHome: 'Motor home insurance for Class A, B and C coaches: liability, physical damage, personal effects and vacation liability in one policy.',
  travelTrailer: 'Travel trailer and fifth-wheel insurance for the trailer, its contents and campsite liability, with specialized claim handling.',
  snowmobile: 'Snowmobile insurance for trail riders: liability, collision, comprehensive and safety apparel coverage, with a fast quote turnaround.',
  business: 'Business insurance for Illinois companies: liability, property, workers compensation, cyber and more, from an agency protecting 15,000+ businesses.',
  transportation: 'Trucking insurance for owner-operators and fleets: auto liability, physical damage, motor truck cargo and occupational accident coverage.',
  autoLiability: 'Commercial auto liability for trucks: bodily injury, property damage and pollution cleanup, meeting the FMCSA $750,000 minimum and more.',
  physicalDamage: 'Physical damage insurance for trucks and trailers: comprehensive, specified cause of loss and collision coverage to repair or replace your rig.',
  motorTruckCargo: 'Motor truck cargo insurance that protects the freight you haul, with limits typically from $5,000 to $250,000 or more per load.',
  occupationalAccident: 'Occupational accident insurance for owner-operators and independent contractors: medical, disability and death benefits when injured on the job.',
  liability: 'General liability insurance for bodily injury, property damage, and personal and advertising injury claims against your business.',
  workersComp: "Workers' compensation insurance for Illinois employers: medical care and lost wages for injured employees, and employer's liability protection.",
  property: 'Commercial property insurance for buildings, equipment, inventory and business income after fire, theft, storms and other covered losses.',
  cyber: 'Cyber liability insurance for data breaches, ransomware and business interruption: notification costs, forensics, legal defense and recovery.',
};

export const heads: Heads = {
  pages,
  coverage: Object.fromEntries(
    coveragePages.map((page) => {
      // A key the type system knows cannot lack one; this says which when the registry grows in a test or a merge.
      const description = coverageDescriptions[page.key];
      if (!description) throw new Error(`The coverage page "${page.key}" has no meta description in src/content/heads.ts`);
      return [page.key, { title: words.coverage[page.key].title, description }];
    }),
  ) as Heads['coverage'],
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist. Return to the home page to find insurance information.',
  },
  homeCrumb: 'Home',
};
