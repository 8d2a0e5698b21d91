/**
 * The personal-insurance pages as link cards. The overview lists them all and
 * the pages' "related services" pick from them, so a page's name, blurb and
 * path are written once.
 */
import type { ServiceCard } from '../types';

export const autoCard: ServiceCard = {
  title: 'Auto Insurance',
  description: 'Liability, collision, comprehensive and the extras that matter, compared across carriers for every car in the household.',
  icon: 'i-lucide-car',
  path: '/services/auto',
};

export const homeCard: ServiceCard = {
  title: 'Home Insurance',
  description: 'Not sure which policy fits? Start here to compare homeowners and renters coverage and what each one protects.',
  icon: 'i-lucide-house',
  path: '/services/home',
};

export const homeownersCard: ServiceCard = {
  title: 'Homeowners Insurance',
  description: 'For the home you own and live in: the house, other structures, your belongings and your personal liability.',
  icon: 'i-lucide-house-plus',
  path: '/services/home/homeowners',
};

export const rentersCard: ServiceCard = {
  title: 'Renters Insurance',
  description: "Your landlord's policy stops at the walls. Cover your belongings, your liability and a place to stay after a fire.",
  icon: 'i-lucide-sofa',
  path: '/services/home/renters',
};

export const recreationalCard: ServiceCard = {
  title: 'Recreational Insurance',
  description: 'Motorcycles, ATVs, boats, personal watercraft, motor homes, travel trailers and snowmobiles, each on the policy it needs.',
  icon: 'i-lucide-caravan',
  path: '/services/recreational',
};

export const businessCard: ServiceCard = {
  title: 'Business Insurance',
  description: 'Running a business from home or a storefront? Homeowners policies exclude most business losses; a business policy does not.',
  icon: 'i-lucide-building-2',
  path: '/services/business',
};
