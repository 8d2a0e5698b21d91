/** Spanish copy of /services/auto: six coverages, why choose us, five FAQs, the auto quick quote form. */
import type { ServicePageContent } from '../../../services/types';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { cardOf } from '../cards';
import { pathOf } from '../../../services/registry';
import { auto as autoForm } from '../../../../forms/definitions/es/auto';

const autoPage: ServicePageContent = {
  hero: {
    eyebrow: 'Seguros personales',
    title: 'Seguro de auto',
    subtitle: 'Los conductores de Illinois comparan tarifas de muchas aseguradoras con una sola llamada. Diseñamos su póliza según sus vehículos, sus trayectos diarios y su presupuesto, y respondemos cada solicitud de cotización en un plazo de 24 horas.',
    image: { src: 'https://images.unsplash.com/photo-1494976388531-d1058494cdd8', alt: 'Un auto en una autopista al atardecer' },
    actions: quoteAndCallActions(),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Opciones de cobertura',
      lead: 'La mayoría de las pólizas de auto se componen de seis coberturas. Le explicamos cada una y le ayudamos a elegir límites que protejan lo que tiene.',
      cards: [
        {
          title: 'Cobertura de responsabilidad civil',
          description: 'Paga las lesiones y los daños a la propiedad que usted cause a otras personas. Illinois exige como mínimo 25/50/20; si tiene una casa o ahorros, los límites más altos los protegen.',
          icon: 'shield',
        },
        {
          title: 'Cobertura de colisión',
          description: 'Repara o reemplaza su vehículo después de un choque con otro vehículo o con un objeto, como una barrera de contención o un poste de luz, sin importar quién tenga la culpa, menos su deducible.',
          icon: 'car',
        },
        {
          title: 'Cobertura integral',
          description: 'Robo, vandalismo, incendio, granizo, inundación, la caída de un árbol o un venado: los daños que no provienen de una colisión.',
          icon: 'cloud-hail',
        },
        {
          title: 'Pagos médicos',
          description: 'Los gastos médicos suyos y de sus pasajeros después de un accidente, sin importar quién lo haya causado, incluidos los deducibles y copagos de su plan de salud.',
          icon: 'heart-pulse',
        },
        {
          title: 'Conductor sin seguro',
          description: 'Lo protege cuando el otro conductor no tiene seguro o tiene muy poco para pagar sus lesiones. Illinois exige esta cobertura en toda póliza de auto.',
          icon: 'user-x',
        },
        {
          title: 'Asistencia en el camino',
          description: 'Remolque, arranque con cables, cambio de llantas ponchadas, entrega de combustible y apertura de puertas, por unos pocos dólares al mes.',
          icon: 'life-buoy',
        },
      ],
    },
    {
      kind: 'reasons',
      title: 'Por qué elegirnos para su seguro de auto',
      items: [
        { title: 'Muchas aseguradoras, una sola conversación', description: 'Comparamos cotizaciones de varias compañías de seguros, para que usted no tenga que llenar los mismos formularios una y otra vez.' },
        { title: 'Todos los descuentos que podamos encontrar', description: 'Los descuentos por varios vehículos, por combinar hogar y auto, por buen estudiante, por conductor seguro, por dispositivos antirrobo y por pago total suman.' },
        { title: 'Asesoría imparcial', description: 'Trabajamos para usted, no para una aseguradora, y le avisamos cuando una póliza más barata deja un vacío en su cobertura.' },
        { title: 'Sin cargos ocultos', description: 'La prima que le cotizamos es la prima que usted paga. No agregamos cargos de corretaje.' },
        { title: 'Cambios por escrito', description: '¿Va a agregar un vehículo o un conductor? Escríbanos por correo electrónico o use su cuenta en línea, y le confirmamos el cambio por escrito.' },
        { title: 'Ayuda cuando tiene un reclamo', description: 'Llámenos después de un accidente. Le ayudamos a reportarlo y le damos seguimiento hasta que se resuelva.' },
      ],
    },
    {
      kind: 'faq',
      title: 'Preguntas frecuentes sobre el seguro de auto',
      faqs: [
        {
          question: '¿Cuánto seguro de auto necesito en Illinois?',
          answer:
            'Illinois exige límites de responsabilidad civil de al menos $25,000 por persona y $50,000 por accidente por lesiones, y $20,000 por daños a la propiedad, además de la cobertura de conductor sin seguro con los mismos límites por lesiones. Esos mínimos se agotan rápidamente después de un choque grave, por eso la mayoría de nuestros clientes tienen 100/300/100 o más, en especial los propietarios de vivienda.',
        },
        {
          question: '¿Qué factores influyen en la prima de mi seguro de auto?',
          answer:
            'Su historial de manejo, el vehículo que maneja, dónde lo estaciona por la noche, cuántas millas maneja al año, su edad y experiencia al volante, las coberturas y los deducibles que elija y, con la mayoría de las aseguradoras, su puntuación de seguro basada en el crédito.',
        },
        {
          question: '¿Sigo necesitando cobertura de colisión e integral en un vehículo más antiguo?',
          answer:
            'Si podría reemplazar el vehículo con sus ahorros, o si las dos coberturas le cuestan al año más de una décima parte de lo que vale el vehículo, puede tener sentido eliminarlas. Si tiene un préstamo o un arrendamiento, el prestamista exige ambas.',
        },
        {
          question: '¿Cómo agrego un vehículo o un conductor a mi póliza?',
          answer:
            'Escríbanos por correo electrónico o haga el cambio en su cuenta en línea. Tramitamos los cambios en la póliza por escrito y no por teléfono, para que quede constancia exacta de qué cambió y desde cuándo.',
        },
        {
          question: '¿Qué tan rápido recibiré mi cotización?',
          answer:
            'Envíe el formulario de cotización rápida y un agente le responderá en un plazo de 24 horas en días hábiles, por lo general antes. Tenga a mano los números de licencia de conducir y el año, la marca y el modelo de cada vehículo.',
        },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Obtenga su cotización de seguro de auto',
      lead: 'Díganos quién es usted y qué vehículo maneja. Un agente le responderá en un plazo de 24 horas con sus opciones.',
      form: { form: autoForm },
    },
    {
      kind: 'note',
      title: '¿También tiene motocicleta, remolque o embarcación?',
      text: 'Las motocicletas, los vehículos todoterreno (ATV), las embarcaciones, las casas rodantes, los remolques de viaje y las motonieves necesitan sus propias pólizas. También los aseguramos, a menudo con un descuento por múltiples pólizas.',
      icon: 'motorbike',
      link: { label: 'Conozca el seguro de vehículos recreativos', href: pathOf('recreational') },
    },
    { kind: 'cards', title: 'Servicios relacionados', cards: [cardOf('home'), cardOf('renters'), cardOf('recreational')] },
  ],
};

export default autoPage;
