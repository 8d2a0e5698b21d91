/**
 * Spanish twin of src/content/services/transportation/detailSections.ts: the
 * same page shape for the four transportation detail pages, with the shared
 * labels in Spanish.
 */
import { agency } from '../../../../config/agency';
import type { ServicePageContent } from '../../../services/types';
import type { TransportationLineCopy } from '../../../services/transportation/detailSections';
import { pathOf } from '../../../services/registry';

export type { TransportationLineCopy } from '../../../services/transportation/detailSections';

export function transportationLinePage(copy: TransportationLineCopy): ServicePageContent {
  return {
    hero: {
      ...copy.hero,
      eyebrow: 'Seguros de transporte',
      actions: [
        { kind: 'link', label: 'Cotizar', href: '/contact' },
        { kind: 'phone', label: `Llame al ${agency.phone.display}` },
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
        title: 'Conozca más coberturas para camiones',
        text: 'La responsabilidad civil, los daños físicos, la carga y los accidentes ocupacionales funcionan mejor juntos. Vea cómo se adaptan a su operación.',
        actions: [
          {
            kind: 'link',
            label: 'Ver todas las coberturas de transporte',
            href: pathOf('transportation'),
            icon: 'arrow-left',
          },
        ],
      },
    ],
  };
}
