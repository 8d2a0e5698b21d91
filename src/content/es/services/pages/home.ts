/** Spanish copy of /services/home: homeowners or renters, six coverages, four reasons, four FAQs, the home quote form. */
import type { ServiceCard, ServicePageContent } from '../../../services/types';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { cardOf } from '../cards';
import { home as homeForm } from '../../../../forms/definitions/es/home';

/** Business insurance as a homeowner meets it: the business run from home. */
const homeBusinessCard: ServiceCard = {
  ...cardOf('business'),
  description: '¿Tiene un negocio en casa o en un local? Las pólizas de propietarios de vivienda excluyen la mayoría de las pérdidas del negocio; una póliza para negocios, no.',
  icon: 'building-2',
};

const homePage: ServicePageContent = {
  hero: {
    eyebrow: 'Seguros personales',
    title: 'Seguro de hogar',
    subtitle: 'Ya sea dueño de la casa o inquilino del apartamento, la póliza adecuada protege su hogar, sus pertenencias y sus ahorros. Díganos cuál es su caso y nosotros nos encargamos del resto.',
    image: { src: 'https://images.unsplash.com/photo-1568605114967-8130f3a36994', alt: 'Una casa familiar de dos pisos con jardín delantero' },
    actions: quoteAndCallActions(),
  },
  sections: [
    {
      kind: 'cards',
      title: '¿Es propietario o inquilino?',
      lead: 'Los propietarios aseguran la vivienda y todo lo que hay en ella; los inquilinos aseguran sus pertenencias y su responsabilidad civil. Elija su caso.',
      columns: 2,
      cards: [
        { ...cardOf('homeowners'), linkLabel: 'Conozca la cobertura para propietarios' },
        { ...cardOf('renters'), linkLabel: 'Conozca la cobertura para inquilinos' },
      ],
    },
    {
      kind: 'cards',
      title: 'Qué cubre el seguro de hogar',
      lead: 'Una póliza estándar combina seis coberturas. Fijamos cada límite con usted, para que un reclamo pague lo que debe.',
      cards: [
        {
          title: 'Vivienda',
          description: 'Reconstruye la estructura de su casa, incluidos el techo, la plomería, el cableado eléctrico y los electrodomésticos empotrados, después de un incendio, viento, granizo, rayos y otras pérdidas cubiertas.',
          icon: 'house',
        },
        {
          title: 'Otras estructuras',
          description: 'Garajes independientes, cobertizos, cercas y quioscos de jardín, por lo general asegurados por el 10% del límite de su vivienda.',
          icon: 'warehouse',
        },
        {
          title: 'Bienes personales',
          description: 'Muebles, ropa, equipos electrónicos y otras pertenencias, en casa o mientras viaja. El costo de reposición paga lo que cuestan hoy los artículos nuevos.',
          icon: 'sofa',
        },
        {
          title: 'Responsabilidad civil personal',
          description: 'Su defensa legal y las indemnizaciones si alguien se lesiona en su propiedad o si usted daña por accidente la propiedad de otra persona.',
          icon: 'scale',
        },
        {
          title: 'Pérdida de uso',
          description: 'El hotel, el alquiler y el costo adicional de las comidas mientras se repara su casa después de una pérdida cubierta.',
          icon: 'hotel',
        },
        {
          title: 'Pagos médicos a terceros',
          description: 'Gastos médicos menores de los invitados que se lesionen en su casa, sin importar quién tenga la culpa, que a menudo se resuelven sin una demanda.',
          icon: 'stethoscope',
        },
      ],
    },
    {
      kind: 'reasons',
      title: 'Por qué asegurar su hogar con nosotros',
      items: [
        { title: 'Buscamos en muchos mercados', description: 'Comparamos varias aseguradoras de hogar y le mostramos lado a lado lo que cubre cada cotización, no solo lo que cuesta.', icon: 'search' },
        { title: 'Cobertura a la medida de su casa', description: 'Una casa antigua, un sótano terminado, una oficina en casa o una piscina: encontramos una aseguradora que la acepte sin problema.', icon: 'house-plus' },
        { title: 'Combine y ahorre', description: 'Asegurar su casa y sus vehículos con la misma compañía por lo general reduce ambas primas.', icon: 'piggy-bank' },
        { title: 'De su lado al presentar un reclamo', description: 'Le ayudamos a documentar los daños, presentar el reclamo y darle seguimiento con el ajustador hasta que reciba el pago.', icon: 'handshake' },
      ],
    },
    {
      kind: 'faq',
      title: 'Preguntas frecuentes sobre el seguro de hogar',
      faqs: [
        {
          question: '¿Cuánta cobertura de bienes personales necesito?',
          answer:
            'Los bienes personales suelen cubrirse por el 50-70% de la cobertura de su vivienda. Un inventario rápido, habitación por habitación, muestra si eso es suficiente; las joyas, las obras de arte y las colecciones que valgan más que los sublímites de la póliza pueden asegurarse por separado.',
        },
        {
          question: '¿Están cubiertos los daños por agua de una inundación o de una bomba de sumidero?',
          answer:
            'No con una póliza estándar. Las inundaciones requieren una póliza de inundación aparte, que por lo general tiene un período de espera de 30 días, así que contrátela antes de que cambie el pronóstico. El agua que se regresa por un desagüe o por una falla de la bomba de sumidero solo está cubierta si agrega la cobertura de reflujo de alcantarillado y bomba de sumidero, que recomendamos para cualquier casa con sótano.',
        },
        {
          question: '¿Qué diferencia hay entre el costo de reposición y el valor real en efectivo?',
          answer:
            'El costo de reposición paga la reparación o el reemplazo con artículos nuevos de tipo y calidad similares. El valor real en efectivo descuenta la depreciación, así que por un sofá de diez años se paga una fracción de lo que cuesta uno nuevo. El costo de reposición cuesta un poco más y casi siempre vale la pena.',
        },
        {
          question: '¿Cómo puedo reducir la prima de mi seguro de hogar?',
          answer:
            'Un deducible más alto, combinar la póliza con la de auto, un techo más nuevo, alarmas de humo y contra robo monitoreadas y un historial sin reclamos ayudan. Al cotizar, revisamos todos los descuentos que ofrece cada aseguradora.',
        },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Obtenga su cotización de seguro de hogar',
      lead: 'Cuéntenos sobre la propiedad y un agente le responderá en un plazo de 24 horas con cotizaciones de varias aseguradoras.',
      form: { form: homeForm },
    },
    { kind: 'cards', title: 'Servicios relacionados', cards: [cardOf('auto'), cardOf('recreational'), homeBusinessCard] },
  ],
};

export default homePage;
