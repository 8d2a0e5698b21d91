import { createContext, useContext } from 'react';
import type { Faq } from '../content/types';

/**
 * Facts a page reveals while it renders, for its structured data: the
 * prerender step provides a fresh collector per page, and the FAQ list
 * reports the questions it shows (so FAQPage JSON-LD appears exactly where
 * FAQs are shown). In the browser there is no collector and nothing happens.
 */
export interface PageFacts {
  faqs: Faq[];
}

export const PageFactsContext = createContext<PageFacts | undefined>(undefined);

export function useReportFaqs(faqs: Faq[]) {
  const facts = useContext(PageFactsContext);
  if (facts && !faqs.every((faq) => facts.faqs.includes(faq))) facts.faqs.push(...faqs);
}
