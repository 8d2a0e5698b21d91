/**
 * The shape every transportation detail page shares: a banner with 'Get a
 * Quote' (to /contact) and a call button, three feature cards, the coverage in
 * detail, an optional key figure, and a button back to the overview. The four
 * data modules hold only their own copy.
 */
import { agency } from '../../../config/agency';
import type { Figure, HeroContent, Point, ServiceCard, ServicePageContent } from '../types';
import { pathOf } from '../registry';

export interface TransportationLineCopy {
  hero: Pick<HeroContent, 'title' | 'subtitle' | 'image'>;
  /** Exactly three feature cards. */
  features: { title: string; lead?: string; cards: [ServiceCard, ServiceCard, ServiceCard] };
  details: { title: string; lead?: string; paragraphs: string[]; list?: Point[] };
  /** A figure the page must show large (FMCSA minimum, cargo limits, fleet size). */
  keyFigure?: { title: string; lead?: string; figure: Figure };
}

export function transportationLinePage(copy: TransportationLineCopy): ServicePageContent {
  return {
    hero: {
      ...copy.hero,
      eyebrow: 'Transportation Insurance',
      actions: [
        { kind: 'link', label: 'Get a Quote', href: '/contact' },
        { kind: 'phone', label: `Call ${agency.phone.display}` },
      ],
    },
    sections: [
      { kind: 'cards', columns: 3, ...copy.features },
      { kind: 'text', ...copy.details },
      ...(copy.keyFigure
        ? [{ kind: 'figures' as const, title: copy.keyFigure.title, lead: copy.keyFigure.lead, items: [copy.keyFigure.figure] }]
        : []),
      {
        kind: 'actions',
        title: 'Explore More Trucking Coverage',
        text: 'Liability, physical damage, cargo and occupational accident work best together. See how they fit your operation.',
        actions: [
          {
            kind: 'link',
            label: 'View All Transportation Coverage',
            href: pathOf('transportation'),
            icon: 'arrow-left',
          },
        ],
      },
    ],
  };
}
