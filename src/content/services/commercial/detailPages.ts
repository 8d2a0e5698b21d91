/** The four commercial detail pages by route path: CommercialDetailPage picks one with useCurrentRoute(). */
import type { ServicePageContent } from '../types';
import { commercialServices } from './catalogue';
import { cyberPage } from './cyber';
import { liabilityPage } from './liability';
import { propertyPage } from './property';
import { workersCompPage } from './workersComp';

export const commercialDetailPages: Record<string, ServicePageContent> = {
  [commercialServices.liability.path]: liabilityPage,
  [commercialServices.workersComp.path]: workersCompPage,
  [commercialServices.property.path]: propertyPage,
  [commercialServices.cyber.path]: cyberPage,
};
