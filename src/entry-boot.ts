/**
 * The only script a page names (the prerender step puts it in place of the
 * application's own script tag, see src/buildSteps/prerender/deferApp.ts). The page is
 * complete without JavaScript (prerendered HTML, CSS, native disclosures), so
 * the application must not compete with the first paint: this module imports
 * nothing up front and starts the application only once the page has loaded,
 * has painted, and the browser is idle. Its script tag names the application
 * (`data-app`) and the chunks that application imports (`data-preload`), so
 * those are fetched in parallel rather than one after the other.
 */

/** Idle may never come on a busy page: start anyway this long after load and paint. */
const IDLE_TIMEOUT_MS = 1000;
/** A photo or frame that never finishes (or a page that never paints, in a background tab) must not keep the app away longer than this. */
const FALLBACK_MS = 4000;

// Where the application's main-thread time is counted from (tests/e2e/long-tasks.spec.ts).
performance.mark('boot');
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

/**
 * A page's own work after its paint, done a slice at a time, the browser free
 * to do anything else between two slices: no task of it is long, however slow
 * the machine. Each deferred run is a <style> parsed as it goes in (a page
 * has 5-48 of them; a hundred once took 15-19 ms here in one task, 60-70 ms
 * at Lighthouse's 4x CPU, all of it blocking time: docs/performance.md, "The
 * main thread after the paint"); each modulepreload link is a request sent
 * from the main thread.
 */
const SLICE_MS = 4;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function inSlices<Item>(items: readonly Item[], each: (item: Item, index: number) => void) {
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    each(item, index);
  }
}

let started = false;
async function start() {
  if (started || !tag?.dataset.app) return;
  started = true;
  performance.mark('app-start');
  await inSlices(tag.dataset.preload?.split(' ').filter(Boolean) ?? [], (href) => {
    // Complete before it is connected: a modulepreload link in the document without its href draws a console warning.
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  });
  await nextTask();
  void import(/* @vite-ignore */ tag.dataset.app);
}

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/**
 * The whole document parsed. This module is async and comes before the
 * page's <style>s and the inert link at the end of the body: it can run, and
 * the page paint, before the parser has reached them (a slow machine did
 * both, and the app started with neither the deferred runs nor the
 * stylesheet in).
 */
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

// `load` can come before the first frame; the app waits for the paint itself.
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

/**
 * A page past one round trip with the whole stylesheet inline carries the
 * runs of it that it uses, one <style> each, the first naming the file of the
 * runs between them (src/buildSteps/prerender/criticalCssInliner.ts): once the page has painted,
 * each goes in at its place, so the cascade is the stylesheet's and the
 * browser restyles only what they name. At low priority: the page's photos
 * come first. Should that file not come, the stylesheet itself does (its
 * inert link made a stylesheet), after every inline rule, and the app waits
 * for it.
 */
const completed = Promise.all([parsed, painted]).then(() => {
  const first = document.querySelector<HTMLStyleElement>('style[data-deferred-css]');
  if (!first) return;
  return fetch(first.dataset.deferredCss!, { priority: 'low' })
    .then((response) => {
      if (!response.ok) throw new Error(`deferred CSS: ${response.status}`);
      return response.json() as Promise<string[]>;
    })
    .then((deferred) => {
      const inline: Element[] = [];
      for (let style: Element | null = first; style?.localName === 'style'; style = style.nextElementSibling) inline.push(style);
      if (deferred.length !== inline.length + 1) throw new Error('deferred CSS does not fit the page');
      return putInPlace(deferred, inline);
    })
    .catch(() => sheetLoaded(document.querySelector<HTMLLinkElement>('link[type="text/x-inline-css"]')));
});

/** Each deferred run in a <style> of its own at its place, a slice at a time: a slice's end shows the visitor nothing, its rules name nothing on the page. */
const putInPlace = (deferred: string[], inline: Element[]) =>
  inSlices(deferred, (css, index) => {
    if (!css) return;
    const style = document.createElement('style');
    style.textContent = css;
    if (index < inline.length) inline[index].before(style);
    else inline[index - 1].after(style);
  });

/** Makes the inert link a stylesheet and waits for it, so the app never renders before the rules it needs are in. */
function sheetLoaded(link: HTMLLinkElement | null) {
  if (!link) return;
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.removeAttribute('type');
  });
}

void Promise.all([loaded, painted, completed]).then(() => {
  // Safari has no requestIdleCallback; a macrotask is the nearest equivalent.
  if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(() => void start(), 50);
});
setTimeout(() => void start(), FALLBACK_MS);
