import { createContext, useContext, useState } from 'react';
import type { Faq } from '../content/types';

/**
 * Facts a page reveals while it renders, for its structured data: the FAQ
 * list reports the questions it shows, so FAQPage JSON-LD appears exactly
 * where FAQs are shown. The prerender step provides one collector for the
 * page it renders; in the browser each page view makes its own, which the
 * document head reads once the page has rendered.
 */
export interface PageFacts {
  faqs: Faq[];
}

export const PageFactsContext = createContext<PageFacts | undefined>(undefined);

/** The prerender step's collector when there is one, else a fresh one for this page view. */
export function usePageFactsCollector(): PageFacts {
  const prerender = useContext(PageFactsContext);
  const [own] = useState<PageFacts>(() => ({ faqs: [] }));
  return prerender ?? own;
}

export function useReportFaqs(faqs: Faq[]) {
  const facts = useContext(PageFactsContext);
  if (facts && !faqs.every((faq) => facts.faqs.includes(faq))) facts.faqs.push(...faqs);
}
