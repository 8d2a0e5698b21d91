import { useCurrentRoute } from '../../app/routeContext';
import type { ServicePageContent } from '../../content/services/types';
import { ServicePage } from './ServicePage';

/**
 * One page component serving several routes of the same kind (the commercial
 * or transportation detail pages): it renders the content keyed by the current
 * route's path. A route without content is a wiring mistake, so it fails the
 * prerender loudly instead of shipping an empty page.
 */
export function RoutedServicePage({ pages }: { pages: Readonly<Record<string, ServicePageContent>> }) {
  const path = useCurrentRoute()?.path ?? '';
  const content = pages[path];
  if (!content) throw new Error(`No service page content for route "${path}"`);
  return <ServicePage content={content} />;
}
