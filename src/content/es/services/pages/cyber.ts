/** Spanish copy of /services/commercial/cyber. */
import { commercialLinePage } from '../commercial/detailSections';
import { cyber as cyberForm } from '../../../../forms/definitions/es/commercial';

const cyberPage = commercialLinePage({
  hero: {
    title: 'Seguro de responsabilidad cibernética',
    subtitle:
      'Un solo clic en un enlace puede bloquear todas las computadoras de su oficina y exponer los registros de sus clientes. El seguro cibernético paga a los expertos que lo ponen a funcionar de nuevo y los costos que siguen a una violación de datos.',
    image: {
      src: 'https://images.unsplash.com/photo-1550751827-4bd374c3f58b',
      alt: 'Líneas de código iluminadas en una pantalla oscura',
    },
  },
  coverage: {
    title: 'Qué cubre la responsabilidad cibernética',
    lead: 'Una póliza cibernética paga tanto sus propios costos después de un ataque como los reclamos que otros presenten contra usted por exponer sus datos.',
    cards: [
      {
        icon: 'bell-ring',
        title: 'Respuesta a violaciones de datos',
        description:
          'Investigadores forenses, un abogado especializado, cartas de notificación, centros de llamadas y monitoreo de crédito para las personas cuyos datos quedaron expuestos.',
      },
      {
        icon: 'lock',
        title: 'Ransomware y extorsión',
        description:
          'Negociadores y, cuando la ley lo permite, el pago del rescate cuando los delincuentes cifran sus sistemas o amenazan con publicar datos robados.',
      },
      {
        icon: 'server-crash',
        title: 'Interrupción de negocios',
        description:
          'Ingresos perdidos y gastos adicionales mientras su red, su sitio web o su sistema de punto de venta no funcionan a causa de un ataque.',
      },
      {
        icon: 'hard-drive',
        title: 'Restauración de datos',
        description:
          'El costo de restaurar o volver a crear el software, los registros y los archivos que se dañaron o destruyeron.',
      },
      {
        icon: 'mail-warning',
        title: 'Fraude por transferencia de fondos',
        description:
          'El dinero robado cuando un delincuente se hace pasar por un proveedor o un ejecutivo por correo electrónico y engaña a su personal para que haga una transferencia.',
      },
      {
        icon: 'scale',
        title: 'Responsabilidad por privacidad y defensa regulatoria',
        description:
          'Demandas de clientes o socios por datos expuestos y la defensa en investigaciones de las autoridades, incluidas las multas cuando son asegurables.',
      },
    ],
  },
  whyChoose: {
    title: 'Por qué elegirnos para su responsabilidad cibernética',
    items: [
      {
        title: 'Le explicamos la solicitud',
        description:
          'Hoy las aseguradoras preguntan por la autenticación multifactor, las copias de seguridad y la protección de los equipos. Le ayudamos a responder con precisión para que no le nieguen la cobertura después de un reclamo.',
      },
      {
        title: 'Pólizas independientes, no endosos simbólicos',
        description:
          'Un complemento cibernético de $25,000 en una póliza combinada rara vez cubre una violación de datos real. Comparamos pólizas independientes con límites adecuados para sus registros y sus ingresos.',
      },
      {
        title: 'Un equipo de respuesta disponible',
        description:
          'Las aseguradoras con las que trabajamos le ofrecen una línea de atención las 24 horas para violaciones de datos, con abogados y firmas forenses ya contratados, para que no tenga que contratar a desconocidos en plena crisis.',
      },
      {
        title: 'Herramientas de prevención incluidas',
        description:
          'Muchas pólizas incluyen capacitación contra phishing, análisis de vulnerabilidades y plantillas de respuesta a incidentes sin costo adicional. Nos aseguramos de que sepa cómo usarlas.',
      },
    ],
  },
  audience: {
    title: 'Industrias que atendemos',
    lead: 'Todo negocio que guarda datos de clientes o depende de sus computadoras necesita cobertura cibernética. Aseguramos:',
    items: [
      'Consultorios médicos y dentales',
      'Bufetes de abogados y firmas de contabilidad',
      'Comercio minorista y en línea',
      'Servicios financieros',
      'Manufactura',
      'Bienes raíces',
      'Organizaciones sin fines de lucro y escuelas',
      'Tecnología y servicios de TI',
    ],
  },
  faqs: [
    {
      question: '¿De verdad los pequeños negocios son blanco de ataques cibernéticos?',
      answer:
        'Sí. Los delincuentes cuentan con que las empresas pequeñas tienen menos defensas, y la mayoría de los intentos de ransomware y de fraude por correo electrónico son automatizados, no dirigidos a grandes nombres. Un solo incidente puede costarle a un pequeño negocio decenas de miles de dólares en recuperación, notificaciones y ventas perdidas.',
    },
    {
      question: '¿No lo cubre ya mi póliza de responsabilidad civil general o de propiedad?',
      answer:
        'Por lo general, no. Las pólizas de responsabilidad civil general excluyen las violaciones de datos y los datos electrónicos, y las pólizas de propiedad cubren daños físicos, no archivos dañados ni ingresos perdidos por una caída de la red. El seguro cibernético se creó justamente para cubrir ese vacío.',
    },
    {
      question: '¿Qué debo hacer si se vulneran los datos de mis clientes en Illinois?',
      answer:
        'La Ley de Protección de Información Personal de Illinois (Personal Information Protection Act) le exige notificar a los residentes de Illinois afectados sin demoras injustificadas, y las violaciones de mayor alcance también deben reportarse al Procurador General del estado. El asesor legal en violaciones de datos de una póliza cibernética le indica lo que exige la ley y paga las notificaciones.',
    },
    {
      question: '¿Qué influye en el costo del seguro cibernético?',
      answer:
        'Su industria, sus ingresos, la cantidad y el tipo de registros que guarda, y sus controles de seguridad. La autenticación multifactor, las copias de seguridad fuera de línea probadas y la capacitación de los empleados pueden bajar la prima y con frecuencia son un requisito para obtener cobertura.',
    },
  ],
  quote: {
    title: 'Obtenga una cotización de responsabilidad cibernética',
    lead: 'Cuéntenos sobre su negocio y sus datos, y un agente le responderá en un plazo de 24 horas en días hábiles.',
    form: cyberForm,
  },
  related: ['liability', 'property', 'workersComp'],
});

export default cyberPage;
