/**
 * The only script the HTML names. The page is complete without JavaScript
 * (prerendered HTML, CSS, native disclosures), so the application is not
 * allowed to compete with the first paint: this module carries the styles
 * (Vite turns these imports into the stylesheet link in the head) and starts
 * the application only once the page has loaded and the browser is idle.
 * It holds no other code, so what the head makes the browser fetch and run
 * before the first paint stays tiny.
 */
import '@unocss/reset/tailwind-compat.css';
import 'virtual:uno.css';
import './styles.css';

/** Idle may never come on a busy page: start anyway this long after load. */
const IDLE_TIMEOUT_MS = 1000;
/** A photo or frame that never finishes would hold `load` back: do not wait longer than this. */
const LOAD_TIMEOUT_MS = 4000;

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./entry-client');
}

function whenIdle() {
  // Safari has no requestIdleCallback; a macrotask after load is the nearest equivalent.
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 50);
}

if (document.readyState === 'complete') whenIdle();
else {
  window.addEventListener('load', whenIdle, { once: true });
  setTimeout(start, LOAD_TIMEOUT_MS);
}
