/**
 * The notice on Pages saying when a Publish is live (src/admin/siteBuildNotice.ts;
 * docs/editor.md, "After Publish: the site rebuilt"), in the page's document:
 * the statuses the server answers (src/relay/editorGateway/siteBuilds.ts)
 * given in turn, the notice's words and its asking again read from the page.
 */
import { describe, expect, it } from 'vitest';
import { noticeLines, POLL_MS, showSiteBuilds, siteBuildNotice } from '../../../src/admin/siteBuildNotice';
import { siteBuildWords } from '../../../src/relay/editorGateway/siteBuildWords';
import type { SiteBuildStatus } from '../../../src/relay/editorGateway/siteBuilds';

const since = '2026-11-29T22:00:00.000Z';
const PROBLEM = 'src/content/pages/about.yaml: hero.title.en is empty: write the English text (Title)';

/** A server answering the given statuses in turn (the last one from then on), and the timers the notice set. */
function serverAnswering(...statuses: SiteBuildStatus[]) {
  const timers: { run: () => void; ms: number }[] = [];
  let asked = 0;
  return {
    timers,
    asked: () => asked,
    fetchStatus: async () => statuses[Math.min(asked++, statuses.length - 1)],
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
}

const shown = (element: HTMLElement) => (element.hidden ? [] : [...element.querySelectorAll('p, li')].map((node) => node.textContent));

describe('noticeLines', () => {
  it('says "live in about N minutes" while building, the problems when failed, and "live" only after a Publish', () => {
    expect(noticeLines({ state: 'building', since, expectedMinutes: 1 }, { afterPublish: true })).toEqual(['Saved. Your change will be live on the site in about 1 minute.']);
    expect(noticeLines({ state: 'building', since, expectedMinutes: 3 }, { afterPublish: false })).toEqual(['Saved. Your change will be live on the site in about 3 minutes.']);
    expect(noticeLines({ state: 'failed', since, expectedMinutes: 2, problem: [PROBLEM] }, { afterPublish: false })).toEqual([siteBuildWords.failed, PROBLEM]);
    expect(noticeLines({ state: 'failed', since, expectedMinutes: 2 }, { afterPublish: true })).toEqual([siteBuildWords.failedUnnamed]);
    expect(noticeLines({ state: 'live', since, expectedMinutes: 2 }, { afterPublish: true })).toEqual([siteBuildWords.live]);
    expect(noticeLines({ state: 'live', since, expectedMinutes: 2 }, { afterPublish: false })).toEqual([]);
  });
});

describe('the notice on Pages', () => {
  it('shows nothing when the page opens on a live site; after a Publish, the minutes, asking again until live', async () => {
    const server = serverAnswering({ state: 'live', since, expectedMinutes: 2 }, { state: 'building', since, expectedMinutes: 2 }, { state: 'building', since, expectedMinutes: 1 }, { state: 'live', since, expectedMinutes: 2 });
    const notice = siteBuildNotice({ document, fetchStatus: server.fetchStatus, setTimeout: server.setTimeout });
    await notice.refresh();
    expect(notice.element.hidden).toBe(true);
    expect(notice.element.getAttribute('role')).toBe('status');

    void notice.published();
    await Promise.resolve();
    await Promise.resolve();
    expect(shown(notice.element)).toEqual(['Saved. Your change will be live on the site in about 2 minutes.']);
    expect(server.timers.map((timer) => timer.ms)).toEqual([POLL_MS]);

    server.timers.shift()!.run();
    await Promise.resolve();
    await Promise.resolve();
    expect(shown(notice.element)).toEqual(['Saved. Your change will be live on the site in about 1 minute.']);
    server.timers.shift()!.run();
    await Promise.resolve();
    await Promise.resolve();
    expect(shown(notice.element)).toEqual([siteBuildWords.live]);
    expect(notice.element.dataset.siteBuild).toBe('live');
    // Live: no more asking.
    expect(server.timers).toEqual([]);
    expect(server.asked()).toBe(4);

    notice.element.querySelector('button')!.click();
    expect(notice.element.hidden).toBe(true);
    notice.element.remove();
  });

  it('tells why when the build failed, each of the build’s lines as an item, when the page opens', async () => {
    const server = serverAnswering({ state: 'failed', since, expectedMinutes: 2, problem: [PROBLEM, 'src/content/pages/about.yaml: sections[0].title.es is empty'] });
    const notice = siteBuildNotice({ document, fetchStatus: server.fetchStatus, setTimeout: server.setTimeout });
    await notice.refresh();
    expect(shown(notice.element)).toEqual([siteBuildWords.failed, PROBLEM, 'src/content/pages/about.yaml: sections[0].title.es is empty']);
    expect(notice.element.dataset.siteBuild).toBe('failed');
    expect(server.timers).toEqual([]);
    notice.element.remove();
  });

  it('listens for Decap’s postSave on Pages', async () => {
    const listeners: { name: string; handler: () => void }[] = [];
    const notice = showSiteBuilds({ registerEventListener: (listener) => listeners.push(listener) }, document);
    expect(listeners.map((listener) => listener.name)).toEqual(['postSave']);
    expect(document.body.contains(notice.element)).toBe(true);
    notice.element.remove();
  });
});
