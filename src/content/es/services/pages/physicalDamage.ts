/** Spanish copy of /services/transportation/physical-damage. */
import { transportationLinePage } from '../transportation/detailSections';

const physicalDamagePage = transportationLinePage({
  hero: {
    title: 'Seguro de daños físicos para camiones',
    subtitle:
      'Su tractocamión y su remolque probablemente son los bienes más caros de su negocio. La cobertura de daños físicos los repara o reemplaza después de un choque, un incendio, un robo o una tormenta, para que vuelva a la carretera en lugar de buscar un préstamo.',
    image: {
      src: 'https://images.unsplash.com/photo-1592838064575-70ed626d3a0e',
      alt: 'Una fila de tractocamiones estacionados uno al lado del otro en un patio de camiones',
    },
  },
  features: {
    title: 'Tres formas de proteger su equipo',
    lead: 'Combine la colisión con la cobertura integral o con causas de pérdida especificadas. Aseguramos cada unidad por un monto declarado según su valor, con un deducible que pueda pagar sin apuros.',
    cards: [
      {
        icon: 'shield',
        title: 'Cobertura integral',
        description:
          'La protección más amplia contra daños que no son por colisión: incendio, robo, vandalismo, granizo, inundación, caída de objetos y el choque con un venado en una carretera rural.',
      },
      {
        icon: 'list-checks',
        title: 'Causas de pérdida especificadas',
        description:
          'Una alternativa más económica a la cobertura integral que cubre solo los seis riesgos nombrados más abajo. Adecuada para equipo más antiguo.',
      },
      {
        icon: 'car-front',
        title: 'Colisión',
        description:
          'Repara su camión o remolque después de que choca contra otro vehículo u objeto o se vuelca, sin importar quién tenga la culpa.',
      },
    ],
  },
  details: {
    title: 'Las seis causas de pérdida especificadas',
    paragraphs: [
      'La cobertura de causas de pérdida especificadas cuesta menos que la integral porque nombra exactamente lo que cubre. Su tractocamión o remolque está protegido contra los daños causados por estos seis riesgos, y nada más:',
    ],
    list: [
      {
        icon: 'flame',
        title: 'Incendio, rayo o explosión',
        description: 'Un incendio del motor, un rayo en el patio o una explosión que dañe el camión.',
      },
      {
        icon: 'key-round',
        title: 'Robo',
        description: 'El robo del camión o del remolque, o de piezas y equipo desmontados de ellos.',
      },
      {
        icon: 'cloud-hail',
        title: 'Vendaval, granizo o terremoto',
        description: 'Un tornado, vientos en línea recta, daños por granizo en la cabina y el techo del remolque, o un terremoto.',
      },
      {
        icon: 'waves',
        title: 'Inundación',
        description: 'La crecida de agua que inunda un camión estacionado o varado.',
      },
      {
        icon: 'spray-can',
        title: 'Actos malintencionados o vandalismo',
        description: 'Ventanas rotas, llantas cortadas o grafiti que deja otra persona.',
      },
      {
        icon: 'ship',
        title: 'Hundimiento, incendio, colisión o descarrilamiento del medio de transporte',
        description: 'Daños mientras su camión o remolque es transportado en un barco, transbordador, tren u otro vehículo.',
      },
    ],
  },
});

export default physicalDamagePage;
