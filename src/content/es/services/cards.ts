/** The coverage pages' cards in Spanish, and `cardOf` for the Spanish page copy (twin of src/content/services/cards.ts). */
import { cardsIn, type CoverageCards } from '../../services/registry';

const coverageCards: CoverageCards = {
  auto: {
    title: 'Seguro de auto',
    description: 'Responsabilidad civil, colisión, cobertura integral y los extras que importan, comparados entre aseguradoras para cada vehículo de su hogar.',
  },
  home: {
    title: 'Seguro de hogar',
    description: '¿No sabe qué póliza le conviene? Comience aquí para comparar las coberturas para propietarios e inquilinos y lo que protege cada una.',
  },
  homeowners: {
    title: 'Seguro de propietarios de vivienda',
    description: 'Para la casa que es suya y en la que vive: la vivienda, otras estructuras, sus pertenencias y su responsabilidad civil personal.',
  },
  renters: {
    title: 'Seguro de inquilinos',
    description: 'La póliza de su arrendador termina en las paredes. Proteja sus pertenencias, su responsabilidad civil y un lugar donde quedarse después de un incendio.',
  },
  recreational: {
    title: 'Seguro de vehículos recreativos',
    description: 'Motocicletas, ATV, embarcaciones, motos acuáticas, casas rodantes, remolques de viaje y motonieves, cada uno con la póliza que necesita.',
  },
  motorcycleAtv: {
    title: 'Motocicleta / ATV',
    description: 'Motocicletas de calle, cruiser, de turismo, de motocross y ATV, con piezas personalizadas y equipo de protección cubiertos.',
  },
  boatPwc: {
    title: 'Embarcación / PWC',
    description: 'Lanchas de pesca, pontones, veleros, lanchas recreativas y motos acuáticas, con remolque en el agua y responsabilidad civil por derrames.',
  },
  motorHome: {
    title: 'Casa rodante',
    description: 'Casas rodantes Clase A, B y C, desde unos pocos fines de semana al año hasta vivir en el camino todo el año.',
  },
  travelTrailer: {
    title: 'Remolque de viaje',
    description: 'Remolques de viaje, de quinta rueda, plegables y con garaje (toy haulers), en el camino, guardados y en el campamento.',
  },
  snowmobile: {
    title: 'Motonieve',
    description: 'Motonieves de sendero, de montaña y utilitarias, con un precio pensado para una temporada corta.',
  },
  business: {
    title: 'Seguro para negocios',
    description: 'Responsabilidad civil, propiedad, compensación para trabajadores, auto comercial y responsabilidad cibernética reunidas en un solo programa para su empresa.',
  },
  transportation: {
    title: 'Transporte y carga por carretera',
    description: 'Programas completos para propietarios-operadores, flotas pequeñas y empresas de logística; nos encargamos de los trámites ante las autoridades.',
  },
  autoLiability: {
    title: 'Responsabilidad civil de auto',
    description: 'Lesiones corporales, daños a la propiedad y limpieza de contaminación cuando su camión tiene la culpa, con los mínimos que exige la FMCSA.',
  },
  physicalDamage: {
    title: 'Daños físicos',
    description: 'Repara o reemplaza su tractocamión y su remolque después de una colisión, un robo, un incendio, una inundación o un acto de vandalismo.',
  },
  motorTruckCargo: {
    title: 'Seguro de carga',
    description: 'Protege la mercancía que transporta contra pérdidas o daños, con límites que satisfacen a sus intermediarios de carga y remitentes.',
  },
  occupationalAccident: {
    title: 'Accidentes ocupacionales',
    description: 'Beneficios médicos, por discapacidad y por muerte para propietarios-operadores y contratistas independientes que se lesionan en el trabajo.',
  },
  liability: {
    title: 'Responsabilidad civil general',
    description: 'Cubre las lesiones y los daños a la propiedad que su negocio cause a clientes, proveedores y al público, además de su defensa legal.',
  },
  workersComp: {
    title: 'Compensación para trabajadores',
    description: 'Atención médica y salarios perdidos para los empleados que se lesionan en el trabajo, como exige la ley de Illinois a casi todos los empleadores.',
  },
  property: {
    title: 'Propiedad comercial',
    description: 'Repara o reemplaza su edificio, sus equipos y su inventario después de un incendio, un robo o una tormenta, y repone los ingresos perdidos.',
  },
  cyber: {
    title: 'Responsabilidad cibernética',
    description: 'Paga la respuesta a una violación de datos, la recuperación tras un ataque de ransomware, los ingresos perdidos y las demandas cuando se exponen datos de clientes.',
  },
};

/** The page's card in Spanish, linking to it (only pages that have one). */
export const cardOf = cardsIn(coverageCards);
