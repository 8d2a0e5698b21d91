/** Each coverage page's name and navigation label in Spanish (twin of src/content/services/coverageNames.ts; glossary: docs/glossary.md). */
import type { CoverageNames } from '../../services/registry';

export const coverageNames: CoverageNames = {
  personalOverview: { title: 'Seguros personales' },
  commercialOverview: { title: 'Seguros comerciales' },
  auto: { title: 'Seguro de auto', nav: 'Auto' },
  home: { title: 'Seguro de hogar', nav: 'Hogar' },
  homeowners: { title: 'Seguro de propietarios de vivienda' },
  renters: { title: 'Seguro de inquilinos' },
  recreational: { title: 'Seguro de vehículos recreativos', nav: 'Vehículos recreativos' },
  motorcycleAtv: { title: 'Seguro de motocicletas y vehículos todoterreno (ATV)' },
  boatPwc: { title: 'Seguro de embarcaciones y motos acuáticas (PWC)' },
  motorHome: { title: 'Seguro de casa rodante' },
  travelTrailer: { title: 'Seguro de remolque de viaje' },
  snowmobile: { title: 'Seguro de motonieve' },
  business: { title: 'Seguro para negocios', nav: 'Negocios' },
  transportation: { title: 'Seguro de transporte y carga por carretera', nav: 'Transporte' },
  autoLiability: { title: 'Responsabilidad civil de auto comercial' },
  physicalDamage: { title: 'Seguro de daños físicos para camiones' },
  motorTruckCargo: { title: 'Seguro de carga' },
  occupationalAccident: { title: 'Seguro de accidentes ocupacionales' },
  liability: { title: 'Seguro de responsabilidad civil general', nav: 'Responsabilidad civil general' },
  workersComp: { title: 'Seguro de compensación para trabajadores', nav: 'Compensación para trabajadores' },
  property: { title: 'Seguro de propiedad comercial', nav: 'Propiedad comercial' },
  cyber: { title: 'Seguro de responsabilidad cibernética', nav: 'Responsabilidad cibernética' },
};
