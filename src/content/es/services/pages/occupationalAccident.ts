/** Spanish copy of /services/transportation/occupational-accident. */
import { transportationLinePage } from '../transportation/detailSections';

const occupationalAccidentPage = transportationLinePage({
  hero: {
    title: 'Seguro de accidentes ocupacionales',
    subtitle:
      'La compensación para trabajadores de un transportista no cubre a los propietarios-operadores ni a los contratistas independientes. El seguro de accidentes ocupacionales paga sus facturas médicas y reemplaza sus ingresos cuando se lesiona en el trabajo.',
    image: {
      src: 'https://images.unsplash.com/photo-1591768793355-74d04bb6608f',
      alt: 'Un conductor de camión subiendo a la cabina de un tractocamión',
    },
  },
  features: {
    title: 'Qué cubre el seguro de accidentes ocupacionales',
    lead: 'Los beneficios se pagan por lesiones en el trabajo, ya sea que esté manejando, subiendo la mercancía, asegurando la carga o poniendo combustible.',
    cards: [
      {
        icon: 'stethoscope',
        title: 'Gastos médicos por accidente',
        description:
          'Hospitalización, cirugía, consultas médicas y rehabilitación después de una lesión en el trabajo, hasta el límite que usted elija.',
      },
      {
        icon: 'wallet',
        title: 'Ingresos por incapacidad',
        description:
          'Pagos semanales mientras no pueda manejar, por incapacidad temporal, y beneficios a más largo plazo si la lesión es permanente.',
      },
      {
        icon: 'heart-handshake',
        title: 'Muerte accidental y desmembramiento',
        description:
          'Un pago único por la pérdida de una extremidad o de la vista, y apoyo para su familia y los gastos funerarios si un accidente resulta mortal.',
      },
    ],
  },
  details: {
    title: 'Diseñado para propietarios-operadores y contratistas independientes',
    paragraphs: [
      'Si trabaja como propietario-operador o contratista independiente, usted es responsable de su propia cobertura por lesiones. Muchos transportistas exigen el seguro de accidentes ocupacionales a cada propietario-operador que arriendan, y cuesta mucho menos que una póliza propia de compensación para trabajadores.',
      'Las flotillas de más de 30 propietarios-operadores tienen administración de la póliza en línea las 24 horas, los 7 días: inscriba y dé de baja conductores, imprima certificados y reporte reclamos a cualquier hora, sin esperar una llamada.',
    ],
    list: [
      {
        icon: 'user',
        title: 'Propietarios-operadores arrendados a un transportista',
        description: 'Cumpla con el requisito de su contrato de arrendamiento con su propia póliza, o súmese al programa que ofrece su transportista.',
      },
      {
        icon: 'id-card',
        title: 'Conductores contratistas independientes',
        description: 'Protección para conductores 1099 que no están en la compensación para trabajadores de ningún empleador.',
      },
      {
        icon: 'building',
        title: 'Transportistas que contratan conductores',
        description: 'Un programa grupal que cubre a cada contratista que usted arrienda, con la inscripción en línea.',
      },
    ],
  },
  keyFigure: {
    title: 'Programas para flotillas',
    lead: '¿Contrata a más de 30 propietarios-operadores? Su programa incluye herramientas de autoservicio.',
    figure: { value: '24/7', label: 'administración de la póliza en línea para flotillas de más de 30 propietarios-operadores' },
  },
});

export default occupationalAccidentPage;
