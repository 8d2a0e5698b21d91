/** The home page's Spanish copy and cards (twin of src/content/home.ts). The page component only lays these out. */
import { agency } from '../../config/agency';
import { quickQuote } from '../../forms/definitions/es/quickQuote';
import { pathOf } from '../services/registry';
import type { CardData, Feature } from '../types';
import { cardWords } from './blog/cardWords';
import articleList from 'virtual:blog-articles/es';

export const homeHero = {
  title: 'Soluciones de seguros en las que puede confiar',
  subtitle: 'Protegemos lo que más le importa con una cobertura completa adaptada a sus necesidades.',
  eyebrow: `Agencia de seguros independiente · ${agency.address.city}, ${agency.address.stateName}`,
  image: {
    src: 'https://images.unsplash.com/photo-1600585154340-be6161a56a0c',
    alt: 'Una casa familiar con el jardín delantero bien cuidado al atardecer',
  },
  quoteLabel: 'Obtenga una cotización gratis',
  agentLabel: 'Hable con un agente',
};

/** The promises' heading, read by screen readers only. */
export const trustHeading = 'Nuestros compromisos';

/** The promises a visitor should see first (the marketing claims of docs/specification.md). */
export const trustPoints: Feature[] = [
  { icon: 'badge-dollar-sign', title: 'Sin cargos ocultos', description: 'La prima que le cotizamos es la prima que usted paga.' },
  { icon: 'building-2', title: 'Muchos mercados de seguros', description: 'Comparamos aseguradoras para que usted no tenga que hacerlo.' },
  { icon: 'scale', title: 'Asesoría imparcial', description: 'Trabajamos para usted, no para una compañía de seguros.' },
  { icon: 'clock', title: 'Respuesta a su cotización en 24 horas', description: 'En días hábiles, de parte de un agente con licencia.' },
];

export const servicesSection = {
  eyebrow: 'Lo que aseguramos',
  title: 'Cobertura para su familia y su negocio',
  lead: 'Desde el auto en la entrada de su casa hasta los camiones de su flota, encontramos la póliza adecuada y le explicamos exactamente lo que cubre.',
};

/** The home grid: the eight lines most visitors come for, two rows of four on desktop. */
export const homeServices: CardData[] = [
  {
    title: 'Seguro de auto',
    description: 'Coberturas de responsabilidad civil, de colisión e integral para cada vehículo y cada conductor de su hogar, con descuentos comparados entre aseguradoras.',
    icon: 'car',
    tone: 'blue',
    path: pathOf('auto'),
  },
  {
    title: 'Seguro de hogar',
    description: 'Proteja su casa, sus pertenencias y su responsabilidad civil, tanto si es propietario de su vivienda como si alquila un apartamento.',
    icon: 'house',
    tone: 'green',
    path: pathOf('home'),
  },
  {
    title: 'Vehículos recreativos',
    description: 'Motocicletas, vehículos todoterreno (ATV), embarcaciones, casas rodantes, remolques de viaje y motonieves, asegurados según el uso que usted les da.',
    icon: 'sailboat',
    tone: 'sky',
    path: pathOf('recreational'),
  },
  {
    title: 'Seguro para negocios',
    description: 'Paquetes de cobertura para tiendas, oficinas, restaurantes y contratistas, diseñados según la forma en que su negocio realmente funciona.',
    icon: 'briefcase',
    tone: 'amber',
    path: pathOf('business'),
  },
  {
    title: 'Transporte',
    description: 'Responsabilidad civil de auto, daños físicos, carga y accidentes ocupacionales para propietarios-operadores y flotas.',
    icon: 'truck',
    tone: 'slate',
    path: pathOf('transportation'),
  },
  {
    title: 'Responsabilidad civil general',
    description: 'Protección cuando un cliente sufre una lesión o se dañan sus bienes a causa de su trabajo, sus productos o sus instalaciones.',
    icon: 'shield',
    tone: 'teal',
    path: pathOf('liability'),
  },
  {
    title: 'Compensación para trabajadores',
    description: 'Gastos médicos y salarios perdidos de los empleados lesionados en el trabajo: la cobertura que Illinois exige a casi todos los empleadores.',
    icon: 'hard-hat',
    tone: 'rose',
    path: pathOf('workersComp'),
  },
  {
    title: 'Responsabilidad cibernética',
    description: 'Respuesta ante violaciones de datos, recuperación tras ataques de ransomware y responsabilidad por datos de clientes perdidos, para negocios de todo tamaño.',
    icon: 'lock',
    tone: 'violet',
    path: pathOf('cyber'),
  },
];

export const advantagesSection = {
  eyebrow: 'Por qué un agente independiente',
  title: 'Nuestras ventajas',
  lead: 'Una agencia independiente trabaja para usted. Esto es lo que eso significa cuando compra una póliza y cuando la necesita.',
};

/** The five advantages of docs/specification.md, in its order. */
export const advantages: Feature[] = [
  {
    icon: 'timer',
    title: 'Ahorro de tiempo',
    description: 'Una sola conversación reemplaza una docena de llamadas. Usted nos cuenta sus necesidades una vez; nosotros buscamos en el mercado y le presentamos las opciones que vale la pena considerar.',
  },
  {
    icon: 'piggy-bank',
    title: 'Ahorro en las primas',
    description: 'Como cotizamos con muchos mercados de seguros, podemos encontrar la aseguradora que ofrece el mejor precio para su riesgo, y nunca agregamos cargos ocultos.',
    tone: 'green',
  },
  {
    icon: 'messages-square',
    title: 'La asesoría adecuada',
    description: 'Nuestros agentes con licencia le explican para qué sirve cada cobertura y le recomiendan límites adecuados para su familia o su negocio, no una póliza igual para todos.',
    tone: 'sky',
  },
  {
    icon: 'scale',
    title: 'Imparcialidad',
    description: 'No trabajamos para ninguna compañía de seguros, así que nuestra asesoría es imparcial: le recomendamos la póliza que más le conviene, sea cual sea la aseguradora que la emita.',
    tone: 'amber',
  },
  {
    icon: 'life-buoy',
    title: 'Ayuda con sus reclamos',
    description: 'Cuando algo sale mal, le ayudamos a presentar el reclamo, le damos seguimiento con la aseguradora e insistimos en una resolución justa y oportuna.',
    tone: 'rose',
  },
];

export const articlesSection = {
  eyebrow: 'Seguros explicados con claridad',
  title: 'Artículos y recursos recientes',
  lead: 'Guías en lenguaje sencillo, escritas por nuestros agentes, para ayudarle a elegir su cobertura con confianza.',
  /** The three teasers, by article id (the blog's list holds the details). */
  articleIds: ['auto-insurance-coverage-options', 'home-insurance-premium-factors', 'life-insurance-guide'],
  /** The cards' words (category labels, 'Read article'), shared with the blog's copy. */
  cards: cardWords,
  /** The blog's list in this language, from which the teasers are picked. */
  articles: articleList,
  allLabel: 'Ver todos los artículos',
  allPath: '/blog',
};

export const getStarted = {
  form: quickQuote,
  title: '¿Listo para comenzar?',
  text: 'Díganos qué necesita proteger. Un agente con licencia compara sus opciones entre muchos mercados de seguros y responde a cada solicitud de cotización en un plazo de 24 horas, sin cargos ocultos y sin compromiso.',
  quoteLabel: 'Obtenga una cotización gratis',
  agentLabel: 'Hable con un agente',
  formTitle: 'Solicite una cotización rápida',
  formLead: 'Unos pocos datos bastan para empezar. Respondemos en un plazo de 24 horas en días hábiles.',
};
