/** Spanish copy of /services/transportation/motor-truck-cargo. */
import { transportationLinePage } from '../transportation/detailSections';

const motorTruckCargoPage = transportationLinePage({
  hero: {
    title: 'Seguro de carga',
    subtitle:
      'Cuando una carga es robada, se moja, se echa a perder o termina en una cuneta, el remitente le pide cuentas a usted. El seguro de carga paga la mercancía bajo su cuidado para que conserve al cliente y su relación con el bróker.',
    image: {
      src: 'https://images.unsplash.com/photo-1494412574643-ff11b0a5c1c3',
      alt: 'Contenedores apilados y un camión en una terminal de carga',
    },
  },
  features: {
    title: 'Cobertura de carga adaptada a su mercancía',
    cards: [
      {
        icon: 'package',
        title: 'La carga bajo su cuidado',
        description:
          'Cubre la mercancía que transporta desde el momento en que se carga hasta que se firma su recepción, contra accidentes, incendio, robo y mal tiempo.',
      },
      {
        icon: 'sliders-horizontal',
        title: 'Límites a la medida de la carga',
        description:
          'La carga general en caja seca, los materiales de construcción, los productos electrónicos y los productos agrícolas tienen valores muy distintos. Fijamos su límite según lo que realmente transporta.',
      },
      {
        icon: 'file-text',
        title: 'Certificados para cada bróker',
        description:
          'Enviamos el comprobante de su cobertura de carga a cada bróker y remitente con el que trabaja, y lo actualizamos cuando cambian sus límites.',
      },
    ],
  },
  details: {
    title: 'Seis beneficios del seguro de carga',
    paragraphs: [
      'Los límites de carga suelen ir de $5,000 a $250,000 o más por carga. La mayoría de los brókeres piden al menos $100,000, y la mercancía de alto valor requiere más. Asegúrese de que la póliza cubra la mercancía que transporta, porque muchas pólizas excluyen artículos como productos electrónicos, tabaco o alcohol, a menos que se incluyan expresamente.',
    ],
    list: [
      {
        icon: 'handshake',
        title: 'Le permite acceder a más cargas',
        description: 'Cumple con los requisitos de carga de los brókeres y remitentes con los que quiere trabajar.',
      },
      {
        icon: 'car-front',
        title: 'Paga la carga dañada en un accidente',
        description: 'Daños a la carga por colisión, vuelco, incendio y mal tiempo, hasta su límite.',
      },
      {
        icon: 'shield-alert',
        title: 'Cubre el robo de la carga',
        description: 'La mercancía robada de su remolque en una parada de camiones, un patio de intercambio o el muelle del remitente.',
      },
      {
        icon: 'trash-2',
        title: 'Retira los escombros después de un accidente',
        description: 'Paga la limpieza y el retiro de la carga derramada o dañada de la carretera.',
      },
      {
        icon: 'thermometer-snowflake',
        title: 'Opción por avería del equipo de refrigeración',
        description: 'Cubre frutas y verduras, carne y productos farmacéuticos que se echan a perder cuando falla su unidad de refrigeración (reefer).',
      },
      {
        icon: 'receipt',
        title: 'Protege el flete que ya ganó',
        description: 'Le reembolsa los cargos de flete que no puede cobrar porque la carga se perdió.',
      },
    ],
  },
  keyFigure: {
    title: 'Límites de carga habituales',
    lead: 'Elija un límite que cubra la carga más valiosa que transporta, no la carga promedio.',
    figure: { value: '$5,000 a $250,000+', label: 'por carga, según la mercancía que transporta' },
  },
});

export default motorTruckCargoPage;
