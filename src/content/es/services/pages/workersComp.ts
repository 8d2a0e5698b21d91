/** Spanish copy of /services/commercial/workers-comp. */
import { commercialLinePage } from '../commercial/detailSections';
import { workersComp as workersCompForm } from '../../../../forms/definitions/es/commercial';

const workersCompPage = commercialLinePage({
  hero: {
    title: 'Seguro de compensación para trabajadores',
    subtitle:
      'Illinois exige que casi todos los empleadores lo tengan, incluso con un solo empleado de medio tiempo. Buscamos una aseguradora que se ajuste a su nómina y a sus códigos de clasificación, y le ayudamos a mantener bajo control los reclamos y las auditorías.',
    image: {
      src: 'https://images.unsplash.com/photo-1504307651254-35680f356dfd',
      alt: 'Trabajadores de la construcción con cascos y chalecos de seguridad en una obra',
    },
  },
  coverage: {
    title: 'Qué cubre la compensación para trabajadores',
    lead: 'Una póliza de compensación para trabajadores tiene dos partes: los beneficios que la ley de Illinois garantiza a los empleados lesionados y la responsabilidad civil del empleador por demandas que quedan fuera de ese sistema.',
    cards: [
      {
        icon: 'stethoscope',
        title: 'Atención médica',
        description:
          'Atención de emergencia, consultas médicas, cirugías, recetas y terapia física por una lesión o enfermedad de trabajo, sin deducible ni copago para el empleado.',
      },
      {
        icon: 'wallet',
        title: 'Salarios perdidos',
        description:
          'La incapacidad total temporal paga dos tercios del salario semanal promedio del empleado mientras un médico le impida trabajar.',
      },
      {
        icon: 'accessibility',
        title: 'Incapacidad permanente',
        description:
          'Compensación por la pérdida permanente del uso de una mano, la espalda, la audición u otra parte del cuerpo, según la tabla de beneficios de Illinois.',
      },
      {
        icon: 'graduation-cap',
        title: 'Rehabilitación vocacional',
        description:
          'Capacitación y colocación laboral cuando una lesión impide que el empleado vuelva al trabajo que hacía antes.',
      },
      {
        icon: 'heart-handshake',
        title: 'Beneficios por fallecimiento',
        description:
          'Ingresos para el cónyuge y los hijos del trabajador, y gastos funerarios, si un accidente de trabajo resulta mortal.',
      },
      {
        icon: 'gavel',
        title: 'Responsabilidad civil del empleador',
        description:
          'Lo defiende y paga los daños cuando un empleado, su cónyuge o un tercero lo demanda por una lesión de trabajo fuera del sistema de compensación.',
      },
    ],
  },
  whyChoose: {
    title: 'Por qué elegirnos para su compensación para trabajadores',
    items: [
      {
        title: 'Códigos de clasificación correctos desde el inicio',
        description:
          'Su prima se calcula por cada $100 de nómina en cada clase de trabajo. Clasificamos correctamente a sus empleados para que no pague de más ni reciba una factura inesperada en la auditoría.',
      },
      {
        title: 'Opciones de pago según su nómina',
        description:
          'Muchas de nuestras aseguradoras cobran la prima con cada nómina según los salarios reales, así que no tiene que pagar un depósito grande por adelantado.',
      },
      {
        title: 'Ayuda para reducir su factor de modificación por experiencia',
        description:
          'Revisamos su factor de modificación por experiencia, le explicamos qué lo determina y le indicamos programas de seguridad y de regreso al trabajo que lo reducen.',
      },
      {
        title: 'Apoyo en auditorías y reclamos',
        description:
          'Lo preparamos para la auditoría de nómina de fin de año y lo acompañamos cuando un empleado se lesiona, desde el primer reporte hasta su regreso al trabajo.',
      },
    ],
  },
  audience: {
    title: 'Industrias que atendemos',
    lead: 'Ofrecemos compensación para trabajadores a empleadores de Illinois de todas las clases, entre ellos:',
    items: [
      'Construcción y contratistas',
      'Restaurantes y hotelería',
      'Manufactura',
      'Salud y cuidado en el hogar',
      'Comercio minorista',
      'Almacenes y distribución',
      'Jardinería',
      'Oficinas y servicios profesionales',
    ],
  },
  faqs: [
    {
      question: '¿Estoy obligado a tener compensación para trabajadores en Illinois?',
      answer:
        "Sí. Casi todos los empleadores de Illinois con uno o más empleados, de tiempo completo o de medio tiempo, deben tenerla. La Comisión de Compensación para Trabajadores de Illinois (Illinois Workers' Compensation Commission) puede emitir órdenes de suspensión de labores y multas diarias a los negocios sin cobertura, y el dueño puede ser personalmente responsable de los beneficios de un trabajador lesionado.",
    },
    {
      question: '¿Necesito cubrirme a mí mismo como dueño?',
      answer:
        'Los propietarios únicos, los socios y los miembros de una LLC no están obligados a cubrirse, pero pueden optar por hacerlo. Los directivos de una corporación normalmente cuentan como empleados, aunque algunos pueden excluirse; las reglas dependen de cómo esté organizado su negocio. Le explicamos las ventajas y desventajas, ya que su propio seguro de salud podría no pagar una lesión de trabajo.',
    },
    {
      question: '¿Cómo se calcula la prima?',
      answer:
        'Cada clase de trabajo tiene una tarifa por cada $100 de nómina. La aseguradora multiplica su nómina estimada por esas tarifas y luego aplica su factor de modificación por experiencia y los créditos que correspondan. Al terminar el año de la póliza, una auditoría compara la nómina real con la estimada y ajusta la prima.',
    },
    {
      question: '¿Debo cubrir a contratistas independientes o subcontratistas?',
      answer:
        'Si un subcontratista no tiene su propia compensación para trabajadores, su aseguradora normalmente le cobrará a usted por la nómina de ese subcontratista en la auditoría. Pida un certificado de seguro vigente a cada subcontratista antes de que empiece a trabajar; podemos ayudarle a llevar el control.',
    },
  ],
  quote: {
    title: 'Obtenga una cotización de compensación para trabajadores',
    lead: 'Cuéntenos sobre su negocio y un agente le responderá en un plazo de 24 horas en días hábiles.',
    form: workersCompForm,
  },
  related: ['liability', 'property', 'cyber'],
});

export default workersCompPage;
