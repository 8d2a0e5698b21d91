/**
 * Every page's meta description, 50-160 characters. Only the head builder
 * reads them (the prerender step, and the browser on a client navigation,
 * which loads the builder lazily), so they stay out of the app's first module:
 * every page's initial JavaScript is smaller by them (docs/architecture.md,
 * "Hydration in slices"). A coverage page's is keyed by its registry key (a
 * missing one is a type error); an article's is its excerpt; any other page's
 * by its path, and a route without one stops the prerender, naming it.
 */
import { agency } from '../config/agency';
import { thanksPage } from '../forms/definitions/thanks';
import { CLIENT_SERVICE_PATH } from './navigation';
import { coverageAt, type CoverageKey } from './services/registry';
import type { RouteEntry } from './routeEntry';

const city = agency.address.city;

const pageDescriptions: Readonly<Record<string, string>> = {
  '/': `Independent insurance agency in ${city}, Illinois: auto, home, business and trucking coverage from many carriers, with a quote reply within 24 hours.`,
  '/about': `Meet the independent agency in ${city}, Illinois that researches many insurance markets to find the right coverage at a competitive rate.`,
  '/blog': 'Plain-English guides to auto, home, life, business and health insurance, and how to file a claim, from independent insurance agents.',
  '/contact': `Request a quote or ask a question. Call, e-mail or write to our ${city}, Illinois office; an agent replies within 24 hours on business days.`,
  '/claims': 'Start an insurance claim online. A claims representative contacts you within 24 hours and guides you through photos, documents and next steps.',
  [CLIENT_SERVICE_PATH]: 'For our clients: pay a bill, sign in, file a claim, or request a certificate of insurance, auto ID cards or a policy change online.',
  '/privacy': 'How we collect, use, keep and protect the personal information you share through this website, and how to ask us to change or delete it.',
  '/terms': 'The terms for using this website: information only, not insurance advice; coverage is governed by the carrier policy documents; Illinois law applies.',
  [thanksPage.path]: 'Your request has reached our office. An agent will get in touch with you shortly by phone or e-mail.',};

const coverageDescriptions: Readonly<Record<CoverageKey, string>> = {
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

/** The page's meta description; throws, naming the route, when it has none. */
export function descriptionOf(route: Pick<RouteEntry, 'path' | 'article'>): string {
  if (route.article) return route.article.excerpt;
  const coverage = coverageAt(route.path);
  const description = coverage ? coverageDescriptions[coverage.key] : pageDescriptions[route.path];
  if (!description) throw new Error(`The page ${route.path} has no meta description in src/content/descriptions.ts`);
  return description;
}
