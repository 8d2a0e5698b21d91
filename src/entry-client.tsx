import '@unocss/reset/tailwind-compat.css';
import 'virtual:uno.css';
import './styles.css';
import { startTransition } from 'react';

/** A macrotask boundary: what comes after it runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Imported by entry-boot.ts once the page has painted and the browser is idle
 * (see src/build/deferApp.ts). Evaluating React DOM, then the app's modules,
 * then the page's chunk, each in a task of its own, and hydrating inside a
 * transition (React renders in slices that yield to the browser), no task
 * of the app's holds the main thread for long: a tap while the page hydrates
 * is answered within a frame or two (docs/architecture.md, "Hydration in slices").
 * The build preloads every one of these chunks with the entry, so the stages
 * wait on the main thread, not on the network.
 */
async function start() {
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { clientRoot, preloadShownPage } = await import('./app/clientRoot');
  await nextTask();
  await preloadShownPage();
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, clientRoot());
  });
}

void start();
