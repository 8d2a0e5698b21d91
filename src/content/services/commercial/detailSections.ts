/**
 * The shape every commercial detail page shares (liability, workers comp,
 * property, cyber): the same hero buttons, section order and related-service
 * cards, filled from each page's own copy. Keeping the order here means the
 * four data modules hold only what differs between them.
 */
import type { Faq, HeroContent, Point, QuoteFormRef, ServiceCard, ServicePageContent } from '../types';
import { cardOf } from '../cards';

/** The four commercial detail pages, which list each other as related services. */
export type CommercialLineKey = 'liability' | 'workersComp' | 'property' | 'cyber';
import { QUOTE_SECTION_ID } from '../quoteSection';

export interface CommercialLineCopy {
  hero: Omit<HeroContent, 'actions' | 'eyebrow'>;
  coverage: { title: string; lead: string; cards: ServiceCard[] };
  whyChoose: { title: string; lead?: string; items: Point[] };
  /** Industries served (liability, workers comp, cyber) or property types (property). */
  audience: { title: string; lead: string; items: string[] };
  faqs: Faq[];
  quote: { title: string; lead: string; form: Extract<QuoteFormRef, { serviceType?: never }>['form'] };
  /** Exactly three related lines, in the order the specification lists them. */
  related: [CommercialLineKey, CommercialLineKey, CommercialLineKey];
}

export function commercialLinePage(copy: CommercialLineCopy): ServicePageContent {
  return {
    hero: {
      ...copy.hero,
      eyebrow: 'Commercial Insurance',
      actions: [
        { kind: 'scroll', label: 'Get a Quote', target: QUOTE_SECTION_ID },
        { kind: 'link', label: 'Contact Us', href: '/contact?subject=policy' },
      ],
    },
    sections: [
      { kind: 'cards', columns: 3, ...copy.coverage },
      { kind: 'reasons', ...copy.whyChoose },
      { kind: 'tags', ...copy.audience },
      { kind: 'faq', title: 'Frequently Asked Questions', faqs: copy.faqs, contactButton: true },
      { kind: 'quote', id: QUOTE_SECTION_ID, ...copy.quote, form: { form: copy.quote.form } },
      {
        kind: 'cards',
        title: 'Related Services',
        lead: 'Coverages that usually sit alongside this one in a business insurance program.',
        columns: 3,
        cards: copy.related.map(cardOf),
      },
    ],
  };
}
