/** Spanish copy of /services/home/homeowners: four coverages, an important note, four benefit tiles, 5+ years, the homeowner form. */
import type { ServicePageContent } from '../../../services/types';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { homeowner as homeownerForm } from '../../../../forms/definitions/es/home';

const homeownersPage: ServicePageContent = {
  hero: {
    eyebrow: 'Seguro de hogar',
    title: 'Seguro de propietarios de vivienda',
    subtitle: 'Cobertura para la casa que es suya y en la que vive: la vivienda, todo lo que hay en ella y su responsabilidad civil personal, con aseguradoras que ya comparamos por usted.',
    image: { src: 'https://images.unsplash.com/photo-1570129477492-45c003edd2be', alt: 'Una casa de ladrillo con porche y césped verde' },
    actions: quoteAndCallActions(),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Cobertura para propietarios de vivienda',
      lead: 'Cuatro coberturas protegen al propietario que vive en la casa.',
      columns: 4,
      cards: [
        {
          title: 'Protección de la vivienda',
          description: 'Lo que cuesta reconstruir su casa con los precios actuales de mano de obra y materiales, no su valor de mercado ni lo que pagó por ella.',
          icon: 'house',
        },
        {
          title: 'Pertenencias personales',
          description: 'Muebles, ropa, equipos electrónicos y electrodomésticos, ya sea que se dañen en casa o que se los roben de su vehículo o de una habitación de hotel.',
          icon: 'sofa',
        },
        {
          title: 'Protección de responsabilidad civil',
          description: 'Su defensa legal y las indemnizaciones cuando un invitado se resbala en la escalera o su perro muerde a un vecino.',
          icon: 'scale',
        },
        {
          title: 'Gastos de vida adicionales',
          description: 'Un alquiler, un hotel y las comidas mientras se repara su casa después de un incendio o una tormenta.',
          icon: 'hotel',
        },
      ],
    },
    {
      kind: 'note',
      id: 'important-note',
      title: 'Nota importante',
      text: 'Una póliza de propietarios de vivienda se emite para una casa en la que vive su propietario. Si alquila la casa, vive en ella solo una parte del año o la deja desocupada más de 60 días, necesita en cambio una póliza para arrendadores o para viviendas desocupadas; avísenos y le cotizaremos la adecuada. Las inundaciones y los terremotos están excluidos y se aseguran por separado.',
      icon: 'triangle-alert',
    },
    {
      kind: 'highlights',
      title: 'Beneficios de asegurar su casa con nosotros',
      items: [
        { title: 'Opciones de costo de reposición', description: 'Reconstruya y reemplace con artículos nuevos, sin que se descuente la depreciación de su reclamo.', icon: 'refresh-cw' },
        { title: 'Descuentos por combinar pólizas', description: 'Asegurar su casa y su auto con la misma aseguradora por lo general reduce ambas primas.', icon: 'piggy-bank' },
        { title: 'Apoyo con los reclamos', description: 'Le ayudamos a presentar el reclamo y le damos seguimiento hasta que se pague.', icon: 'handshake' },
        { title: 'Revisión anual de la cobertura', description: 'Revisamos las remodelaciones y el aumento de los costos de construcción antes de cada renovación.', icon: 'calendar-clock' },
      ],
    },
    {
      kind: 'figures',
      title: 'Experiencia en la que puede confiar',
      items: [
        { value: '5+', label: 'años de experiencia asegurando casas habitadas por sus propietarios' },
        { value: '24 horas', label: 'para responder a su solicitud de cotización en días hábiles' },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Obtenga su cotización de seguro de propietarios de vivienda',
      lead: 'Díganos dónde está la casa y cuánto vale aproximadamente. Un agente le responderá en un plazo de 24 horas.',
      form: { form: homeownerForm },
    },
  ],
};

export default homeownersPage;
