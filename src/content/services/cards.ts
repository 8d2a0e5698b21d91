/**
 * The coverage pages' cards in English, and `cardOf` for the English page
 * copy that shows them (Spanish: src/content/es/services/cards.ts). Only the
 * pages that show a card load this module.
 */
import { cardsIn, type CoverageCards } from './registry';

const coverageCards: CoverageCards = {
  auto: {
    title: 'Auto Insurance',
    description: 'Liability, collision, comprehensive and the extras that matter, compared across carriers for every car in the household.',
  },
  home: {
    title: 'Home Insurance',
    description: 'Not sure which policy fits? Start here to compare homeowners and renters coverage and what each one protects.',
  },
  homeowners: {
    title: 'Homeowners Insurance',
    description: 'For the home you own and live in: the house, other structures, your belongings and your personal liability.',
  },
  renters: {
    title: 'Renters Insurance',
    description: "Your landlord's policy stops at the walls. Cover your belongings, your liability and a place to stay after a fire.",
  },
  recreational: {
    title: 'Recreational Insurance',
    description: 'Motorcycles, ATVs, boats, personal watercraft, motor homes, travel trailers and snowmobiles, each on the policy it needs.',
  },
  motorcycleAtv: {
    title: 'Motorcycle / ATV',
    description: 'Street bikes, cruisers, touring bikes, dirt bikes and ATVs, with custom parts and riding gear covered.',
  },
  boatPwc: {
    title: 'Boat / PWC',
    description: 'Fishing boats, pontoons, sailboats, runabouts and personal watercraft, with on-water towing and spill liability.',
  },
  motorHome: {
    title: 'Motor Home',
    description: 'Class A, B and C motor homes, from a few weekends a year to full-time living on the road.',
  },
  travelTrailer: {
    title: 'Travel Trailer',
    description: 'Travel trailers, fifth-wheels, pop-ups and toy haulers, on the road, in storage and at the campsite.',
  },
  snowmobile: {
    title: 'Snowmobile',
    description: 'Trail sleds, mountain sleds and utility snowmobiles, priced for a short riding season.',
  },
  business: {
    title: 'Business Insurance',
    description: 'Liability, property, workers comp, auto and cyber coverage assembled into one program for your company.',
  },
  transportation: {
    title: 'Transportation & Trucking',
    description: 'Complete programs for owner-operators, small fleets and logistics companies, with filings handled for you.',
  },
  autoLiability: {
    title: 'Auto Liability',
    description: 'Bodily injury, property damage and pollution cleanup when your truck is at fault, written to meet FMCSA minimums.',
  },
  physicalDamage: {
    title: 'Physical Damage',
    description: 'Repairs or replaces your tractor and trailer after a collision, theft, fire, flood or vandalism.',
  },
  motorTruckCargo: {
    title: 'Motor Truck Cargo',
    description: 'Protects the freight you haul from loss or damage, with limits that satisfy your brokers and shippers.',
  },
  occupationalAccident: {
    title: 'Occupational Accident',
    description: 'Medical, disability and death benefits for owner-operators and independent contractors injured on the job.',
  },
  liability: {
    title: 'General Liability',
    description: 'Covers injuries and property damage your business causes to customers, vendors and the public, plus your legal defense.',
  },
  workersComp: {
    title: "Workers' Compensation",
    description: 'Medical care and lost wages for employees hurt on the job, as Illinois law requires of nearly every employer.',
  },
  property: {
    title: 'Commercial Property',
    description: 'Repairs or replaces your building, equipment and inventory after fire, theft or storm damage, and replaces lost income.',
  },
  cyber: {
    title: 'Cyber Liability',
    description: 'Pays for breach response, ransomware recovery, lost income and lawsuits when customer data is exposed.',
  },
};

/** The page's card, linking to it (only pages that have one). */
export const cardOf = cardsIn(coverageCards);
