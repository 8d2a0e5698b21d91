/** Spanish copy of /services/commercial/property. */
import { commercialLinePage } from '../commercial/detailSections';
import { property as propertyForm } from '../../../../forms/definitions/es/commercial';

const propertyPage = commercialLinePage({
  hero: {
    title: 'Seguro de propiedad comercial',
    subtitle:
      'Un incendio en la cocina, una tubería de rociadores que revienta en enero o una granizada sobre el techo pueden cerrar su negocio por meses. El seguro de propiedad comercial reconstruye lo que usted posee y mantiene sus ingresos mientras permanece cerrado.',
    image: {
      src: 'https://images.unsplash.com/photo-1586528116311-ad8dd3c8310d',
      alt: 'Hileras de estantes llenos de mercancía dentro de un gran almacén',
    },
  },
  coverage: {
    title: 'Qué cubre la propiedad comercial',
    lead: 'Ya sea dueño del edificio o arriende un local, aseguramos lo que tendría que reemplazar, a costo de reposición siempre que la aseguradora lo permita.',
    cards: [
      {
        icon: 'building-2',
        title: 'Edificios',
        description:
          'La estructura de su propiedad, sus instalaciones fijas y las ampliaciones en construcción, aseguradas por lo que costaría reconstruirlas hoy.',
      },
      {
        icon: 'armchair',
        title: 'Bienes personales del negocio',
        description:
          'Muebles, computadoras, maquinaria, herramientas e inventario, además de las mejoras que usted haya hecho a un local arrendado.',
      },
      {
        icon: 'trending-down',
        title: 'Ingresos del negocio y gastos extraordinarios',
        description:
          'Reemplaza las ganancias perdidas y paga gastos fijos como la renta y la nómina mientras su negocio está cerrado por reparaciones cubiertas, además del costo de operar desde un lugar temporal.',
      },
      {
        icon: 'cog',
        title: 'Avería de equipos',
        description:
          'Fallas mecánicas o eléctricas repentinas de calderas, sistemas de calefacción y aire acondicionado, refrigeración, compresores y maquinaria de producción, que las pólizas estándar excluyen.',
      },
      {
        icon: 'snowflake',
        title: 'Deterioro de productos perecederos',
        description:
          'Alimentos, flores, medicamentos u otros productos perecederos que se echan a perder por un corte de electricidad o una falla de la refrigeración.',
      },
      {
        icon: 'signpost',
        title: 'Letreros exteriores y vidrios',
        description:
          'Los vidrios de su fachada y sus letreros exteriores, a menudo limitados o excluidos en una póliza básica, rotos por vándalos, el viento o un vehículo.',
      },
    ],
  },
  whyChoose: {
    title: 'Por qué elegirnos para su propiedad comercial',
    items: [
      {
        title: 'Valores correctos cuando llega el reclamo',
        description:
          'Le ayudamos a fijar los límites del edificio y de su contenido según los costos actuales de reconstrucción, para que una penalidad por coaseguro no reduzca el pago de su reclamo.',
      },
      {
        title: 'Todas sus ubicaciones en una sola póliza',
        description:
          '¿Es dueño de un edificio en Joliet y arrienda un almacén en Elk Grove Village? Incluimos todas sus ubicaciones en una sola póliza, con límites adecuados para cada una.',
      },
      {
        title: 'Detectamos vacíos de cobertura antes de una pérdida',
        description:
          'Le señalamos lo que su póliza excluye, como inundaciones, terremotos y el reflujo de alcantarillado, y cotizamos los endosos o las pólizas separadas que cubren esos vacíos.',
      },
      {
        title: 'Ayuda durante el reclamo',
        description:
          'Le ayudamos a documentar la pérdida, a obtener la aprobación de reparaciones de emergencia y a trabajar con el ajustador en su reclamo de ingresos del negocio.',
      },
    ],
  },
  audience: {
    title: 'Tipos de propiedad que cubrimos',
    lead: 'Aseguramos propiedades comerciales propias y arrendadas en todo Illinois, entre ellas:',
    items: [
      'Edificios de oficinas',
      'Locales comerciales',
      'Restaurantes',
      'Almacenes',
      'Plantas de manufactura',
      'Edificios de apartamentos y de uso mixto',
      'Consultorios médicos',
      'Iglesias e instalaciones sin fines de lucro',
    ],
  },
  faqs: [
    {
      question: '¿Cuál es la diferencia entre el costo de reposición y el valor real en efectivo?',
      answer:
        'El costo de reposición paga lo necesario para reparar o reemplazar los bienes dañados con bienes nuevos de tipo y calidad similares. El valor real en efectivo descuenta la depreciación, así que un techo viejo o un equipo de diez años recibe mucho menos. Recomendamos el costo de reposición siempre que esté disponible.',
    },
    {
      question: 'Arriendo mi local. ¿Necesito seguro de propiedad comercial?',
      answer:
        'Sí. La póliza de su arrendador cubre el edificio, no su equipo, muebles, inventario ni las mejoras que usted pagó. La mayoría de los contratos de arrendamiento también le exigen asegurar esos bienes y tener cobertura de ingresos del negocio.',
    },
    {
      question: '¿Están cubiertos los daños por inundación?',
      answer:
        'No en una póliza estándar de propiedad comercial. La cobertura contra inundaciones se compra por separado a través del Programa Nacional de Seguro contra Inundaciones (NFIP) o de una aseguradora privada. El agua que regresa por el alcantarillado o los desagües también está excluida, a menos que la agregue mediante un endoso, lo cual recomendamos para la mayoría de los sótanos.',
    },
    {
      question: '¿Qué es una cláusula de coaseguro?',
      answer:
        'Le exige asegurar la propiedad por un porcentaje determinado de su valor, por lo general el 80% o el 90%. Si la asegura por menos y sufre una pérdida, la aseguradora reduce el pago del reclamo en la misma proporción. Los valores correctos, o un endoso de valor convenido, evitan esa penalidad.',
    },
  ],
  quote: {
    title: 'Obtenga una cotización de propiedad comercial',
    lead: 'Cuéntenos sobre su propiedad y un agente le responderá en un plazo de 24 horas en días hábiles.',
    form: propertyForm,
  },
  related: ['liability', 'workersComp', 'cyber'],
});

export default propertyPage;
