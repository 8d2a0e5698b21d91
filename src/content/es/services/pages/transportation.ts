/**
 * Spanish copy of /services/transportation: links to the four detail pages,
 * four coverage groups, four FAQs and the transportation quote form.
 */
import type { ServicePageContent } from '../../../services/types';
import { cardOf } from '../cards';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { transportation as transportationForm } from '../../../../forms/definitions/es/transportation';

const transportationOverviewPage: ServicePageContent = {
  hero: {
    eyebrow: 'Seguros de transporte',
    title: 'Seguros de transporte de carga por carretera',
    subtitle:
      'Propietarios-operadores, flotillas pequeñas y empresas de logística confían en nosotros para mantener activa su autoridad operativa, sus camiones en movimiento y a sus brókeres satisfechos, con los registros y los certificados a nuestro cargo.',
    image: {
      src: 'https://images.unsplash.com/photo-1519003722824-194d4455a60c',
      alt: 'Un tractocamión con remolque en una carretera abierta',
    },
    actions: quoteAndCallActions('Cotizar'),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Nuestras coberturas de transporte',
      lead: 'La mayoría de las operaciones de transporte de carga necesitan las cuatro. Conozca lo que paga cada una y lo que los transportistas y los brókeres esperan que usted tenga.',
      columns: 4,
      cards: [cardOf('autoLiability'), cardOf('physicalDamage'), cardOf('motorTruckCargo'), cardOf('occupationalAccident')],
    },
    {
      kind: 'text',
      title: 'Protección completa para su operación',
      lead: 'Armamos su programa de seguros de transporte en cuatro partes, para que nada entre el conductor, el camión y la carga quede sin cubrir.',
      paragraphs: [
        'Ya sea que opere con su propia autoridad o esté arrendado a un transportista, cotizamos las partes que necesita y dejamos fuera las que su transportista ya le proporciona.',
      ],
      list: [
        {
          icon: 'file-badge',
          title: 'Responsabilidad civil y registros',
          description:
            'Responsabilidad civil de auto primaria con el endoso MCS-90, registros federales BMC-91X e intraestatales de Illinois, responsabilidad civil fuera de servicio (bobtail) para propietarios-operadores arrendados y límites en exceso para los contratos que exigen más.',
        },
        {
          icon: 'truck',
          title: 'Tractocamiones y remolques',
          description:
            'Daños físicos para sus unidades motrices y remolques, intercambio de remolques (trailer interchange) para el equipo que arrastra bajo contrato, y servicio de grúa y reembolso de alquiler mientras su camión está en el taller.',
        },
        {
          icon: 'package',
          title: 'Carga y flete',
          description:
            'Seguro de carga con límites según lo que transporta, cobertura por avería del equipo de refrigeración (reefer) para cargas con temperatura controlada y remoción de escombros después de un accidente.',
        },
        {
          icon: 'hard-hat',
          title: 'Los conductores y su negocio',
          description:
            'Accidentes ocupacionales para propietarios-operadores y contratistas, compensación para trabajadores para conductores empleados y responsabilidad civil general para su patio, terminal o almacén.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Preguntas sobre el seguro de transporte de carga',
      faqs: [
        {
          question: '¿Cuánta responsabilidad civil necesito para operar con mi propia autoridad?',
          answer:
            'La FMCSA exige al menos $750,000 de responsabilidad civil a la mayoría de los transportistas que cobran por llevar carga general, y más para ciertos materiales peligrosos. La mayoría de los brókeres y remitentes piden $1,000,000 de responsabilidad civil y $100,000 de carga antes de asignarle una carga, por eso la mayoría de nuestras cotizaciones empiezan ahí.',
        },
        {
          question: 'Estoy arrendado a un transportista. ¿Qué necesito comprar por mi cuenta?',
          answer:
            'La responsabilidad civil de su transportista lo cubre mientras está bajo despacho. Por lo general, usted necesita responsabilidad civil fuera de servicio (bobtail) para el uso personal del camión, daños físicos para su propio equipo y accidentes ocupacionales, porque la compensación para trabajadores del transportista no cubre a los contratistas. Revise su contrato de arrendamiento; nosotros lo revisamos con usted.',
        },
        {
          question: '¿Qué tan rápido pueden hacer el registro ante la FMCSA y enviar certificados?',
          answer:
            'Una vez contratada la póliza, la aseguradora presenta su registro BMC-91X electrónicamente, por lo general en un día hábil. Enviamos certificados de seguro a sus brókeres y remitentes en cuanto los solicite, y agregamos nuevos cada vez que consigue un cliente.',
        },
        {
          question: '¿Qué influye en el costo del seguro de transporte de carga?',
          answer:
            'Los años en operación y la experiencia al volante, el historial de manejo, los puntajes CSA, el radio de operación, la mercancía que transporta, dónde se guardan los camiones, el valor de su equipo y su historial de reclamos. Los transportistas con autoridad nueva pagan más en sus primeros años; un historial limpio abre la puerta a mejores aseguradoras.',
        },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Solicite una cotización de seguro de transporte',
      lead: 'Cuéntenos sobre sus camiones y la carga que transporta. Un agente que trabaja con seguros de transporte todos los días le responderá en un plazo de 24 horas.',
      form: { form: transportationForm },
    },
  ],
};

export default transportationOverviewPage;
