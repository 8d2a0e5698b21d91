/** The four transportation detail pages by route path: TransportationDetailPage picks one with useCurrentRoute(). */
import type { ServicePageContent } from '../types';
import { transportationServices } from '../commercial/catalogue';
import { autoLiabilityPage } from './autoLiability';
import { motorTruckCargoPage } from './motorTruckCargo';
import { occupationalAccidentPage } from './occupationalAccident';
import { physicalDamagePage } from './physicalDamage';

export const transportationDetailPages: Record<string, ServicePageContent> = {
  [transportationServices.autoLiability.path]: autoLiabilityPage,
  [transportationServices.physicalDamage.path]: physicalDamagePage,
  [transportationServices.motorTruckCargo.path]: motorTruckCargoPage,
  [transportationServices.occupationalAccident.path]: occupationalAccidentPage,
};
