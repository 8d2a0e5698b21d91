/** Spanish copy of /services/recreational: the five recreational vehicles to choose from, with a back link home. */
import { recreationalHighlights, recreationalVehicleCards } from '../recreationalFrame';
import type { ServicePageContent } from '../../../services/types';

const recreationalChooser: ServicePageContent = {
  backLink: { label: 'Volver al inicio', href: '/' },
  hero: {
    eyebrow: 'Seguros personales',
    title: 'Seguro de vehículos recreativos',
    subtitle: 'Sus pólizas de auto y de hogar dejan a sus vehículos de fin de semana prácticamente sin cobertura. Elija el suyo para ver qué cubre su póliza y solicitar una cotización rápida.',
    image: { src: 'https://images.unsplash.com/photo-1469854523086-cc02fe5d8800', alt: 'Una camioneta cámper en una carretera a campo abierto' },
  },
  sections: [
    {
      kind: 'cards',
      title: 'Elija su vehículo',
      lead: 'Cada vehículo tiene su propia póliza, emitida por aseguradoras especializadas en ese tipo de vehículo.',
      cards: recreationalVehicleCards,
    },
    { kind: 'highlights', title: 'Por qué nos eligen motociclistas y navegantes', items: recreationalHighlights },
  ],
};

export default recreationalChooser;
