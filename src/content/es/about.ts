/** The About page's Spanish copy and link grids (twin of src/content/about.ts). */
import { agency } from '../../config/agency';
import { pathOf } from '../services/registry';
import type { CtaAction, IconListItem, LinkTile } from '../types';

const { city, stateName } = agency.address;

export const aboutHero = {
  eyebrow: 'Nosotros',
  title: `Acerca de ${agency.name}`,
  subtitle: `Una agencia de seguros independiente en ${city}, ${stateName}, que ayuda a familias, negocios y camioneros a encontrar la cobertura adecuada entre muchas aseguradoras.`,
  image: {
    src: 'https://images.unsplash.com/photo-1600880292203-757bb62b4baf',
    alt: 'Agentes de seguros revisan opciones de cobertura con sus clientes en una mesa de reuniones',
  },
};

export const aboutIntro = {
  title: 'Su agencia de seguros independiente',
  paragraphs: [
    `${agency.name} es una agencia independiente. Eso significa que no trabajamos para una sola compañía de seguros: representamos a muchas, y nuestro trabajo es compararlas en su nombre. Cuando nos llama, le atiende un agente con licencia que primero escucha y luego busca en el mercado la cobertura adecuada para su vida o su negocio.`,
    `Aseguramos a conductores, propietarios de vivienda e inquilinos, motociclistas y dueños de embarcaciones, pequeños negocios y empresas de transporte en todo ${stateName}. Ya sea que necesite una sola póliza de auto o un programa para toda una flota, trata siempre con las mismas personas, por teléfono o correo electrónico, desde la primera cotización hasta el día en que presenta un reclamo.`,
  ],
};

export const research = {
  title: 'Nosotros investigamos por usted',
  lead: 'Un seguro es una promesa que uno espera no tener que usar nunca, por eso los detalles importan. Leemos la letra pequeña y comparamos los mercados para que usted no tenga que hacerlo.',
  points: [
    {
      title: 'Tarifas competitivas',
      text: 'Pedimos cotizaciones a varias aseguradoras para la misma cobertura, así usted compara precios reales uno al lado del otro y paga una tarifa competitiva, sin cargos ocultos.',
    },
    {
      title: 'Servicio personalizado después de la compra',
      text: 'Nuestro trabajo continúa después de que usted compra: revisamos su póliza a medida que cambian su vida o su negocio, nos encargamos de las renovaciones y le ayudamos con cada reclamo.',
    },
  ] satisfies IconListItem[],
  image: {
    src: 'https://images.unsplash.com/photo-1554224155-6726b3ff858f',
    alt: 'Un agente compara cotizaciones de seguros con una calculadora y documentos de pólizas impresos',
  },
};

export const coverageSection = {
  title: 'Seguros que ofrecemos',
  lead: 'Elija un tipo de cobertura para conocer lo que protege y solicitar una cotización.',
};

export const personalLinks = {
  id: 'personal-links-heading',
  title: 'Seguros personales',
  lead: 'Cobertura para las personas y las cosas que más le importan.',
  links: [
    { title: 'Auto', path: pathOf('auto'), icon: 'car' },
    { title: 'Propietarios de vivienda', path: pathOf('homeowners'), icon: 'house' },
    { title: 'Inquilinos', path: pathOf('renters'), icon: 'key-round' },
    { title: 'Motocicleta / todoterreno (ATV)', path: pathOf('motorcycleAtv'), icon: 'bike' },
    { title: 'Embarcación / moto acuática (PWC)', path: pathOf('boatPwc'), icon: 'sailboat' },
    { title: 'Casa rodante', path: pathOf('motorHome'), icon: 'bus' },
    { title: 'Motonieve', path: pathOf('snowmobile'), icon: 'snowflake' },
    { title: 'Remolque de viaje', path: pathOf('travelTrailer'), icon: 'caravan' },
  ] satisfies LinkTile[],
};

export const commercialLinks = {
  id: 'commercial-links-heading',
  title: 'Seguros comerciales',
  lead: 'Protección para el negocio que usted ha construido y para las personas que lo sacan adelante con usted.',
  links: [
    { title: 'Responsabilidad civil de auto', path: pathOf('autoLiability'), icon: 'truck' },
    { title: 'Responsabilidad civil general', path: pathOf('liability'), icon: 'shield' },
    { title: 'Compensación para trabajadores', path: pathOf('workersComp'), icon: 'hard-hat' },
    { title: 'Propiedad comercial', path: pathOf('property'), icon: 'building-2' },
    { title: 'Daños físicos', path: pathOf('physicalDamage'), icon: 'wrench' },
    { title: 'Seguro cibernético', path: pathOf('cyber'), icon: 'lock' },
  ] satisfies LinkTile[],
};

export const visitUs = {
  title: 'Visite nuestra oficina',
  lead: `Pase por nuestra oficina de ${city} durante el horario de atención, o llámenos antes de venir y tendremos su expediente listo.`,
};

export const aboutCta = {
  title: 'Permítanos comparar sus opciones',
  text: 'Díganos qué necesita asegurar. Respondemos a cada solicitud en un plazo de 24 horas en días hábiles.',
  action: { label: 'Contáctenos', href: '/contact', icon: 'mail' } satisfies CtaAction,
};
