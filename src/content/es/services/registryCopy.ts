/**
 * The Spanish copy of the coverage registry (src/content/services/registry.ts):
 * each page's name, meta description (50-160 characters), navigation label
 * and card, by the same keys. Paths, groups and icons stay the registry's.
 */
import type { CardKey, CoverageKey } from '../../services/registry';

interface CardCopy {
  title: string;
  description: string;
}

/**
 * A page's Spanish copy. Whether the page has a card follows the registry
 * (CardKey); whether it has a navigation label cannot be read from what the
 * registry exports, so `nav` is optional and matches the registry by hand.
 */
type CoverageCopy<K extends CoverageKey> = { title: string; description: string; nav?: string } & (K extends CardKey ? { card: CardCopy } : { card?: never });

export const coverageCopyEs = {
  personalOverview: {
    title: 'Seguros personales',
    description: 'Seguros personales con un agente independiente: auto, propietarios de vivienda, inquilinos y vehículos recreativos, comparados entre muchas aseguradoras.',
  },
  commercialOverview: {
    title: 'Seguros comerciales',
    description: 'Seguros para negocios y transportistas de Illinois: responsabilidad civil general, compensación para trabajadores, propiedad, riesgos cibernéticos y transporte.',
  },
  auto: {
    nav: 'Auto',
    title: 'Seguro de auto',
    description: 'Seguro de auto de muchas aseguradoras: responsabilidad civil, colisión, cobertura integral, pagos médicos, conductor sin seguro y asistencia en el camino.',
    card: {
      title: 'Seguro de auto',
      description: 'Responsabilidad civil, colisión, cobertura integral y los extras que importan, comparados entre aseguradoras para cada vehículo de su hogar.',
    },
  },
  home: {
    nav: 'Hogar',
    title: 'Seguro de hogar',
    description: 'Seguro de hogar para propietarios e inquilinos: vivienda, bienes personales, responsabilidad civil y pérdida de uso, comparados por un agente local.',
    card: {
      title: 'Seguro de hogar',
      description: '¿No sabe qué póliza le conviene? Comience aquí para comparar las coberturas para propietarios e inquilinos y lo que protege cada una.',
    },
  },
  homeowners: {
    title: 'Seguro de propietarios de vivienda',
    description: 'Seguro para la casa que es suya y en la que vive: proteja la vivienda, otras estructuras, sus pertenencias y su responsabilidad civil con la póliza adecuada.',
    card: {
      title: 'Seguro de propietarios de vivienda',
      description: 'Para la casa que es suya y en la que vive: la vivienda, otras estructuras, sus pertenencias y su responsabilidad civil personal.',
    },
  },
  renters: {
    title: 'Seguro de inquilinos',
    description: 'Seguro de inquilinos que cubre sus pertenencias, su responsabilidad civil y los gastos de vida adicionales, con primas de $15 a $30 al mes en promedio.',
    card: {
      title: 'Seguro de inquilinos',
      description: 'La póliza de su arrendador termina en las paredes. Proteja sus pertenencias, su responsabilidad civil y un lugar donde quedarse después de un incendio.',
    },
  },
  recreational: {
    nav: 'Vehículos recreativos',
    title: 'Seguro de vehículos recreativos',
    description: 'Seguro para motocicletas, ATV, embarcaciones, motos acuáticas, casas rodantes, remolques de viaje y motonieves. Elija su vehículo para comenzar.',
    card: {
      title: 'Seguro de vehículos recreativos',
      description: 'Motocicletas, ATV, embarcaciones, motos acuáticas, casas rodantes, remolques de viaje y motonieves, cada uno con la póliza que necesita.',
    },
  },
  motorcycleAtv: {
    title: 'Seguro de motocicletas y vehículos todoterreno (ATV)',
    description: 'Seguro de motocicletas y ATV con suscripción rápida, trámites sencillos y reclamos atendidos por personas que entienden a los motociclistas.',
    card: {
      title: 'Motocicleta / ATV',
      description: 'Motocicletas de calle, cruiser, de turismo, de motocross y ATV, con piezas personalizadas y equipo de protección cubiertos.',
    },
  },
  boatPwc: {
    title: 'Seguro de embarcaciones y motos acuáticas (PWC)',
    description: 'Seguro de embarcaciones y motos acuáticas: casco, motor, remolque, responsabilidad civil y remolque en el agua, con cotizaciones rápidas.',
    card: {
      title: 'Embarcación / PWC',
      description: 'Lanchas de pesca, pontones, veleros, lanchas recreativas y motos acuáticas, con remolque en el agua y responsabilidad civil por derrames.',
    },
  },
  motorHome: {
    title: 'Seguro de casa rodante',
    description: 'Seguro para casas rodantes Clase A, B y C: responsabilidad civil, daños físicos, efectos personales y responsabilidad civil vacacional en una póliza.',
    card: {
      title: 'Casa rodante',
      description: 'Casas rodantes Clase A, B y C, desde unos pocos fines de semana al año hasta vivir en el camino todo el año.',
    },
  },
  travelTrailer: {
    title: 'Seguro de remolque de viaje',
    description: 'Seguro para remolques de viaje y de quinta rueda: el remolque, su contenido y la responsabilidad civil en el campamento, con reclamos especializados.',
    card: {
      title: 'Remolque de viaje',
      description: 'Remolques de viaje, de quinta rueda, plegables y con garaje (toy haulers), en el camino, guardados y en el campamento.',
    },
  },
  snowmobile: {
    title: 'Seguro de motonieve',
    description: 'Seguro de motonieve para quienes recorren senderos: responsabilidad civil, colisión, cobertura integral e indumentaria de seguridad, con cotización rápida.',
    card: {
      title: 'Motonieve',
      description: 'Motonieves de sendero, de montaña y utilitarias, con un precio pensado para una temporada corta.',
    },
  },
  business: {
    nav: 'Negocios',
    title: 'Seguro para negocios',
    description: 'Seguro para empresas de Illinois: responsabilidad civil, propiedad, compensación para trabajadores y más, de una agencia que protege a más de 15,000 negocios.',
    card: {
      title: 'Seguro para negocios',
      description: 'Responsabilidad civil, propiedad, compensación para trabajadores, auto comercial y responsabilidad cibernética reunidas en un solo programa para su empresa.',
    },
  },
  transportation: {
    nav: 'Transporte',
    title: 'Seguro de transporte y carga por carretera',
    description: 'Seguro de transporte para propietarios-operadores y flotas: responsabilidad civil de auto, daños físicos, seguro de carga y accidentes ocupacionales.',
    card: {
      title: 'Transporte y carga por carretera',
      description: 'Programas completos para propietarios-operadores, flotas pequeñas y empresas de logística; nos encargamos de los trámites ante las autoridades.',
    },
  },
  autoLiability: {
    title: 'Responsabilidad civil de auto comercial',
    description: 'Responsabilidad civil de auto para camiones: lesiones corporales, daños a la propiedad y limpieza de contaminación, con el mínimo de $750,000 de la FMCSA o más.',
    card: {
      title: 'Responsabilidad civil de auto',
      description: 'Lesiones corporales, daños a la propiedad y limpieza de contaminación cuando su camión tiene la culpa, con los mínimos que exige la FMCSA.',
    },
  },
  physicalDamage: {
    title: 'Seguro de daños físicos para camiones',
    description: 'Seguro de daños físicos para camiones y remolques: cobertura integral, por causas de pérdida especificadas y de colisión para reparar o reponer su unidad.',
    card: {
      title: 'Daños físicos',
      description: 'Repara o reemplaza su tractocamión y su remolque después de una colisión, un robo, un incendio, una inundación o un acto de vandalismo.',
    },
  },
  motorTruckCargo: {
    title: 'Seguro de carga',
    description: 'Seguro de carga que protege la mercancía que transporta, con límites que suelen ir de $5,000 a $250,000 o más por carga.',
    card: {
      title: 'Seguro de carga',
      description: 'Protege la mercancía que transporta contra pérdidas o daños, con límites que satisfacen a sus intermediarios de carga y remitentes.',
    },
  },
  occupationalAccident: {
    title: 'Seguro de accidentes ocupacionales',
    description: 'Seguro de accidentes ocupacionales para propietarios-operadores y contratistas: beneficios médicos, por discapacidad y por muerte si se lesionan trabajando.',
    card: {
      title: 'Accidentes ocupacionales',
      description: 'Beneficios médicos, por discapacidad y por muerte para propietarios-operadores y contratistas independientes que se lesionan en el trabajo.',
    },
  },
  liability: {
    nav: 'Responsabilidad civil general',
    title: 'Seguro de responsabilidad civil general',
    description: 'Seguro de responsabilidad civil general contra reclamos por lesiones corporales, daños a la propiedad y lesiones personales y por publicidad contra su negocio.',
    card: {
      title: 'Responsabilidad civil general',
      description: 'Cubre las lesiones y los daños a la propiedad que su negocio cause a clientes, proveedores y al público, además de su defensa legal.',
    },
  },
  workersComp: {
    nav: 'Compensación para trabajadores',
    title: 'Seguro de compensación para trabajadores',
    description: 'Compensación para trabajadores en Illinois: atención médica y salarios perdidos de empleados lesionados, y responsabilidad civil del empleador.',
    card: {
      title: 'Compensación para trabajadores',
      description: 'Atención médica y salarios perdidos para los empleados que se lesionan en el trabajo, como exige la ley de Illinois a casi todos los empleadores.',
    },
  },
  property: {
    nav: 'Propiedad comercial',
    title: 'Seguro de propiedad comercial',
    description: 'Seguro de propiedad comercial para edificios, equipos, inventario e ingresos del negocio tras incendios, robos, tormentas y otras pérdidas cubiertas.',
    card: {
      title: 'Propiedad comercial',
      description: 'Repara o reemplaza su edificio, sus equipos y su inventario después de un incendio, un robo o una tormenta, y repone los ingresos perdidos.',
    },
  },
  cyber: {
    nav: 'Responsabilidad cibernética',
    title: 'Seguro de responsabilidad cibernética',
    description: 'Responsabilidad cibernética ante violaciones de datos, ransomware e interrupción de negocios: notificaciones, análisis forense, defensa legal y recuperación.',
    card: {
      title: 'Responsabilidad cibernética',
      description: 'Paga la respuesta a una violación de datos, la recuperación tras un ataque de ransomware, los ingresos perdidos y las demandas cuando se exponen datos de clientes.',
    },
  },
} satisfies { [K in CoverageKey]: CoverageCopy<K> };
