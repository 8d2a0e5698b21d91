/**
 * Spanish twin of src/content/services/recreationalFrame.ts: the frame the
 * five recreational detail pages share (back link, highlights, the quick
 * quote section), filled from each vehicle's own copy in
 * src/content/es/services/pages/<vehicle>.ts, and the chooser's cards.
 * The structural exports (the form's anchor, the vehicle keys, the vehicle
 * type) are the English module's.
 */
import { recreational } from '../../../forms/definitions/es/recreational';
import { RECREATIONAL_FORM_ID, recreationalVehicleKeys } from '../../services/anchors';
import type { RecreationalVehicle } from '../../services/recreationalFrame';
import { cardOf } from './cards';
import { pathOf } from '../../services/registry';
import type { Point, ServiceCard, ServicePageContent } from '../../services/types';
import { quoteAndCallActions } from './quoteSection';

export { RECREATIONAL_FORM_ID, recreationalVehicleKeys, type RecreationalVehicle };

/** The three strengths every recreational line is promised. */
export const recreationalHighlights: Point[] = [
  {
    title: 'Suscripción rápida',
    description: 'Las aseguradoras especializadas cotizan estos vehículos con rapidez. Envíenos sus datos y un agente le responderá en un plazo de 24 horas, para que tenga cobertura antes de que empiece la temporada.',
    icon: 'timer',
  },
  {
    title: 'Trámites sencillos',
    description: 'Sus documentos le llegan por correo electrónico, los cambios se hacen desde su cuenta en línea y revisamos cada renovación antes de su vencimiento. Un solo agente para todas sus pólizas.',
    icon: 'clipboard-check',
  },
  {
    title: 'Reclamos en manos de especialistas',
    description: 'Sus reclamos pasan a ajustadores que atienden motocicletas, embarcaciones y vehículos recreativos todos los días, y a talleres que los conocen, no a un departamento general de autos.',
    icon: 'wrench',
  },
];

/** The chooser's cards: each vehicle's card linking to its page. */
export const recreationalVehicleCards: ServiceCard[] = recreationalVehicleKeys.map(cardOf);

/** A detail page: the shared frame around the vehicle's own hero and coverage. */
export function recreationalPage(vehicle: RecreationalVehicle): ServicePageContent {
  return {
    backLink: { label: 'Volver al seguro de vehículos recreativos', href: pathOf('recreational') },
    hero: {
      ...vehicle.hero,
      actions: quoteAndCallActions('Cotizar', RECREATIONAL_FORM_ID),
    },
    sections: [
      { kind: 'highlights', title: 'Por qué elegirnos', items: recreationalHighlights },
      { kind: 'text', ...vehicle.coverage },
      {
        kind: 'quote',
        id: RECREATIONAL_FORM_ID,
        title: 'Obtenga una cotización rápida',
        lead: `Su ${vehicle.noun} ya aparece en el formulario. Díganos cómo comunicarnos con usted y un agente le responderá en un plazo de 24 horas.`,
        form: { form: recreational, serviceType: vehicle.serviceType },
      },
    ],
  };
}
