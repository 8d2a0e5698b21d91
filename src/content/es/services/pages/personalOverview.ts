/** Spanish copy of /services: the personal insurance overview, linking every personal page. */
import type { ServicePageContent } from '../../../services/types';
import { recreationalVehicleCards } from '../recreationalFrame';
import { cardOf } from '../cards';

const personalOverview: ServicePageContent = {
  hero: {
    eyebrow: 'Seguros personales',
    title: 'Seguros personales',
    subtitle: 'Seguros de auto, de hogar, de inquilinos y de vehículos recreativos para las familias de Illinois, comparados entre muchas compañías de seguros por un agente independiente que trabaja para usted.',
    image: { src: 'https://images.unsplash.com/photo-1511895426328-dc8714191300', alt: 'Una familia sentada en los escalones de la entrada de su casa' },
    actions: [{ kind: 'link', label: 'Obtenga una cotización gratis', href: '/contact?subject=quote' }, { kind: 'phone', label: 'Hable con un agente' }],
  },
  sections: [
    {
      kind: 'cards',
      title: 'Auto y hogar',
      lead: 'Las pólizas que necesitan la mayoría de los hogares. Si las contrata juntas, la mayoría de las aseguradoras le reducen ambas primas.',
      columns: 4,
      cards: [cardOf('auto'), cardOf('home'), cardOf('homeowners'), cardOf('renters')],
    },
    {
      kind: 'cards',
      title: 'Vehículos recreativos',
      lead: 'Sus vehículos de fin de semana necesitan pólizas propias. Comience por la página general o vaya directamente a la de su vehículo.',
      cards: [cardOf('recreational'), ...recreationalVehicleCards],
    },
    {
      kind: 'reasons',
      title: 'Cómo trabajamos para usted',
      items: [
        { title: 'Muchos mercados de seguros', description: 'Como agencia independiente, cotizamos con varias aseguradoras y le explicamos las diferencias en palabras sencillas.', icon: 'layers' },
        { title: 'Asesoría imparcial', description: 'Lo representamos a usted, no a una compañía de seguros, por eso nuestra recomendación se basa en sus necesidades y su presupuesto.', icon: 'scale' },
        { title: 'Sin cargos ocultos', description: 'Usted paga la prima de la aseguradora y nada más.', icon: 'badge-dollar-sign' },
        { title: 'Respuesta en un plazo de 24 horas', description: 'Respondemos cada solicitud de cotización en un plazo de 24 horas en días hábiles.', icon: 'clock' },
      ],
    },
    {
      kind: 'actions',
      title: '¿No está seguro de lo que necesita?',
      text: 'Cuéntenos sobre su hogar y su familia, y le recomendaremos las coberturas adecuadas, con cotizaciones para comparar.',
      actions: [{ kind: 'link', label: 'Obtenga una cotización gratis', href: '/contact?subject=quote' }, { kind: 'phone', label: 'Hable con un agente' }],
    },
  ],
};

export default personalOverview;
