import { createElement, lazy, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A route's page, split into its own chunk. Before hydrating, the client (and
 * the prerender step, for every route) calls `preload()`, so the first render
 * is synchronous and matches the prerendered HTML; later navigations suspend
 * briefly on React.lazy while the chunk arrives.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const fetchModule = async () => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(fetchModule);
  const Page = () => createElement(loaded ?? Lazy);
  Page.preload = async () => {
    if (!loaded) await fetchModule();
  };
  return Page;
}
