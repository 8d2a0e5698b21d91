/**
 * Spanish twin of src/content/services/commercial/detailSections.ts: the same
 * page shape for the four commercial detail pages (liability, workers comp,
 * property, cyber), with the shared labels in Spanish.
 */
import type { ServicePageContent } from '../../../services/types';
import type { CommercialLineCopy } from '../../../services/commercial/detailSections';
import { cardOf } from '../cards';
import { QUOTE_SECTION_ID } from '../../../services/anchors';

export type { CommercialLineCopy, CommercialLineKey } from '../../../services/commercial/detailSections';

export function commercialLinePage(copy: CommercialLineCopy): ServicePageContent {
  return {
    hero: {
      ...copy.hero,
      eyebrow: 'Seguros comerciales',
      actions: [
        { kind: 'scroll', label: 'Cotizar', target: QUOTE_SECTION_ID },
        { kind: 'link', label: 'Contáctenos', href: '/contact?subject=policy' },
      ],
    },
    sections: [
      { kind: 'cards', columns: 3, ...copy.coverage },
      { kind: 'reasons', ...copy.whyChoose },
      { kind: 'tags', ...copy.audience },
      { kind: 'faq', title: 'Preguntas frecuentes', faqs: copy.faqs, contactButton: true },
      { kind: 'quote', id: QUOTE_SECTION_ID, ...copy.quote, form: { form: copy.quote.form } },
      {
        kind: 'cards',
        title: 'Servicios relacionados',
        lead: 'Coberturas que suelen acompañar a esta en el programa de seguros de un negocio.',
        columns: 3,
        cards: copy.related.map(cardOf),
      },
    ],
  };
}
