import { createElement, lazy, type ComponentType } from 'react';
import { lazyModule } from './lazyModule';

export type PageModule = { default: ComponentType };
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A route's page, split into its own chunk. Before hydrating, the client (and
 * the prerender step, for every route) calls `preload()`, so the first render
 * is synchronous and matches the prerendered HTML; later navigations suspend
 * briefly on React.lazy while the chunk arrives.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const page = lazyModule(load);
  const Lazy = lazy(page.load);
  const Page = () => createElement(page.current?.default ?? Lazy);
  Page.preload = async () => {
    await page.load();
  };
  return Page;
}
