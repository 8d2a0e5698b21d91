/** Each coverage page's name and navigation label in English (the frame's words read them; Spanish twin: src/content/es/services/coverageNames.ts). */
import type { CoverageNames } from './registry';

export const coverageNames: CoverageNames = {
  personalOverview: { title: 'Personal Insurance' },
  commercialOverview: { title: 'Commercial Insurance' },
  auto: { title: 'Auto Insurance', nav: 'Auto' },
  home: { title: 'Home Insurance', nav: 'Home' },
  homeowners: { title: 'Homeowners Insurance' },
  renters: { title: 'Renters Insurance' },
  recreational: { title: 'Recreational Vehicle Insurance', nav: 'Recreational' },
  motorcycleAtv: { title: 'Motorcycle & ATV Insurance' },
  boatPwc: { title: 'Boat & Personal Watercraft Insurance' },
  motorHome: { title: 'Motor Home Insurance' },
  travelTrailer: { title: 'Travel Trailer Insurance' },
  snowmobile: { title: 'Snowmobile Insurance' },
  business: { title: 'Business Insurance', nav: 'Business' },
  transportation: { title: 'Transportation & Trucking Insurance', nav: 'Transportation' },
  autoLiability: { title: 'Commercial Auto Liability' },
  physicalDamage: { title: 'Truck Physical Damage Insurance' },
  motorTruckCargo: { title: 'Motor Truck Cargo Insurance' },
  occupationalAccident: { title: 'Occupational Accident Insurance' },
  liability: { title: 'General Liability Insurance', nav: 'General Liability' },
  workersComp: { title: "Workers' Compensation Insurance", nav: "Workers' Compensation" },
  property: { title: 'Commercial Property Insurance', nav: 'Commercial Property' },
  cyber: { title: 'Cyber Liability Insurance', nav: 'Cyber Liability' },
};
