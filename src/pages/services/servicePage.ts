import { createElement } from 'react';
import type { PageModule } from '../../lib/lazyPage';
import type { ServicePageContent } from '../../content/services/types';

/**
 * A coverage page whose copy is its own chunk: the route table passes the
 * route's content module, so a visitor downloads one page's copy and not its
 * siblings'. The layout is imported dynamically too: the route table is in
 * the entry bundle, and this module must stay tiny.
 */
export async function servicePage(content: Promise<ServicePageContent>): Promise<PageModule> {
  const [{ ServicePage }, loaded] = await Promise.all([import('../../components/services/ServicePage'), content]);
  return { default: () => createElement(ServicePage, { content: loaded }) };
}
