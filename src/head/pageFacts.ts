import { createContext, useContext, useState } from 'react';
import type { Faq } from '../content/types';

/**
 * Facts a page reveals while it renders, for its head: the FAQ list reports
 * the questions it shows, so FAQPage JSON-LD appears exactly where FAQs are
 * shown; the first screen's uploaded photo reports itself to be preloaded. The prerender step provides one collector for the
 * page it renders; in the browser each page view makes its own, which the
 * document head reads once the page has rendered.
 */
export interface PageFacts {
  faqs: Faq[];
  /** The priority photos when they are uploads, in render order: the head preloads the first one's best variant (docs/content.md, "Photos"). */
  heroPhotos?: HeroPhoto[];
}

/** What a preload of a responsive photo names: its format, its widths and the sizes it is shown at. */
export interface HeroPhoto {
  type: string;
  srcSet: string;
  sizes: string;
}

export const PageFactsContext = createContext<PageFacts | undefined>(undefined);

/** The prerender step's collector when there is one, else a fresh one for this page view. */
export function usePageFactsCollector(): PageFacts {
  const prerender = useContext(PageFactsContext);
  const [own] = useState<PageFacts>(() => ({ faqs: [], heroPhotos: [] }));
  return prerender ?? own;
}

/** The page's priority photo, reported while it renders (the first one wins). */
export function useReportHeroPhoto(photo: HeroPhoto | undefined) {
  const facts = useContext(PageFactsContext);
  facts?.heroPhotos?.push(...(photo ? [photo] : []));
}

export function useReportFaqs(faqs: Faq[]) {
  const facts = useContext(PageFactsContext);
  if (facts && !faqs.every((faq) => facts.faqs.includes(faq))) facts.faqs.push(...faqs);
}
