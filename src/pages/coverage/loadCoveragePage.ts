import { createElement } from 'react';
import type { PageModule } from '../../lib/lazyPage';
import type { CoveragePageContent } from '../../content/coverageTypes';

/**
 * A coverage page whose copy is its own chunk: the route table passes the
 * route's content module, so a visitor downloads one page's copy and not its
 * siblings'. The layout is imported dynamically too: the route table is in
 * the entry bundle, and this module must stay tiny.
 */
export async function loadCoveragePage(content: Promise<CoveragePageContent>): Promise<PageModule> {
  const [{ CoveragePage }, loaded] = await Promise.all([import('../../components/coverage/CoveragePage'), content]);
  return { default: () => createElement(CoveragePage, { content: loaded }) };
}
