// @vitest-environment node
/** The editor's development page loses the development server's reloading scripts, or the page stops naming the step. */
import { describe, expect, it } from 'vitest';
import { withoutDevClient } from '../../../src/buildSteps/cms/cmsConfigModule';

const PREAMBLE = `<script type="module">import { injectIntoGlobalHook } from "/@react-refresh";
injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;</script>`;
const page = (head: string) => `<!doctype html><html><head>${head}<title>Content editor</title></head><body><script type="module" src="./main.ts"></script></body></html>`;

describe('withoutDevClient', () => {
  it("removes Vite's client and React's refresh preamble, and nothing else", () => {
    const served = page(`\n    <script type="module" src="/@vite/client"></script>\n    ${PREAMBLE}`);
    expect(withoutDevClient(served)).toBe(page(''));
  });

  it("on a server in production mode (npm run cms), where no preamble is added, removes Vite's client alone", () => {
    expect(withoutDevClient(page(`\n    <script type="module" src="/@vite/client"></script>`), { refresh: false })).toBe(page(''));
    expect(() => withoutDevClient(page(''), { refresh: false })).toThrow("expected Vite's client script (/@vite/client), found none");
  });

  it('stops, naming the step and the script, when a script it removes is no longer there in that shape', () => {
    expect(() => withoutDevClient(page(PREAMBLE))).toThrow("cms-config plugin (src/buildSteps/cms/cmsConfigModule.ts): expected Vite's client script (/@vite/client), found none");
    expect(() => withoutDevClient(page('<script type="module" src="/@vite/client"></script>'))).toThrow("expected React Fast Refresh's preamble (/@react-refresh), found none");
  });
});
