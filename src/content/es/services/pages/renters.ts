/** Spanish copy of /services/home/renters: four coverages, four reasons, $15 to $30 per month, the renters form, a link to /privacy. */
import type { ServicePageContent } from '../../../services/types';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { renters as rentersForm } from '../../../../forms/definitions/es/home';

const rentersPage: ServicePageContent = {
  hero: {
    eyebrow: 'Seguro de hogar',
    title: 'Seguro de inquilinos',
    subtitle: 'La póliza de su arrendador cubre el edificio, no sus cosas. El seguro de inquilinos protege sus pertenencias y su responsabilidad civil, con primas de $15 a $30 al mes en promedio.',
    image: { src: 'https://images.unsplash.com/photo-1522708323590-d24dbb6b0267', alt: 'Una sala de apartamento luminosa con un sofá y plantas' },
    actions: quoteAndCallActions(),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Qué cubre el seguro de inquilinos',
      lead: 'Una póliza, cuatro coberturas. Los contratos de arrendamiento que exigen seguro de inquilinos suelen pedir la parte de responsabilidad civil.',
      columns: 4,
      cards: [
        {
          title: 'Bienes personales',
          description: 'Sus muebles, su ropa, su computadora portátil y su bicicleta después de un incendio, la rotura de una tubería o un robo con allanamiento, en casa o fuera de ella.',
          icon: 'sofa',
        },
        {
          title: 'Responsabilidad civil personal',
          description: 'Su defensa legal y las indemnizaciones si un invitado se lesiona en su apartamento o si usted inunda la unidad de abajo.',
          icon: 'scale',
        },
        {
          title: 'Gastos de vida adicionales',
          description: 'Un hotel y las comidas mientras su apartamento no se puede habitar después de una pérdida cubierta.',
          icon: 'hotel',
        },
        {
          title: 'Pagos médicos',
          description: 'Gastos médicos menores de los invitados que se lesionen en su casa, pagados sin demanda y sin discutir quién tuvo la culpa.',
          icon: 'stethoscope',
        },
      ],
    },
    {
      kind: 'reasons',
      title: 'Por qué nos eligen los inquilinos',
      items: [
        { title: 'Protección accesible', description: 'Las primas son de $15 a $30 al mes en promedio, según dónde viva y cuánto asegure.', icon: 'piggy-bank' },
        { title: 'Comprobante para su arrendador', description: 'Muchos contratos de arrendamiento exigen seguro de inquilinos. Le enviamos la página de declaraciones el mismo día en que empieza la póliza y podemos incluir en ella a su arrendador.', icon: 'file-text' },
        { title: 'Una cobertura que se muda con usted', description: '¿Se muda a otro apartamento? Envíenos la nueva dirección por correo electrónico y su póliza lo acompaña.', icon: 'map-pin' },
        { title: 'Combínelo con su seguro de auto', description: 'Agregar el seguro de inquilinos a su póliza de auto suele costar poco una vez que se aplica el descuento por múltiples pólizas.', icon: 'car' },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Obtenga su cotización de seguro de inquilinos',
      lead: 'Solo necesitamos cuatro datos. Un agente le responderá en un plazo de 24 horas con sus opciones.',
      form: { form: rentersForm },
      footnote: { before: 'Usamos sus datos solo para preparar su cotización. Lea nuestra ', link: { label: 'Política de privacidad', href: '/privacy' }, after: '.' },
    },
  ],
};

export default rentersPage;
