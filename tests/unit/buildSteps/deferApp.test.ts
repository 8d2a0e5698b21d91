// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appFiles, deferApp as deferAppWith, type Manifest } from '../../../src/buildSteps/prerender/deferApp';
import { removeAll, replaceOnce } from '../../../src/buildSteps/rewrites/replaceOnce';

/** The head Vite writes for src/index.html: the app's module script, a preload per chunk it imports, its stylesheet. */
const VITE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-Ab1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Cd2.js">
    <link rel="modulepreload" crossorigin href="/assets/dist-Ef3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Gh4.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;

/**
 * Vite's manifest for that build: the app imports react, which imports dist;
 * it imports React DOM's client (its stage, with a chunk of its own) and its
 * pages lazily; the boot module is an entry of its own.
 */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-Ab1.js', isEntry: true, imports: ['_react-Cd2.js'], dynamicImports: ['pages/HomePage.tsx', '../node_modules/react-dom/client.js'] },
  '../node_modules/react-dom/client.js': { file: 'assets/client-Op8.js', imports: ['_scheduler-Qr9.js', '_react-Cd2.js'] },
  '_scheduler-Qr9.js': { file: 'assets/scheduler-Qr9.js' },
  '_react-Cd2.js': { file: 'assets/react-Cd2.js', imports: ['_dist-Ef3.js'] },
  '_dist-Ef3.js': { file: 'assets/dist-Ef3.js', imports: ['_react-Cd2.js'] },
  'entry-boot.ts': { file: 'assets/boot-Ij5.js', isEntry: true },
  'pages/HomePage.tsx': { file: 'assets/HomePage-Kl6.js', imports: ['_react-Cd2.js'] },
};

/** The boot module's file as Vite writes it (src/entry-boot.ts, minified), its final newline included. */
const BOOT_CODE = 'var t=document.querySelector(`script[data-app]`);addEventListener(`load`,()=>import(t.dataset.app));\n';
const deferApp = (html: string, manifest: Manifest) => deferAppWith(html, manifest, BOOT_CODE).html;

describe('deferApp', () => {
  it("puts the boot module's code inline in place of the app script and its preloads, naming both to it", () => {
    expect(deferApp(VITE_TEMPLATE, MANIFEST)).toBe(`<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" async data-app="/assets/index-Ab1.js" data-preload="/assets/react-Cd2.js /assets/dist-Ef3.js /assets/client-Op8.js /assets/scheduler-Qr9.js">${BOOT_CODE.trim()}</script>
    <link rel="stylesheet" crossorigin href="/assets/index-Gh4.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`);
  });

  it("gives the hash the Content-Security-Policy allows exactly the inline code by (the page's text, not the file's)", () => {
    const inline = BOOT_CODE.trim();
    const { html, scriptHash } = deferAppWith(VITE_TEMPLATE, MANIFEST, BOOT_CODE);
    expect(html).toContain(`>${inline}</script>`);
    expect(scriptHash).toBe(`sha256-${createHash('sha256').update(inline).digest('base64')}`);
    expect(scriptHash).not.toBe(`sha256-${createHash('sha256').update(BOOT_CODE).digest('base64')}`);
  });

  it('fails the build when the code would end the script element early or change how it is read', () => {
    for (const code of ['let s=`</script>`;', 'let s=`</SCRIPT `;', 'let c=`<!--`;']) {
      expect(() => deferAppWith(VITE_TEMPLATE, MANIFEST, code)).toThrow('the boot module\'s code (src/entry-boot.ts) contains "</script" or "<!--" and cannot go inline');
    }
  });

  it("finds the files in Vite's manifest: the app's static imports depth first, then React DOM's stage and its chunks, each once; pages are not preloaded", () => {
    expect(appFiles(MANIFEST)).toEqual({
      app: '/assets/index-Ab1.js',
      boot: '/assets/boot-Ij5.js',
      imports: ['/assets/react-Cd2.js', '/assets/dist-Ef3.js'],
      preloads: ['/assets/react-Cd2.js', '/assets/dist-Ef3.js', '/assets/client-Op8.js', '/assets/scheduler-Qr9.js'],
    });
  });

  it('fails the build when the entry no longer imports a stage lazily', () => {
    const entry = { ...MANIFEST['index.html'], dynamicImports: ['pages/HomePage.tsx'] };
    expect(() => appFiles({ ...MANIFEST, 'index.html': entry })).toThrow('the app\'s entry no longer imports "../node_modules/react-dom/client.js" lazily');
  });

  it('fails the build, naming the step, when a tag the manifest names is not in the template', () => {
    const withoutScript = VITE_TEMPLATE.replace(/.*<script.*\n/, '');
    expect(() => deferApp(withoutScript, MANIFEST)).toThrow(
      "deferApp (src/buildSteps/prerender/deferApp.ts): expected Vite's module script for the app (/assets/index-Ab1.js) exactly once, found it 0 times",
    );
    const withoutPreload = VITE_TEMPLATE.replace(/.*dist-Ef3.*\n/, '');
    expect(() => deferApp(withoutPreload, MANIFEST)).toThrow("expected Vite's modulepreload link for /assets/dist-Ef3.js exactly once, found it 0 times");
  });

  it('fails the build when the template holds a script or preload the manifest does not name', () => {
    const extraScript = VITE_TEMPLATE.replace('<!--app-head-->', '<script type="module" crossorigin src="/assets/other-Mn7.js"></script>');
    expect(() => deferApp(extraScript, MANIFEST)).toThrow('still holds <script type="module" crossorigin src="/assets/other-Mn7.js">');
    const extraPreload = VITE_TEMPLATE.replace('<!--app-head-->', '<link rel="modulepreload" crossorigin href="/assets/other-Mn7.js">');
    expect(() => deferApp(extraPreload, MANIFEST)).toThrow('still holds <link rel="modulepreload"');
  });

  it('fails the build when the manifest lacks an entry', () => {
    const { 'entry-boot.ts': _boot, ...withoutBoot } = MANIFEST;
    expect(() => deferApp(VITE_TEMPLATE, withoutBoot)).toThrow('Vite\'s manifest has no entry "entry-boot.ts"');
  });
});

describe('rewrites of generated text', () => {
  const site = { step: 'a step (src/buildSteps/x.ts)', what: 'the marker' };

  it('replace exactly one occurrence, a `$` in the replacement taken literally', () => {
    expect(replaceOnce('a <!--x--> b', '<!--x-->', '$& $1', site)).toBe('a $& $1 b');
  });

  it('stop the build, naming the step and the pattern, when the pattern matches nothing or twice', () => {
    expect(() => replaceOnce('no marker here', '<!--x-->', '', site)).toThrow('a step (src/buildSteps/x.ts): expected the marker exactly once, found it 0 times (looked for <!--x-->)');
    expect(() => replaceOnce('<!--x--><!--x-->', '<!--x-->', '', site)).toThrow('found it 2 times');
    expect(() => removeAll('nothing', /<script>/, site)).toThrow('a step (src/buildSteps/x.ts): expected the marker, found none (looked for /<script>/)');
    expect(removeAll('a<script>b<script>c', /<script>/, site)).toBe('abc');
  });
});
