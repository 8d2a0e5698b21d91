import '@unocss/reset/tailwind-compat.css';
import 'virtual:uno.css';
import './styles.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { findRoute } from './app/routes';

/** Imported by entry-boot.ts once the page has painted and the browser is idle (see src/build/deferApp.ts). */
async function start() {
  // Load the current page's chunk first, so hydration renders exactly what was prerendered.
  await findRoute(window.location.pathname)?.Page.preload();
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread in one long task.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <Router>
        <App />
      </Router>,
    );
  });
}

void start();
