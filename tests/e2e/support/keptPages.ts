/**
 * One page per worker and set of context options, kept from test to test.
 *
 * Playwright opens a new context and page for every test, and each starts a
 * new renderer process: on these 2-core machines a load to hydrated costs
 * 1.7 CPU-seconds in a new renderer against 0.5 in one that stays, axe's
 * source 0.9 against 0.45, the content editor's bundle several seconds
 * (docs/testing.md, "Where tests go"). So `page` (fixtures.ts) is the
 * worker's page for the test's context options, navigated from test to test.
 *
 * Each test still starts as on a page of its own: at its window size, with
 * no cookie, storage, permission or listener an earlier test left, no other
 * tab open, no key held, the default time-outs, and (unless a spec asks for
 * `keptPage.warmCache`) an empty HTTP cache; every `page.goto` is a new
 * document with its own window, script, policy and console. Between tests
 * the page is parked on the site's robots.txt (plain text, no script; the
 * same site, so the same renderer), so that the last messages of a route
 * (its `pagehide`) reach the test that opened it.
 *
 * What cannot be taken back is never kept: a test that adds an init script,
 * exposes a function, routes requests, sets headers, media, the clock, a
 * position, permissions or offline on its page or context has that context
 * closed after it; so has a test that failed, or a retry (it runs in a
 * context of its own, as Playwright's, traced), and so does every test of a
 * spec that asks (`keptPage.fresh`: the relay's faults). A spec that needs a lasting
 * init script on its kept pages names its own set (`keptPage.name`) and adds
 * it with `addInitScriptOnce`, so that no other spec's pages carry it.
 */
import type { EventEmitter } from 'node:events';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Dialog, Page, TestInfo } from '@playwright/test';

export interface KeptPageOptions {
  /** Pages of one name are kept apart from others' (a spec's lasting init scripts). */
  name: string;
  /** Keep the HTTP cache between tests: a visitor's second page, not a first visit. */
  warmCache: boolean;
  /**
   * No kept page: a context of its own for each test, as Playwright's. For tests of the connection itself: a kept
   * context keeps its idle connections, and Chromium sends a request again, unasked, when a server drops a reused one.
   */
  fresh?: boolean;
}

interface KeptPage {
  page: Page;
  cdp: CDPSession;
  /** Origins the page's frames have been on since the last reset. */
  origins: Set<string>;
  /** Set when the running test changes the page or its context for good. */
  lasting: boolean;
}

/** Calls whose effect outlives the test (no call takes them all back): the context is closed after such a test. */
const LASTING_PAGE_CALLS = ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket', 'setExtraHTTPHeaders', 'emulateMedia'];
const LASTING_CONTEXT_CALLS = [...LASTING_PAGE_CALLS.filter((call) => call !== 'emulateMedia'), 'setGeolocation', 'grantPermissions', 'setOffline', 'setHTTPCredentials'];
const LASTING_CLOCK_CALLS = ['install', 'fastForward', 'runFor', 'pauseAt', 'resume', 'setFixedTime', 'setSystemTime'];

/** The unwrapped `addInitScript` of each kept page, and the scripts already added through it. */
const initScripts = new WeakMap<Page, { add: Page['addInitScript']; added: Set<string> }>();

function markLastingOn(target: object, calls: string[], kept: KeptPage) {
  const methods = target as Record<string, unknown>;
  for (const call of calls) {
    const original = methods[call];
    if (typeof original !== 'function') continue;
    methods[call] = (...args: unknown[]) => {
      kept.lasting = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

async function keepPage(browser: Browser, options: BrowserContextOptions): Promise<KeptPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const kept: KeptPage = { page, cdp, origins: new Set(), lasting: false };
  const add = page.addInitScript.bind(page);
  initScripts.set(page, { add, added: new Set() });
  markLastingOn(page, LASTING_PAGE_CALLS, kept);
  markLastingOn(context, LASTING_CONTEXT_CALLS, kept);
  markLastingOn(context.clock, LASTING_CLOCK_CALLS, kept);
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) kept.origins.add(origin);
  });
  return kept;
}

/** An init script kept with the page for every later test of its set: added once per page. */
export async function addInitScriptOnce(page: Page, script: () => void) {
  const own = initScripts.get(page);
  if (!own) return page.addInitScript(script);
  if (own.added.has(script.toString())) return;
  own.added.add(script.toString());
  await own.add(script);
}

/** The event listeners of a page or context (Node event emitters, though Playwright's types say less), to take back a test's. */
type Emitter = Pick<EventEmitter, 'eventNames' | 'listeners' | 'off'>;
const asEmitter = (target: Page | BrowserContext) => target as unknown as Emitter;

function listenersOf(target: Page | BrowserContext) {
  const emitter = asEmitter(target);
  return new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
}

function removeListenersAddedSince(target: Page | BrowserContext, before: ReturnType<typeof listenersOf>) {
  const emitter = asEmitter(target);
  for (const event of emitter.eventNames()) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
}

/** Everything a test may have left on a kept page that later tests must not see (see above); false if it could not be. */
async function reset(kept: KeptPage, parking: string, warmCache: boolean): Promise<boolean> {
  try {
    return await resetOrThrow(kept, parking, warmCache);
  } catch {
    // A renderer gone, a protocol call refused: the page is not kept (closed, and the next test gets a new one).
    return false;
  }
}

async function resetOrThrow(kept: KeptPage, parking: string, warmCache: boolean): Promise<boolean> {
  const { page, cdp } = kept;
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  // A page with unsaved work asks before it is left (the content editor): leave it.
  const leave = (dialog: Dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  try {
    const parked = await page.goto(parking);
    if (!parked?.ok()) return false;
  } finally {
    page.off('dialog', leave);
  }
  for (const origin of kept.origins) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } }).catch(() => undefined);
  }
  kept.origins.clear();
  await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  await context.clearCookies();
  await context.clearPermissions();
  if (!warmCache) await cdp.send('Network.clearBrowserCache');
  for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
  await page.mouse.move(0, 0);
  context.setDefaultTimeout(0);
  context.setDefaultNavigationTimeout(0);
  page.setDefaultTimeout(0);
  page.setDefaultNavigationTimeout(0);
  return true;
}

export interface KeptPages {
  /** The page for a test with these context options; `release` after the test, with how it ended. */
  take(options: BrowserContextOptions, keeping: KeptPageOptions, testInfo: TestInfo): Promise<{ page: Page; release: () => Promise<void> }>;
  closeAll(): Promise<void>;
}

export function keptPages(browser: Browser, parking: string): KeptPages {
  const pages = new Map<string, Promise<KeptPage>>();
  return {
    async take(options, keeping, testInfo) {
      // A retry, options whose state the test starts from (a stored session), or a spec that asks: a context of its own.
      if (testInfo.retry > 0 || options.storageState !== undefined || keeping.fresh) {
        const context = await browser.newContext(options);
        return { page: await context.newPage(), release: () => context.close() };
      }
      const { viewport, ...rest } = options;
      const key = JSON.stringify({ ...rest, viewport: viewport === null ? null : 'set', keeping: keeping.name });
      let taking = pages.get(key);
      if (!taking || (await taking).page.isClosed()) {
        taking = keepPage(browser, { ...rest, viewport });
        pages.set(key, taking);
      }
      const kept = await taking;
      const { page } = kept;
      if (viewport) await page.setViewportSize(viewport);
      const pageListeners = listenersOf(page);
      const contextListeners = listenersOf(page.context());
      kept.lasting = false;
      return {
        page,
        release: async () => {
          removeListenersAddedSince(page, pageListeners);
          removeListenersAddedSince(page.context(), contextListeners);
          const failed = testInfo.status !== testInfo.expectedStatus;
          if (failed || kept.lasting || page.isClosed() || !(await reset(kept, parking, keeping.warmCache))) {
            pages.delete(key);
            await page.context().close();
          }
        },
      };
    },
    async closeAll() {
      for (const kept of pages.values()) await (await kept).page.context().close();
    },
  };
}
