/** Spanish copy of /services/commercial/liability. */
import { commercialLinePage } from '../commercial/detailSections';
import { liability as liabilityForm } from '../../../../forms/definitions/es/commercial';

const liabilityPage = commercialLinePage({
  hero: {
    title: 'Seguro de responsabilidad civil general',
    subtitle:
      'Cuando un cliente se resbala en su tienda, alguien de su equipo raja la encimera de un cliente o un competidor afirma que su anuncio copió el suyo, la responsabilidad civil general paga los daños y a su abogado.',
    image: {
      src: 'https://images.unsplash.com/photo-1521791136064-7986c2920216',
      alt: 'Dos personas de negocios se dan la mano sobre un escritorio',
    },
  },
  coverage: {
    title: 'Qué cubre la responsabilidad civil general',
    lead: 'Una póliza de responsabilidad civil general comercial (CGL) responde por el daño que su negocio causa a otras personas y a sus bienes. La mayoría de los pequeños negocios tienen $1,000,000 por incidente y $2,000,000 de límite agregado; algunos contratos exigen más.',
    cards: [
      {
        icon: 'bandage',
        title: 'Lesiones corporales',
        description:
          'Facturas médicas, salarios perdidos y acuerdos cuando una persona que no es su empleado se lesiona en su local o a causa de su trabajo.',
      },
      {
        icon: 'hammer',
        title: 'Daños a la propiedad',
        description:
          'Reparación de los bienes de un cliente o vecino que su negocio dañe, como el apartamento inundado debajo del trabajo de un plomero.',
      },
      {
        icon: 'megaphone',
        title: 'Lesiones personales y por publicidad',
        description:
          'Reclamos por difamación, calumnia, arresto indebido o por copiar la idea publicitaria de otro, comunes en tiendas y en cualquiera que haga publicidad en línea.',
      },
      {
        icon: 'package-check',
        title: 'Productos y operaciones terminadas',
        description:
          'Lesiones o daños causados por un producto que usted vendió o por un trabajo que terminó, incluso meses después de cerrado el proyecto.',
      },
      {
        icon: 'stethoscope',
        title: 'Pagos médicos',
        description:
          'Gastos médicos menores de un visitante lesionado en su local, pagados sin importar la culpa, lo que a menudo evita que un accidente leve termine en demanda.',
      },
      {
        icon: 'gavel',
        title: 'Defensa legal',
        description:
          'Honorarios de abogados, costos judiciales e investigación de los reclamos cubiertos, pagados además de sus límites, aun cuando la demanda no tenga fundamento.',
      },
    ],
  },
  whyChoose: {
    title: 'Por qué elegirnos para su responsabilidad civil general',
    items: [
      {
        title: 'Límites acordes con sus contratos',
        description:
          'Leemos la sección de seguros de sus contratos de arrendamiento y acuerdos con clientes para que sus límites y endosos los cumplan desde la primera vez.',
      },
      {
        title: 'Certificados cuando un trabajo los requiere',
        description:
          '¿Necesita un certificado de seguro o un endoso de asegurado adicional para un trabajo nuevo? Envíenos los datos del titular del certificado y por lo general lo emitimos el mismo día hábil.',
      },
      {
        title: 'Aseguradoras interesadas en su tipo de negocio',
        description:
          'Las primas varían mucho según la industria. Acudimos a las aseguradoras que trabajan con su clase de negocio, no a la que resulta más fácil de cotizar.',
      },
      {
        title: 'Alguien de su lado cuando llega un reclamo',
        description:
          'Le ayudamos a reportar el reclamo, damos seguimiento al ajustador para que el caso avance y le explicamos qué pagará la póliza y qué no.',
      },
    ],
  },
  audience: {
    title: 'Industrias que atendemos',
    lead: 'Aseguramos la responsabilidad civil general de negocios de Illinois de todos los tamaños, entre ellos:',
    items: [
      'Contratistas y oficios',
      'Tiendas minoristas',
      'Restaurantes y bares',
      'Oficinas profesionales',
      'Fabricantes',
      'Jardinería y remoción de nieve',
      'Salones y servicios personales',
      'Bienes raíces y administradores de propiedades',
    ],
  },
  faqs: [
    {
      question: '¿Es obligatorio el seguro de responsabilidad civil general en Illinois?',
      answer:
        'Ninguna ley estatal lo exige para la mayoría de los negocios, pero sí lo piden los arrendadores, los contratistas generales, los municipios que otorgan permisos y muchos clientes. En la práctica, la mayoría de los negocios lo necesitan antes de firmar un contrato de arrendamiento o empezar un trabajo.',
    },
    {
      question: '¿Qué no cubre la responsabilidad civil general?',
      answer:
        'Las lesiones de sus propios empleados (eso es compensación para trabajadores), los daños a su propia propiedad (propiedad comercial), los accidentes en vehículos (auto comercial), los errores en la asesoría profesional (responsabilidad profesional) y las violaciones de datos (responsabilidad cibernética).',
    },
    {
      question: '¿Qué es un endoso de asegurado adicional?',
      answer:
        'Extiende su póliza para proteger a otra parte, como un arrendador o un contratista general, ante reclamos que surjan de su trabajo. Muchos contratos lo exigen. Lo agregamos a su póliza y lo indicamos en el certificado de seguro.',
    },
    {
      question: '¿Cuánto cuesta la responsabilidad civil general?',
      answer:
        'Depende de su industria, sus ingresos o su nómina, su ubicación y su historial de reclamos. Una oficina de contabilidad puede pagar unos cientos de dólares al año; un contratista de techos paga mucho más. Combinarla con la cobertura de propiedad en una póliza para propietarios de negocios (BOP) a menudo reduce el total.',
    },
  ],
  quote: {
    title: 'Obtenga una cotización de responsabilidad civil general',
    lead: 'Cuéntenos sobre su negocio y un agente le responderá en un plazo de 24 horas en días hábiles.',
    form: liabilityForm,
  },
  related: ['workersComp', 'property', 'cyber'],
});

export default liabilityPage;
