import type { LoadedHeads } from './heads';
import type { RouteEntry } from '../content/routeEntry';
import type { Locale } from '../i18n/locale';
import { headFor, type HeadData } from './headData';
import type { PageFacts } from './pageFacts';
import { structuredData } from './structuredData';

/**
 * The whole head of a rendered page (undefined: the 404 page), structured
 * data included. The prerender step and client navigation both build it
 * here, from the facts the page reported while rendering, so a page reached
 * by a link has the head it would have when loaded directly.
 */
export function pageHead(route: RouteEntry | undefined, locale: Locale, routes: RouteEntry[], facts: PageFacts, heads: LoadedHeads): HeadData {
  const head = headFor(route, locale, heads);
  if (route) head.jsonLd = structuredData(route, routes, facts, heads);
  const [heroPhoto] = facts.heroPhotos ?? [];
  if (heroPhoto) head.preloadPhoto = heroPhoto;
  return head;
}
