// @vitest-environment node
/**
 * The content plugin on the development server (src/buildSteps/content/siteContent.ts):
 * a content file that would stop a build leaves the modules as the last
 * content that read without a problem, and every page of the site lists the
 * problem in the office's words at its top; a build stops on it as before.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { siteContent } from '../../../src/buildSteps/content/siteContent';
import { copyContent } from '../../support/contentCopy';

const copy = copyContent();
// Put back as it was, unset included: the unit tier's files share a process (isolate: false), and assigning the
// `undefined` it held set the string "undefined", which sent a later file's articles folder under /undefined/.
vi.stubEnv('CONTENT_ROOT', copy.root);
afterAll(() => {
  vi.unstubAllEnvs();
  copy.dispose();
});

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: keyof Plugin, ...args: unknown[]) => {
  const value = plugin[hook] as Hook | { handler: Hook };
  return (typeof value === 'function' ? value : value.handler).call({ addWatchFile: () => {} }, ...args);
};
const plugin = (command: 'serve' | 'build') => {
  const made = siteContent();
  call(made, 'configResolved', { command, build: { ssr: false } });
  return made;
};
const PAGE = '<html><body><div id="root"></div></body></html>';
const deadLink = (data: Record<string, unknown>) => ((data.sections as { link?: { href: string } }[]).find((section) => section.link)!.link!.href = '/services/flood-insurance');

describe('the development server with a content mistake', { timeout: 30_000 }, () => {
  it('keeps the last content, and says what is wrong at the top of every page, in the office’s words', async () => {
    const serving = plugin('serve');
    const good = await call(serving, 'load', '\0virtual:content/coverage/auto/en');
    expect(await call(serving, 'transformIndexHtml', PAGE, { path: '/', server: {} })).toBe(PAGE);

    const shipped = copy.read('coverage/auto.yaml');
    copy.edit('coverage/auto.yaml', deadLink);
    call(serving, 'buildStart');
    expect(await call(serving, 'load', '\0virtual:content/coverage/auto/en')).toBe(good);
    const page = (await call(serving, 'transformIndexHtml', PAGE, { path: '/about', server: {} })) as string;
    expect(page).toMatch(/^<html><body><section role="alert" aria-label="Content to correct"/);
    expect(page).toContain('Coverage pages › Auto Insurance: Sections › Section 5: Highlighted note “Ride, tow or boat too?” › Link › Link address: links to /services/flood-insurance, which is no page of the site');
    // The editor lists the open file's problems itself.
    expect(await call(serving, 'transformIndexHtml', PAGE, { path: '/admin/', server: {} })).toBe(PAGE);

    copy.write('coverage/auto.yaml', shipped);
    call(serving, 'buildStart');
    expect(await call(serving, 'transformIndexHtml', PAGE, { path: '/about', server: {} })).toBe(PAGE);
  });

  it('while a build stops on it', async () => {
    copy.edit('coverage/auto.yaml', deadLink);
    await expect(call(plugin('build'), 'load', '\0virtual:content/coverage/auto/en')).rejects.toThrow(/sections\[4\]\.link\.href links to \/services\/flood-insurance/);
  });
});
