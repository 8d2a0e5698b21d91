import '@unocss/reset/tailwind-compat.css';
import 'virtual:uno.css';
import './styles.css';
import { startTransition } from 'react';
import { clientRoot, preloadShownPage } from './app/clientRoot';
import { markHydrating } from './lib/useHydrated';

/** A macrotask boundary: what comes after it runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Imported by entry-boot.ts once the page has painted and the browser is idle
 * (see src/buildSteps/prerender/deferApp.ts). This module and the app's evaluate in one
 * task; React DOM (200 KB) in another, the current page's chunk in a third,
 * the root's creation in a fourth; hydration runs inside a transition, so
 * React renders in slices that yield to the browser. No task of the app's
 * holds the main thread for long: a tap while the page hydrates is answered
 * within a frame or two (docs/architecture.md, "Hydration in slices"). The build preloads React
 * DOM with the entry, so the stages wait on the main thread, not on the network.
 */
async function start() {
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await preloadShownPage();
  // The page's chunk and words evaluate as they arrive; creating the root must not add to the last one's task.
  await nextTask();
  markHydrating();
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, clientRoot());
  });
}

void start();
