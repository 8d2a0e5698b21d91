/**
 * The notice on Pages (/office/pages/) saying when a Publish is live
 * (docs/editor.md, "After Publish: the site rebuilt"): after each Publish,
 * and when the page opens, it asks the server how the site's rebuild is
 * going (GET /office/api/editor/status, src/relay/editorGateway/siteBuilds.ts)
 * and says it in the office's words (siteBuildWords): "live in about N
 * minutes" while the site is rebuilt, asking again every few seconds; "live"
 * once the rebuilt site is served; or, when the build failed, why (the
 * build's lines naming the file and field). At /admin/ there is no notice:
 * the Git host builds there.
 */
import { siteBuildWords, type SiteBuildStatus } from '../relay/browser.ts';
import { editorClient } from './editorClient.ts';

/** How often the notice asks again while the site is rebuilt. */
export const POLL_MS = 5_000;

export interface NoticeDeps {
  document: Document;
  /** Asks the status (the browser's fetch, with the session's cookie). */
  fetchStatus?: () => Promise<SiteBuildStatus | undefined>;
  /** Defaults to the window's timers. */
  setTimeout?: (run: () => void, ms: number) => unknown;
}

/** The status, or nothing to show (a refusal, no server): through the client derived from the gateway's routes. */
const askServer = async (): Promise<SiteBuildStatus | undefined> => {
  const answer = await editorClient().status().catch(() => undefined);
  return answer?.ok ? answer.json() : undefined;
};

/** What the notice says for a status: its lines (the first the sentence, then the build's problems), or none. */
export function noticeLines(status: SiteBuildStatus, { afterPublish }: { afterPublish: boolean }): string[] {
  if (status.state === 'building') return [siteBuildWords.building(status.expectedMinutes)];
  if (status.state === 'failed') return status.problem?.length ? [siteBuildWords.failed, ...status.problem] : [siteBuildWords.failedUnnamed];
  // The site is live: worth saying only to whoever is waiting for their change.
  return afterPublish ? [siteBuildWords.live] : [];
}

export interface SiteBuildNotice {
  /** A Publish just went through: say when it is live. */
  published(): Promise<void>;
  /** Asks now and shows what there is to show (the page just opened). */
  refresh(): Promise<void>;
  element: HTMLElement;
}

export function siteBuildNotice({ document, fetchStatus = askServer, setTimeout = (run, ms) => window.setTimeout(run, ms) }: NoticeDeps): SiteBuildNotice {
  const element = document.createElement('div');
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  element.dataset.siteBuild = '';
  element.hidden = true;
  // Above Decap's editor, out of the way of its Publish button (top right) and its fields.
  element.style.cssText =
    'position:fixed;left:16px;bottom:16px;z-index:1000;max-width:min(560px,calc(100vw - 32px));padding:12px 16px;border-radius:6px;background:#fff;color:#1b2733;box-shadow:0 2px 12px rgba(0,0,0,.25);font:15px/1.45 system-ui,sans-serif;border-left:6px solid #2d6cdf';
  document.body.append(element);

  let afterPublish = false;
  let polling = false;

  function show(status: SiteBuildStatus) {
    const lines = noticeLines(status, { afterPublish });
    element.replaceChildren();
    element.hidden = lines.length === 0;
    if (element.hidden) return;
    element.dataset.siteBuild = status.state;
    element.style.borderLeftColor = status.state === 'failed' ? '#c62828' : status.state === 'live' ? '#2e7d32' : '#2d6cdf';
    const [sentence, ...problems] = lines;
    const text = document.createElement('p');
    text.style.margin = '0';
    text.textContent = sentence;
    element.append(text);
    if (problems.length > 0) {
      const list = document.createElement('ul');
      list.style.margin = '8px 0 0';
      list.style.paddingLeft = '20px';
      for (const problem of problems) {
        const item = document.createElement('li');
        item.textContent = problem;
        list.append(item);
      }
      element.append(list);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = siteBuildWords.dismiss;
    close.style.cssText = 'margin-top:8px;font:inherit;padding:2px 10px;cursor:pointer';
    close.addEventListener('click', () => {
      element.hidden = true;
      afterPublish = false;
    });
    element.append(close);
  }

  async function refresh() {
    const status = await fetchStatus();
    if (!status) return;
    show(status);
    if (status.state === 'building' && !polling) {
      polling = true;
      setTimeout(() => {
        polling = false;
        void refresh();
      }, POLL_MS);
    }
  }

  return {
    element,
    refresh,
    async published() {
      afterPublish = true;
      await refresh();
    },
  };
}

/** On Pages: the notice, shown as the page opens if a rebuild runs or failed, and after each Publish (Decap's postSave). */
export function showSiteBuilds(cms: { registerEventListener: (listener: { name: 'postSave'; handler: () => void }) => void }, document: Document): SiteBuildNotice {
  const notice = siteBuildNotice({ document });
  cms.registerEventListener({ name: 'postSave', handler: () => void notice.published() });
  void notice.refresh();
  return notice;
}
