/**
 * The frame the five recreational detail pages share (back link, highlights,
 * the 'Get a quick quote' section), filled from each vehicle's own copy in
 * src/content/services/pages/<vehicle>.ts, and the chooser's cards for them.
 */
import { recreational, type RecreationalServiceType } from '../../forms/definitions/recreational';
import { quoteAndCallActions } from './quoteSection';
import { cardOf } from './cards';
import { RECREATIONAL_FORM_ID, recreationalVehicleKeys } from './anchors';
import { pathOf } from './registry';
import type { HeroContent, Point, ServiceCard, ServicePageContent, TextSection } from './types';

export { RECREATIONAL_FORM_ID, recreationalVehicleKeys };

/** The three strengths every recreational line is promised. */
export const recreationalHighlights: Point[] = [
  {
    title: 'Fast Underwriting Turnaround',
    description: 'Recreational carriers rate these vehicles quickly. Send your details and an agent replies within 24 hours, so you are covered before the season starts.',
    icon: 'timer',
  },
  {
    title: 'Simple Administration',
    description: 'Documents arrive by e-mail, changes go through your online account, and we review every renewal before it is due. One agent for all your policies.',
    icon: 'clipboard-check',
  },
  {
    title: 'Specialized Claim Handling',
    description: 'Claims go to adjusters who handle motorcycles, boats and RVs every day, and to repair shops that know them, not to a general auto desk.',
    icon: 'wrench',
  },
];

export interface RecreationalVehicle {
  /** The recreational form's prefilled serviceType. */
  serviceType: RecreationalServiceType;
  hero: HeroContent;
  /** What this vehicle's policy covers: specific to the vehicle. */
  coverage: Omit<TextSection, 'kind'>;
  /** How the vehicle is named in the quote section's lead ("your boat"). */
  noun: string;
}


/** The chooser's cards: each vehicle's card linking to its page. */
export const recreationalVehicleCards: ServiceCard[] = recreationalVehicleKeys.map(cardOf);

/** A detail page: the shared frame around the vehicle's own hero and coverage. */
export function recreationalPage(vehicle: RecreationalVehicle): ServicePageContent {
  return {
    backLink: { label: 'Back to Recreational Insurance', href: pathOf('recreational') },
    hero: {
      ...vehicle.hero,
      actions: quoteAndCallActions('Get a Quote', RECREATIONAL_FORM_ID),
    },
    sections: [
      { kind: 'highlights', title: 'Why Choose Us', items: recreationalHighlights },
      { kind: 'text', ...vehicle.coverage },
      {
        kind: 'quote',
        id: RECREATIONAL_FORM_ID,
        title: 'Get a quick quote',
        lead: `Your ${vehicle.noun} is already filled in. Tell us how to reach you and an agent replies within 24 hours.`,
        form: { form: recreational, serviceType: vehicle.serviceType },
      },
    ],
  };
}
