/**
 * One link card per commercial and transportation page. The commercial
 * overview lists them all, the commercial detail pages pick their three
 * related services from here, and the transportation overview links its four
 * detail pages with them, so a page's card reads the same wherever it appears.
 */
import type { ServiceCard } from '../types';

export interface ServiceLink extends ServiceCard {
  path: string;
}

const link = (path: string, title: string, icon: string, description: string): ServiceLink => ({
  path,
  title,
  icon,
  description,
});

export const commercialServices = {
  business: link(
    '/services/business',
    'Business Insurance',
    'i-lucide-briefcase',
    'Liability, property, workers comp, auto and cyber coverage assembled into one program for your company.',
  ),
  liability: link(
    '/services/commercial/liability',
    'General Liability',
    'i-lucide-shield-check',
    'Covers injuries and property damage your business causes to customers, vendors and the public, plus your legal defense.',
  ),
  workersComp: link(
    '/services/commercial/workers-comp',
    "Workers' Compensation",
    'i-lucide-hard-hat',
    'Medical care and lost wages for employees hurt on the job, as Illinois law requires of nearly every employer.',
  ),
  property: link(
    '/services/commercial/property',
    'Commercial Property',
    'i-lucide-building-2',
    'Repairs or replaces your building, equipment and inventory after fire, theft or storm damage, and replaces lost income.',
  ),
  cyber: link(
    '/services/commercial/cyber',
    'Cyber Liability',
    'i-lucide-shield-alert',
    'Pays for breach response, ransomware recovery, lost income and lawsuits when customer data is exposed.',
  ),
} as const satisfies Record<string, ServiceLink>;

export const transportationServices = {
  overview: link(
    '/services/transportation',
    'Transportation & Trucking',
    'i-lucide-truck',
    'Complete programs for owner-operators, small fleets and logistics companies, with filings handled for you.',
  ),
  autoLiability: link(
    '/services/transportation/auto-liability',
    'Auto Liability',
    'i-lucide-scale',
    'Bodily injury, property damage and pollution cleanup when your truck is at fault, written to meet FMCSA minimums.',
  ),
  physicalDamage: link(
    '/services/transportation/physical-damage',
    'Physical Damage',
    'i-lucide-wrench',
    'Repairs or replaces your tractor and trailer after a collision, theft, fire, flood or vandalism.',
  ),
  motorTruckCargo: link(
    '/services/transportation/motor-truck-cargo',
    'Motor Truck Cargo',
    'i-lucide-package',
    'Protects the freight you haul from loss or damage, with limits that satisfy your brokers and shippers.',
  ),
  occupationalAccident: link(
    '/services/transportation/occupational-accident',
    'Occupational Accident',
    'i-lucide-heart-pulse',
    'Medical, disability and death benefits for owner-operators and independent contractors injured on the job.',
  ),
} as const satisfies Record<string, ServiceLink>;

/** The four commercial detail pages, in the order the navigation lists them. */
export type CommercialLineKey = 'liability' | 'workersComp' | 'property' | 'cyber';

export const commercialLines: ServiceLink[] = [
  commercialServices.liability,
  commercialServices.workersComp,
  commercialServices.property,
  commercialServices.cyber,
];

/** The four transportation detail pages, in the order a trucking program is built. */
export const transportationLines: ServiceLink[] = [
  transportationServices.autoLiability,
  transportationServices.physicalDamage,
  transportationServices.motorTruckCargo,
  transportationServices.occupationalAccident,
];
