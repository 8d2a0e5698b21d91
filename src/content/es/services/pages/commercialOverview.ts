/** Spanish copy of /commercial: the introduction and link cards to every commercial and transportation page. */
import type { ServicePageContent } from '../../../services/types';
import { cardOf } from '../cards';

const commercialOverviewPage: ServicePageContent = {
  hero: {
    eyebrow: 'Seguros comerciales',
    title: 'Seguros para negocios y transportistas de Illinois',
    subtitle:
      'Desde un taller de dos personas en Naperville hasta una flotilla de 40 camiones que recorre la I-80, comparamos aseguradoras lado a lado y diseñamos la cobertura según la forma en que usted realmente opera.',
    image: {
      src: 'https://images.unsplash.com/photo-1486406146926-c627a92ad1ab',
      alt: 'Torres de oficinas de vidrio vistas desde la calle',
    },
    actions: [
      { kind: 'link', label: 'Cotizar', href: '/contact?subject=quote' },
      { kind: 'phone', label: 'Hable con un agente' },
    ],
  },
  sections: [
    {
      kind: 'text',
      title: 'Un solo agente para todas las pólizas de su negocio',
      paragraphs: [
        'Como agencia independiente, no estamos atados a una sola compañía de seguros. Tomamos sus datos una vez, los cotizamos con las aseguradoras que trabajan con su industria y le explicamos las diferencias de cobertura, no solo de precio.',
        'Después de la compra, seguimos a cargo de su cuenta: certificados de seguro para sus clientes, endosos cuando agrega una ubicación o un camión, auditorías de nómina, renovaciones y reclamos. Usted llama a una sola oficina y habla con alguien que conoce su cuenta.',
      ],
    },
    {
      kind: 'cards',
      title: 'Comience con un panorama general',
      lead: 'Vea el panorama completo para su tipo de operación y luego lea sobre cada cobertura más abajo.',
      columns: 2,
      cards: [cardOf('business'), cardOf('transportation')],
    },
    {
      kind: 'cards',
      title: 'Coberturas para negocios',
      lead: 'Las pólizas que tienen la mayoría de las empresas, cada una con lo que paga y quién la necesita.',
      columns: 4,
      cards: [cardOf('liability'), cardOf('workersComp'), cardOf('property'), cardOf('cyber')],
    },
    {
      kind: 'cards',
      title: 'Coberturas para camiones',
      lead: 'Las cuatro partes de un programa de seguros para transporte de carga; nosotros nos encargamos de los registros federales y de Illinois.',
      columns: 4,
      cards: [cardOf('autoLiability'), cardOf('physicalDamage'), cardOf('motorTruckCargo'), cardOf('occupationalAccident')],
    },
    {
      kind: 'actions',
      title: '¿No sabe por dónde empezar?',
      text: 'Cuéntenos a qué se dedica su negocio y cuántas personas y vehículos tiene. Un agente le responderá en un plazo de 24 horas en días hábiles con la cobertura que le recomendamos.',
      actions: [
        { kind: 'link', label: 'Solicite una cotización', href: '/contact?subject=quote' },
        { kind: 'phone', label: 'Llame a un agente' },
      ],
    },
  ],
};

export default commercialOverviewPage;
