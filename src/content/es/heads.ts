/** Every page's title and meta description in Spanish (twin of src/content/heads.ts; glossary: docs/glossary.md). */
import { agency } from '../../config/agency';
import type { Heads } from '../heads';
// The names through the frame's words, so that they stay one chunk with them.
import { words } from './words';
import type { CoverageKey } from '../services/registry';

const city = agency.address.city;

/** Each coverage page's meta description (50-160 characters). */
const coverageDescriptions: Record<CoverageKey, string> = {
  personalOverview: 'Seguros personales con un agente independiente: auto, propietarios de vivienda, inquilinos y vehículos recreativos, comparados entre muchas aseguradoras.',
  commercialOverview: 'Seguros para negocios y transportistas de Illinois: responsabilidad civil general, compensación para trabajadores, propiedad, riesgos cibernéticos y transporte.',
  auto: 'Seguro de auto de muchas aseguradoras: responsabilidad civil, colisión, cobertura integral, pagos médicos, conductor sin seguro y asistencia en el camino.',
  home: 'Seguro de hogar para propietarios e inquilinos: vivienda, bienes personales, responsabilidad civil y pérdida de uso, comparados por un agente local.',
  homeowners: 'Seguro para la casa que es suya y en la que vive: proteja la vivienda, otras estructuras, sus pertenencias y su responsabilidad civil con la póliza adecuada.',
  renters: 'Seguro de inquilinos que cubre sus pertenencias, su responsabilidad civil y los gastos de vida adicionales, con primas de $15 a $30 al mes en promedio.',
  recreational: 'Seguro para motocicletas, ATV, embarcaciones, motos acuáticas, casas rodantes, remolques de viaje y motonieves. Elija su vehículo para comenzar.',
  motorcycleAtv: 'Seguro de motocicletas y ATV con suscripción rápida, trámites sencillos y reclamos atendidos por personas que entienden a los motociclistas.',
  boatPwc: 'Seguro de embarcaciones y motos acuáticas: casco, motor, remolque, responsabilidad civil y remolque en el agua, con cotizaciones rápidas.',
  motorHome: 'Seguro para casas rodantes Clase A, B y C: responsabilidad civil, daños físicos, efectos personales y responsabilidad civil vacacional en una póliza.',
  travelTrailer: 'Seguro para remolques de viaje y de quinta rueda: el remolque, su contenido y la responsabilidad civil en el campamento, con reclamos especializados.',
  snowmobile: 'Seguro de motonieve para quienes recorren senderos: responsabilidad civil, colisión, cobertura integral e indumentaria de seguridad, con cotización rápida.',
  business: 'Seguro para empresas de Illinois: responsabilidad civil, propiedad, compensación para trabajadores y más, de una agencia que protege a más de 15,000 negocios.',
  transportation: 'Seguro de transporte para propietarios-operadores y flotas: responsabilidad civil de auto, daños físicos, seguro de carga y accidentes ocupacionales.',
  autoLiability: 'Responsabilidad civil de auto para camiones: lesiones corporales, daños a la propiedad y limpieza de contaminación, con el mínimo de $750,000 de la FMCSA o más.',
  physicalDamage: 'Seguro de daños físicos para camiones y remolques: cobertura integral, por causas de pérdida especificadas y de colisión para reparar o reponer su unidad.',
  motorTruckCargo: 'Seguro de carga que protege la mercancía que transporta, con límites que suelen ir de $5,000 a $250,000 o más por carga.',
  occupationalAccident: 'Seguro de accidentes ocupacionales para propietarios-operadores y contratistas: beneficios médicos, por discapacidad y por muerte si se lesionan trabajando.',
  liability: 'Seguro de responsabilidad civil general contra reclamos por lesiones corporales, daños a la propiedad y lesiones personales y por publicidad contra su negocio.',
  workersComp: 'Compensación para trabajadores en Illinois: atención médica y salarios perdidos de empleados lesionados, y responsabilidad civil del empleador.',
  property: 'Seguro de propiedad comercial para edificios, equipos, inventario e ingresos del negocio tras incendios, robos, tormentas y otras pérdidas cubiertas.',
  cyber: 'Responsabilidad cibernética ante violaciones de datos, ransomware e interrupción de negocios: notificaciones, análisis forense, defensa legal y recuperación.',
};

export const heads: Heads = {
  pages: {
    home: {
      title: 'Soluciones de seguros en las que puede confiar',
      description: `Agencia de seguros independiente en ${city}, Illinois: seguros de auto, hogar, negocio y transporte de muchas aseguradoras, con cotización en 24 horas.`,
    },
    about: {
      title: 'Nosotros',
      description: `Conozca la agencia independiente de ${city}, Illinois, que compara muchos mercados de seguros para encontrarle la cobertura adecuada a buen precio.`,
    },
    blog: {
      title: 'Artículos y recursos sobre seguros',
      description: 'Guías claras sobre seguros de auto, hogar, vida, negocios y salud, y sobre cómo presentar un reclamo, escritas por agentes de seguros independientes.',
    },
    contact: {
      title: 'Contáctenos',
      description: `Solicite una cotización o haga una pregunta. Llame, escriba o visite nuestra oficina de ${city}, Illinois; un agente le responde en 24 horas hábiles.`,
    },
    claims: {
      title: 'Presentar un reclamo',
      description: 'Inicie su reclamo de seguro en línea. Un representante de reclamos se comunica con usted en 24 horas y le guía con fotos, documentos y próximos pasos.',
    },
    service: {
      title: 'Servicio al cliente',
      description: 'Para clientes: pague una factura, inicie sesión, presente un reclamo o solicite un certificado de seguro, tarjetas de identificación o un cambio de póliza.',
    },
    privacy: {
      title: 'Política de privacidad',
      description: 'Cómo recopilamos, usamos, conservamos y protegemos la información personal que comparte en este sitio, y cómo pedirnos que la cambiemos o eliminemos.',
    },
    terms: {
      title: 'Términos del servicio',
      description: 'Las condiciones de uso de este sitio: solo información, no asesoría de seguros; la cobertura se rige por la póliza de la aseguradora; aplica la ley de Illinois.',
    },
    thanks: {
      title: 'Gracias',
      description: 'Su solicitud llegó a nuestra oficina. Un agente se comunicará con usted en breve por teléfono o correo electrónico.',
    },
  },
  coverage: Object.fromEntries(
    Object.entries(words.coverage).map(([key, { title }]) => [key, { title, description: coverageDescriptions[key as CoverageKey] }]),
  ) as Heads['coverage'],
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que busca no existe. Vuelva a la página de inicio para encontrar información sobre seguros.',
  },
  homeCrumb: 'Inicio',
};
